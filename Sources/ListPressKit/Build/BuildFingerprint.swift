import ListPressTemplates

/// Everything besides a definition's own bytes (and the images it copies)
/// that decides what its page looks like, as one hash: the version of
/// ListPress, the options that change output, and the templates.
///
/// Each page in the manifest records the fingerprint it was built with; a
/// page whose fingerprint differs from the current one is rebuilt, so
/// changing `--unsafe` or `--drafts`, a template, or ListPress itself
/// rebuilds everything. `jobs` and the output folder are left out: they do
/// not change a byte of output.
struct BuildFingerprint: Hashable, Sendable {
  /// The combined hash.
  let hash: ContentHash

  /// The fingerprint of a build with `options`, rendering with templates
  /// whose fingerprint is `templates`.
  init(options: BuildOptions, templates: ContentHash) {
    let fields = [
      "listpress \(ListPress.version)",
      "unsafe \(options.allowsUnsafeHTML)",
      "drafts \(options.includesDrafts)",
      "warnings-as-errors \(options.warningsAsErrors)",
      "templates \(templates)",
    ]
    hash = ContentHash(of: Array(fields.joined(separator: "\n").utf8))
  }

  /// The fingerprint of the templates compiled into ListPress.
  ///
  /// Today the stylesheet is the only template. When page templates and an
  /// override folder (`--templates DIR`) arrive, their hash (built-in files
  /// and every file of the folder, with their names) replaces this one as
  /// the `templates` a build passes in, and nothing else has to change.
  static let builtInTemplates = ContentHash(of: Array(BuiltInTemplates.stylesheet.utf8))
}
