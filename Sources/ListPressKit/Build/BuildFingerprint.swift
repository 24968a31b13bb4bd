import ListPressTemplates

/// Everything besides a definition's own bytes (and the images it copies)
/// that decides what its page looks like, as one hash: the version of
/// ListPress and the program's own bytes, the options that change output,
/// and the templates.
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
  /// whose fingerprint is `templates` (``TemplateSet/fingerprint``).
  init(options: BuildOptions, templates: String) {
    let fields = [
      "listpress \(ListPress.version)",
      "program \(Self.program.map(String.init(describing:)) ?? "unknown")",
      "unsafe \(options.allowsUnsafeHTML)",
      "drafts \(options.includesDrafts)",
      "warnings-as-errors \(options.warningsAsErrors)",
      "base-url \(options.links.baseURL ?? "")",
      "standalone \(options.standalone)",
      "gallery \(options.writesGallery)",
      "templates \(templates)",
    ]
    hash = ContentHash(of: Array(fields.joined(separator: "\n").utf8))
  }

  /// The hash of the running program's own file, so that any change to
  /// ListPress's code (a renderer fix between two releases, say) rebuilds
  /// every page, not only a change of `ListPress.version`. Nil where the
  /// program cannot read itself; the version alone then stands for it.
  /// The file is hashed a block at a time: read whole, it was the largest
  /// thing a small build ever held in memory.
  static let program = ContentHash(ofFileAt: "/proc/self/exe")
}
