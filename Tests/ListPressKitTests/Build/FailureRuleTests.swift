import Testing

@testable import ListPressDiagnostics
@testable import ListPressBuild

/// The one rule of what fails a run, as a build and its report apply it.
@Suite struct FailureRuleTests {
  private static func diagnostics(_ severities: [Diagnostic.Severity]) -> [Diagnostic] {
    severities.map { Diagnostic($0, at: SourceLocation(file: "a.md", line: 1, column: 1), "message") }
  }

  /// Which reports fail, and whether their warnings are among what fails them.
  @Test(arguments: [
    ([Diagnostic.Severity](), false, false, false),
    ([.note], true, false, false),
    ([.warning], false, false, false),
    ([.warning], true, true, true),
    ([.warning, .note], true, true, true),
    ([.error], false, true, false),
    ([.error], true, true, false),
    ([.error, .warning], false, true, false),
    ([.error, .warning], true, true, true),
  ])
  func decidesFailureOnce(severities: [Diagnostic.Severity], warningsAsErrors: Bool, fails: Bool, onWarnings: Bool) {
    let diagnostics = Self.diagnostics(severities)
    let report = BuildReport(diagnostics: diagnostics, inputFiles: [], writtenFiles: [], warningsAsErrors: warningsAsErrors)
    #expect(BuildOptions(warningsAsErrors: warningsAsErrors).failureRule.fails(diagnostics) == fails)
    #expect(report.failed == fails)
    #expect(report.failedOnWarnings == onWarnings)
  }
}
