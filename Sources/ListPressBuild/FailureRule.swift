import ListPressDiagnostics

/// What fails a run and keeps a definition's page from being written: an
/// error, or a warning when warnings count as errors
/// (`--warnings-as-errors`). Decided here only: a build asks it of each
/// definition's diagnostics, a check counts the definitions it fails, and
/// a report says by it whether the run failed and whether warnings did.
package struct FailureRule: Hashable, Sendable {
  /// Whether warnings fail as errors do.
  package var warningsAsErrors: Bool

  package init(warningsAsErrors: Bool) {
    self.warningsAsErrors = warningsAsErrors
  }

  /// Whether `diagnostic` fails.
  package func fails(_ diagnostic: Diagnostic) -> Bool {
    switch diagnostic.severity {
    case .error: true
    case .warning: warningsAsErrors
    case .note: false
    }
  }

  /// Whether any of `diagnostics` fails.
  package func fails(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { fails($0) }
  }
}

extension BuildOptions {
  /// What fails a run built with these options.
  package var failureRule: FailureRule { FailureRule(warningsAsErrors: warningsAsErrors) }
}
