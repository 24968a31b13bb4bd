import ListPressSupport
import ListPressDiagnostics
import ListPressDecode
import ListPressBuild

/// The entry points of ListPress, for the command line and for any Swift
/// program (a documentation tool, say) that wants to check or build lists.
///
/// ```swift
/// let report = ListPress.build(inputs: ["Examples"], options: BuildOptions(outputDirectory: "_site"))
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// ```
public enum ListPress {
  /// The version of ListPress.
  public static let version = ListPressVersion.current

  /// Validates every definition found in `inputs` (files, or folders
  /// searched recursively for `*.md`), and the templates of
  /// `options.templatesDirectory` when it is set, without writing
  /// anything.
  ///
  /// - parameter progress: told as each definition is done, from the
  ///   thread that checked it.
  public static func check(
    inputs: [String],
    options: BuildOptions = BuildOptions(),
    progress: (@Sendable (BuildProgress) -> Void)? = nil
  ) -> BuildReport {
    SiteBuild.check(inputs: inputs, options: options, progress: progress)
  }

  /// Builds every valid definition found in `inputs` into
  /// `options.outputDirectory`: one page per definition at its path relative
  /// to the input folder, the images it references, the shared stylesheet
  /// and `index.html`. A file with errors produces no page; every other file
  /// is still built.
  ///
  /// Builds are incremental: a manifest in the output folder
  /// (`.listpress-manifest`) records what was written from what, so a
  /// definition whose page is up to date is skipped, the pages of deleted
  /// definitions are removed, and a change of options, templates or
  /// ListPress version rebuilds everything. A definition with errors is
  /// checked again by every build, and the warnings of a skipped one are
  /// reported again from the manifest.
  ///
  /// - parameter progress: told as each definition is done, from the
  ///   thread that built it.
  public static func build(
    inputs: [String],
    options: BuildOptions = BuildOptions(),
    progress: (@Sendable (BuildProgress) -> Void)? = nil
  ) -> BuildReport {
    SiteBuild.build(inputs: inputs, options: options, progress: progress)
  }

  /// Loads and decodes one definition from its bytes, reporting every
  /// problem: the whole front of the pipeline, for callers that render
  /// pages themselves.
  ///
  /// - Parameter allowsUnsafeLinks: whether an item's `link` may use any
  ///   scheme but `javascript:`, `vbscript:` and `data:` (`--unsafe`).
  public static func decode(
    bytes: [UInt8],
    path: String,
    allowsUnsafeLinks: Bool = false
  ) -> (page: ListPage?, diagnostics: [Diagnostic]) {
    PageDecoder.decode(bytes: bytes, path: path, allowsUnsafeLinks: allowsUnsafeLinks)
  }
}
