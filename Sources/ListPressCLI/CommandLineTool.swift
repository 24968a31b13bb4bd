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
  /// - parameter output: receives help, the versions, the result line of
  ///   `build` or a clean `check`, and the page `render` makes.
  /// - parameter errors: receives diagnostics, in the report's order, the
  ///   summary of problems, and usage errors.
  /// - parameter colors: whether `errors` is decorated like swiftc's output.
  /// - parameter sourceLines: whether errors and warnings show the line
  ///   they point at, unless the command line says otherwise
  ///   (`--source-lines`, `--no-source-lines`).
  /// - parameter terminal: the terminal `errors` goes to, on which a build
  ///   or check shows its progress; `nil` for a pipe or a file, which get
  ///   only the summary.
  /// - parameter stopsWatching: asked between rebuilds whether `build
  ///   --watch` or `serve` should stop.
  /// - returns: the status to exit with.
  public static func run<Output: TextOutputStream, Errors: TextOutputStream>(
    _ arguments: [String],
    output: inout Output,
    errors: inout Errors,
    colors: Bool = false,
    sourceLines: Bool = false,
    terminal: LiveTerminal? = nil,
    stopsWatching: () -> Bool = { false }
  ) -> ExitCode {
    var printer = DiagnosticPrinter(style: TerminalStyle(usesColors: colors))
    let command: Command
    do {
      let parsed = try ArgumentParser.parseLine(arguments)
      command = parsed.command
      printer.showsSourceLines = parsed.sourceLines ?? sourceLines
    } catch {
      errors.write(printer.format(error))
      return .usage
    }
    if let missing = InputPaths.missing(in: command, for: arguments.first.flatMap(Subcommand.init(rawValue:))) {
      errors.write(printer.format(missing))
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
      output.write(VersionText.text)
      return .success
    case .initialize(let folder):
      return initialize(folder, printer: printer, output: &output, errors: &errors)
    case .schema:
      output.write(FormatSchema.json)
      return .success
    case .check(let inputs, let options):
      let progress = terminal.map { ProgressLine(on: $0) }
      let report = ListPress.check(inputs: inputs, options: options, progress: progress?.show)
      progress?.clear()
      if !printProblems(of: report, with: printer, to: &errors) {
        output.write(ReportSummary.clean(report) + "\n")
      }
      return report.failed ? .failure : .success
    case .build(let inputs, let options, watches: false):
      let progress = terminal.map { ProgressLine(on: $0) }
      let report = ListPress.build(inputs: inputs, options: options, progress: progress?.show)
      progress?.clear()
      printProblems(of: report, with: printer, to: &errors)
      output.write(ReportSummary.built(report, to: options.outputDirectory) + "\n")
      return report.failed ? .failure : .success
    case .build(let inputs, let options, watches: true):
      return watch(
        inputs: inputs, options: options, printer: printer, output: &output, errors: &errors, terminal: terminal,
        until: stopsWatching)
    case .serve(let inputs, let options, let preview):
      return serve(
        inputs: inputs, options: options, preview: preview, printer: printer, output: &output, errors: &errors,
        terminal: terminal, until: stopsWatching)
    case .compare(let old, let new, let options, let snapshots, let folder):
      let report = ListPress.compare(old: old, new: new, options: options, snapshots: snapshots, into: folder)
      for diagnostic in RepeatedDiagnostics.merged(report.diagnostics) {
        errors.write(printer.format(diagnostic))
      }
      if let problem = report.problem {
        errors.write(printer.format(problem: problem))
      }
      if let page = report.page, let comparison = report.comparison {
        let changed = comparison.looks.contains { !$0.difference.isUnchanged }
        output.write(
          (changed ? "the list changed" : "no pixel changed") + "; wrote \(PrintableText.escaping(folder))/\(page)\n")
      }
      return report.failed ? .failure : .success
    case .snapshot(let inputs, let options, let snapshots, let folder):
      return snapshot(
        inputs: inputs, options: options, snapshots: snapshots, folder: folder, printer: printer, output: &output,
        errors: &errors)
    case .render(let file, let format, let options, let idPrefix):
      return render(
        file: file, format: format, options: options, idPrefix: idPrefix, printer: printer, output: &output,
        errors: &errors)
    }
  }

  /// Writes the starter folder into `folder` and says what to run next.
  static func initialize<Output: TextOutputStream, Errors: TextOutputStream>(
    _ folder: String, printer: DiagnosticPrinter, output: inout Output, errors: inout Errors
  ) -> ExitCode {
    do {
      let written = try StarterFolder.write(to: folder)
      let inside = { (name: String) in
        PrintableText.escaping(folder == "." ? name : (folder.hasSuffix("/") ? folder : folder + "/") + name)
      }
      output.write(
        "wrote \(written.count) files to \(PrintableText.escaping(folder))\n"
          + "build the lists: listpress build \(inside(StarterFolder.listsFolder)) -o \(inside("_site"))\n"
          + "or see them as you edit: listpress serve \(inside(StarterFolder.listsFolder))\n")
      return .success
    } catch {
      errors.write(printer.format(problem: error.description))
      return .failure
    }
  }

  /// Builds the pages of `inputs` and takes their images into `folder`,
  /// then says what was taken.
  static func snapshot<Output: TextOutputStream, Errors: TextOutputStream>(
    inputs: [String], options: BuildOptions, snapshots: SnapshotOptions, folder: String, printer: DiagnosticPrinter,
    output: inout Output, errors: inout Errors
  ) -> ExitCode {
    let report = ListPress.snapshot(inputs: inputs, options: options, snapshots: snapshots, into: folder)
    printProblems(of: report.build, with: printer, to: &errors)
    if let error = report.error {
      errors.write(printer.format(problem: error.description))
    }
    if let run = report.run {
      var summary = "took \(run.taken.count) image\(run.taken.count == 1 ? "" : "s")"
      if !run.unchanged.isEmpty { summary += ", kept \(run.unchanged.count) unchanged" }
      if !run.removed.isEmpty { summary += ", removed \(run.removed.count)" }
      output.write(summary + " in \(PrintableText.escaping(folder))\n")
    }
    return report.failed ? .failure : .success
  }

  /// Writes the report's diagnostics, in order, each problem once however
  /// many pages it stopped (see `RepeatedDiagnostics`), then the summary of
  /// problems; returns whether there was any problem to write.
  @discardableResult
  static func printProblems<Errors: TextOutputStream>(
    of report: BuildReport,
    with printer: DiagnosticPrinter,
    to errors: inout Errors
  ) -> Bool {
    for diagnostic in RepeatedDiagnostics.merged(report.diagnostics) {
      errors.write(printer.format(diagnostic))
    }
    guard let problems = ReportSummary.problems(in: report) else { return false }
    errors.write(problems + "\n")
    return true
  }
}
