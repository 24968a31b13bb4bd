import ListPressKit

/// The short lines that close a run: how many problems were found, and what
/// was written.
enum ReportSummary {
  /// `2 errors, 1 warning in 1 file`, or `nil` when nothing was reported.
  static func problems(in report: BuildReport) -> String? {
    let reported = report.diagnostics.filter { $0.severity != .note }
    guard !reported.isEmpty else { return nil }
    let errors = reported.count(where: { $0.severity == .error })
    let warnings = reported.count - errors
    let files = Set(reported.map(\.location.file)).count
    let counts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map { counted($0.0, $0.1) }
    var summary = "\(counts.joined(separator: ", ")) in \(counted(files, "file"))"
    if report.warningsAsErrors && warnings > 0 {
      summary += " (warnings treated as errors)"
    }
    return summary
  }

  /// `no problems in 9 files`, for a check that found nothing.
  static func clean(_ report: BuildReport) -> String {
    "no problems in \(counted(report.inputFiles.count, "file"))"
  }

  /// `wrote 10 pages to _site`: the HTML pages a build wrote, index included.
  static func written(_ report: BuildReport, to outputDirectory: String) -> String {
    let pages = report.writtenFiles.count(where: { $0.hasSuffix(".html") })
    return "wrote \(counted(pages, "page")) to \(outputDirectory)"
  }

  /// `1 file`, `2 files`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
