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

  @Test func countsTheHTMLPagesABuildWrote() {
    let built = BuildReport(
      diagnostics: [], inputFiles: ["a.md", "b.md"],
      writtenFiles: ["index.html", "a.html", "b.html", "listpress.css"], warningsAsErrors: false)
    #expect(ReportSummary.written(built, to: "_site") == "wrote 3 pages to _site")
  }
}
