/// What a build or a check found and did.
public struct BuildReport: Hashable, Sendable {
  /// Every diagnostic of every file, sorted by file and position.
  public var diagnostics: [Diagnostic]
  /// The definition files that were read.
  public var inputFiles: [String]
  /// The pages written (paths inside the output folder); empty for a check.
  public var writtenFiles: [String]
  /// Whether warnings count as errors for `failed`.
  public var warningsAsErrors: Bool

  /// Creates a report.
  public init(diagnostics: [Diagnostic], inputFiles: [String], writtenFiles: [String], warningsAsErrors: Bool) {
    self.diagnostics = Diagnostic.sortedForOutput(diagnostics)
    self.inputFiles = inputFiles
    self.writtenFiles = writtenFiles
    self.warningsAsErrors = warningsAsErrors
  }

  /// Whether some file had errors (or warnings, with `warningsAsErrors`).
  public var failed: Bool {
    diagnostics.contains { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
  }
}
