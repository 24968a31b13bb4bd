import ListPressKit
import Testing

@testable import ListPressCLI

@Suite struct ReportSummaryTests {
  private func report(_ diagnostics: [Diagnostic], files: Int = 3, warningsAsErrors: Bool = false) -> BuildReport {
    BuildReport(
      diagnostics: diagnostics,
      inputFiles: (0..<files).map { "f\($0).md" },
      writtenFiles: [],
      warningsAsErrors: warningsAsErrors)
  }

  private func diagnostic(_ severity: Diagnostic.Severity, in file: String) -> Diagnostic {
    Diagnostic(severity, at: SourceLocation(file: file, line: 1, column: 1), "message")
  }

  @Test(arguments: [
    ([Diagnostic.Severity.error], ["a.md"], "1 error in 1 file"),
    ([.error, .error, .warning], ["a.md", "a.md", "a.md"], "2 errors, 1 warning in 1 file"),
    ([.warning, .warning], ["a.md", "b.md"], "2 warnings in 2 files"),
    ([.error, .warning, .error], ["a.md", "b.md", "c.md"], "2 errors, 1 warning in 3 files"),
    // One name in NFC and in NFD: two files, which look alike.
    ([.error, .error], ["caf\u{E9}.md", "cafe\u{301}.md"], "2 errors in 2 files"),
  ])
  func countsErrorsWarningsAndFiles(severities: [Diagnostic.Severity], files: [String], expected: String) {
    let diagnostics = zip(severities, files).map { diagnostic($0, in: $1) }
    #expect(ReportSummary.problems(in: report(diagnostics)) == expected)
  }

  @Test func saysWhenWarningsCountAsErrors() {
    let summary = ReportSummary.problems(in: report([diagnostic(.warning, in: "a.md")], warningsAsErrors: true))
    #expect(summary == "1 warning in 1 file (warnings treated as errors)")
  }

  @Test func staysQuietWithoutProblems() {
    #expect(ReportSummary.problems(in: report([])) == nil)
    #expect(ReportSummary.clean(report([], files: 1)) == "no problems in 1 file")
    #expect(ReportSummary.clean(report([], files: 8)) == "no problems in 8 files")
  }

  @Test(arguments: [
    (3, 997, 0, 2, Duration.milliseconds(410), "wrote 3 pages, 997 unchanged, 0 failed, 2 removed in 410 ms to _site"),
    (1, 0, 1, 0, .milliseconds(2500), "wrote 1 page, 0 unchanged, 1 failed, 0 removed in 2.50 s to _site"),
    (0, 8, 0, 0, .zero, "wrote 0 pages, 8 unchanged, 0 failed, 0 removed in 0 ms to _site"),
  ])
  func summarisesABuild(rendered: Int, unchanged: Int, failed: Int, removed: Int, elapsed: Duration, expected: String) {
    let built = BuildReport(
      diagnostics: [], inputFiles: [], writtenFiles: ["index.html", "listpress.css"], warningsAsErrors: false,
      renderedInputs: rendered, unchangedInputs: unchanged, failedInputs: failed,
      removedFiles: (0..<removed).map { "old\($0).html" }, elapsed: elapsed)
    #expect(ReportSummary.built(built, to: "_site") == expected)
  }

  @Test(arguments: [
    (["characters.md"], 1, 0, 0, "rebuilt characters.md (1 page) in 12 ms"),
    (["a.md", "b.md"], 2, 0, 0, "rebuilt a.md and b.md (2 pages) in 12 ms"),
    (["a.md", "b.md", "c.md"], 0, 1, 0, "rebuilt a.md, b.md and c.md (0 pages, 1 failed) in 12 ms"),
    (["a.md", "b.md", "c.md", "d.md", "e.md"], 3, 0, 1, "rebuilt a.md, b.md, c.md and 2 more (3 pages, 1 removed) in 12 ms"),
  ])
  func summarisesARebuild(changes: [String], rendered: Int, failed: Int, removed: Int, expected: String) {
    let report = BuildReport(
      diagnostics: [], inputFiles: [], writtenFiles: [], warningsAsErrors: false, renderedInputs: rendered,
      failedInputs: failed, removedFiles: (0..<removed).map { "old\($0).html" }, elapsed: .milliseconds(12))
    #expect(ReportSummary.rebuilt(SiteRebuild(changes: changes, report: report)) == expected)
  }

  @Test(arguments: [
    (Duration.zero, "0 ms"),
    (.microseconds(12_400), "12 ms"),
    (.milliseconds(999), "999 ms"),
    (.milliseconds(1000), "1.00 s"),
    (.milliseconds(1_234), "1.23 s"),
    (.milliseconds(1_995), "2.00 s"),
    (.seconds(83), "83.00 s"),
  ])
  func printsDurations(duration: Duration, expected: String) {
    #expect(ReportSummary.duration(duration) == expected)
  }
}
