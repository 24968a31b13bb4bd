import ListPressKit

extension CommandLineTool {
  /// Runs `build --watch`: the first build's summary, then one line per
  /// rebuild (after its diagnostics, printed as usual), until `shouldStop`.
  /// Errors in definitions never stop the watch; only a folder that cannot
  /// be watched does, with status 1. `afterBuild` is told of every build,
  /// after its lines are printed, and may return a line to print after
  /// them (`serve` prints its URL so).
  static func watch<Output: TextOutputStream, Errors: TextOutputStream>(
    inputs: [String],
    options: BuildOptions,
    printer: DiagnosticPrinter,
    output: inout Output,
    errors: inout Errors,
    terminal: LiveTerminal?,
    until shouldStop: () -> Bool,
    afterBuild: (SiteRebuild) -> String? = { _ in nil }
  ) -> ExitCode {
    #if canImport(Glibc)
      let progress = terminal.map { ProgressLine(on: $0) }
      do throws(WatchError) {
        try SiteWatcher(inputs: inputs, options: options).run(until: shouldStop, progress: progress?.show) { rebuild in
          progress?.clear()
          printProblems(of: rebuild.report, with: printer, to: &errors)
          if rebuild.changes.isEmpty {
            output.write(ReportSummary.built(rebuild.report, to: options.outputDirectory) + "\n")
          } else {
            output.write(ReportSummary.rebuilt(rebuild) + "\n")
          }
          if let line = afterBuild(rebuild) {
            output.write(line + "\n")
          }
          if rebuild.changes.isEmpty {
            output.write("watching for changes; press Ctrl-C to stop\n")
          }
        }
      } catch {
        errors.write(printer.format(Diagnostic(.error, at: .wholeFile(error.path), error.message)))
        return .failure
      }
      return .success
    #else
      errors.write(printer.format(Diagnostic(.error, at: .wholeFile("--watch"), "watching needs Linux's inotify")))
      return .failure
    #endif
  }
}
