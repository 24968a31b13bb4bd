import ListPressKit

/// The `listpress` command line: parses the arguments, runs the command
/// through `ListPress`, prints what happened and says which status to exit
/// with.
///
/// Everything goes through the streams it is given, so tests run it without
/// a process.
public enum CommandLineTool {
  /// Runs one command line.
  ///
  /// - parameter arguments: the arguments after the program name.
  /// - parameter output: receives help, the version and the result line of
  ///   `build` or a clean `check`.
  /// - parameter errors: receives diagnostics, in the report's order, the
  ///   summary of problems, and usage errors.
  /// - parameter colors: whether `errors` is decorated like swiftc's output.
  /// - returns: the status to exit with.
  public static func run<Output: TextOutputStream, Errors: TextOutputStream>(
    _ arguments: [String],
    output: inout Output,
    errors: inout Errors,
    colors: Bool = false
  ) -> ExitCode {
    let printer = DiagnosticPrinter(style: TerminalStyle(usesColors: colors))
    let command: Command
    do {
      command = try ArgumentParser.parse(arguments)
    } catch {
      errors.write(printer.format(error))
      return .usage
    }

    switch command {
    case .help(nil):
      output.write(HelpText.overview)
      return .success
    case .help(let subcommand?):
      output.write(HelpText.help(for: subcommand))
      return .success
    case .version:
      output.write("listpress \(ListPress.version)\n")
      return .success
    case .check(let inputs, let options):
      let report = ListPress.check(inputs: inputs, options: options)
      if !printProblems(of: report, with: printer, to: &errors) {
        output.write(ReportSummary.clean(report) + "\n")
      }
      return report.failed ? .failure : .success
    case .build(let inputs, let options):
      let report = ListPress.build(inputs: inputs, options: options)
      printProblems(of: report, with: printer, to: &errors)
      output.write(ReportSummary.written(report, to: options.outputDirectory) + "\n")
      return report.failed ? .failure : .success
    }
  }

  /// Writes the report's diagnostics, in order, then the summary of
  /// problems; returns whether there was any problem to write.
  @discardableResult
  private static func printProblems<Errors: TextOutputStream>(
    of report: BuildReport,
    with printer: DiagnosticPrinter,
    to errors: inout Errors
  ) -> Bool {
    for diagnostic in report.diagnostics {
      errors.write(printer.format(diagnostic))
    }
    guard let problems = ReportSummary.problems(in: report) else { return false }
    errors.write(problems + "\n")
    return true
  }
}
