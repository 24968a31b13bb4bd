import ListPressKit

/// The short lines that close a run: how many problems were found, what was
/// written, and, for a watch, what each rebuild was for.
enum ReportSummary {
  /// `2 errors, 1 warning in 1 file`, or `nil` when nothing was reported;
  /// a problem that stopped many pages counts once, as it is printed.
  static func problems(in report: BuildReport) -> String? {
    let reported = RepeatedDiagnostics.merged(report.diagnostics).filter { $0.severity != .note }
    guard !reported.isEmpty else { return nil }
    let errors = reported.count(where: { $0.severity == .error })
    let warnings = reported.count - errors
    // Told apart by their bytes: two spellings of one name, in NFC and NFD,
    // are two files.
    let files = Set(reported.map { Array($0.location.file.utf8) }).count
    let counts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map { counted($0.0, $0.1) }
    var summary = "\(counts.joined(separator: ", ")) in \(counted(files, "file"))"
    if report.failedOnWarnings {
      summary += " (warnings treated as errors)"
    }
    return summary
  }

  /// `no problems in 9 files`, for a check that found nothing.
  static func clean(_ report: BuildReport) -> String {
    "no problems in \(counted(report.inputFiles.count, "file"))"
  }

  /// `wrote 3 pages, 997 unchanged, 0 failed, 2 removed in 0.41 s to _site`:
  /// what a build did with the definitions (the index and stylesheet are
  /// not counted), the files it removed, and how long it took.
  static func built(_ report: BuildReport, to outputDirectory: String) -> String {
    "wrote \(counted(report.renderedInputs, "page")), \(report.unchangedInputs) unchanged, "
      + "\(report.failedInputs) failed, \(report.removedFiles.count) removed "
      + "in \(duration(report.elapsed)) to \(PrintableText.escaping(outputDirectory))"
  }

  /// `rebuilt lists/a.md (1 page) in 12 ms`: what a watch saw change and
  /// what the rebuild did, with failures and removals when there are any.
  static func rebuilt(_ rebuild: SiteRebuild) -> String {
    let report = rebuild.report
    var results = [counted(report.renderedInputs, "page")]
    if report.failedInputs > 0 {
      results.append("\(report.failedInputs) failed")
    }
    if !report.removedFiles.isEmpty {
      results.append("\(report.removedFiles.count) removed")
    }
    return "rebuilt \(listed(rebuild.changes)) (\(results.joined(separator: ", "))) in \(duration(report.elapsed))"
  }

  /// `12 ms` under a second, `1.25 s` from a second on.
  static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    guard milliseconds >= 1000 else { return "\(milliseconds) ms" }
    let hundredths = (milliseconds + 5) / 10
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  /// `a.md`, `a.md and b.md`, `a.md, b.md, c.md and 4 more`.
  private static func listed(_ paths: [String]) -> String {
    let paths = paths.map(PrintableText.escaping)
    let shown = 3
    guard paths.count > 1 else { return paths.first ?? "" }
    guard paths.count > shown else {
      return paths.dropLast().joined(separator: ", ") + " and " + paths[paths.count - 1]
    }
    return paths.prefix(shown).joined(separator: ", ") + " and \(paths.count - shown) more"
  }

  /// `1 file`, `2 files`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
