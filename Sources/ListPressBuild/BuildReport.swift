import ListPressDiagnostics

/// What a build or a check found and did.
public struct BuildReport: Hashable, Sendable {
  /// Every diagnostic of every file, sorted by file and position.
  public var diagnostics: [Diagnostic]
  /// The definition files that were read.
  public var inputFiles: [String]
  /// The files written by this run (paths inside the output folder), sorted;
  /// empty for a check. A file already up to date is not written again.
  public var writtenFiles: [String]
  /// Whether warnings count as errors for ``failed``.
  public var warningsAsErrors: Bool
  /// How many definitions were rendered and written.
  public var renderedInputs: Int
  /// How many definitions were skipped because neither they, nor the images
  /// they use, nor their pages, nor the options and templates changed since
  /// the last build.
  public var unchangedInputs: Int
  /// How many definitions produced no page because of errors (or warnings,
  /// with `warningsAsErrors`), or could not be written.
  public var failedInputs: Int
  /// The files removed from the output folder (paths inside it), sorted:
  /// the pages and images of definitions that were deleted, or that no
  /// longer produce them.
  public var removedFiles: [String]
  /// How many image files were copied into the output folder: each at most
  /// once, however many pages show it, and none whose copy from the last
  /// build is intact.
  public var copiedImages: Int
  /// How long the run took.
  public var elapsed: Duration

  /// Creates a report.
  public init(
    diagnostics: [Diagnostic],
    inputFiles: [String],
    writtenFiles: [String],
    warningsAsErrors: Bool,
    renderedInputs: Int = 0,
    unchangedInputs: Int = 0,
    failedInputs: Int = 0,
    removedFiles: [String] = [],
    copiedImages: Int = 0,
    elapsed: Duration = .zero
  ) {
    self.diagnostics = Diagnostic.sortedForOutput(diagnostics)
    self.inputFiles = inputFiles
    self.writtenFiles = writtenFiles
    self.warningsAsErrors = warningsAsErrors
    self.renderedInputs = renderedInputs
    self.unchangedInputs = unchangedInputs
    self.failedInputs = failedInputs
    self.removedFiles = removedFiles
    self.copiedImages = copiedImages
    self.elapsed = elapsed
  }

  /// Whether some file had errors (or warnings, with `warningsAsErrors`),
  /// by the build's ``FailureRule``.
  public var failed: Bool {
    FailureRule(warningsAsErrors: warningsAsErrors).fails(diagnostics)
  }

  /// Whether warnings are among what failed the run: there are some, and
  /// `warningsAsErrors` counts them as errors.
  public var failedOnWarnings: Bool {
    let rule = FailureRule(warningsAsErrors: warningsAsErrors)
    return diagnostics.contains { $0.severity == .warning && rule.fails($0) }
  }
}
