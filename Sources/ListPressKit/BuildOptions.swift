import Foundation

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
  /// How many definitions are built at once, each on its own thread. The
  /// output is the same, byte for byte, whatever the number.
  public var jobs: Int

  /// The number of processor cores this process may use: the default `jobs`.
  public static var availableCores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// Creates options; by default pages go to `_site`, Markdown is rendered
  /// safely, drafts are skipped, warnings are only reported and every core
  /// is used.
  public init(
    outputDirectory: String = "_site",
    allowsUnsafeHTML: Bool = false,
    includesDrafts: Bool = false,
    warningsAsErrors: Bool = false,
    jobs: Int = BuildOptions.availableCores
  ) {
    self.outputDirectory = outputDirectory
    self.allowsUnsafeHTML = allowsUnsafeHTML
    self.includesDrafts = includesDrafts
    self.warningsAsErrors = warningsAsErrors
    self.jobs = jobs
  }
}
