/// What a build or a check is asked to do.
public struct BuildOptions: Hashable, Sendable {
  /// The folder pages are written to. Nothing outside it is ever written.
  public var outputDirectory: String
  /// Whether raw HTML and unsafe link schemes in Markdown are passed through.
  public var allowsUnsafeHTML: Bool
  /// Whether definitions with `draft: true` are built.
  public var includesDrafts: Bool
  /// Whether warnings fail the run as errors do.
  public var warningsAsErrors: Bool

  /// Creates options; by default pages go to `_site`, Markdown is rendered
  /// safely, drafts are skipped and warnings are only reported.
  public init(
    outputDirectory: String = "_site",
    allowsUnsafeHTML: Bool = false,
    includesDrafts: Bool = false,
    warningsAsErrors: Bool = false
  ) {
    self.outputDirectory = outputDirectory
    self.allowsUnsafeHTML = allowsUnsafeHTML
    self.includesDrafts = includesDrafts
    self.warningsAsErrors = warningsAsErrors
  }
}
