#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ListPressTemplates
import ListPressSupport

/// Everything besides a definition's own bytes (and the images it copies)
/// that decides what its page looks like, as one hash: the version of
/// ListPress and the program's own file, the options that change output,
/// and the templates.
///
/// Each page in the manifest records the fingerprint it was built with; a
/// page whose fingerprint differs from the current one is rebuilt, so
/// changing `--unsafe`, `--drafts` or `--fragments`, a template, or ListPress itself
/// rebuilds everything. `jobs` and the output folder are left out: they do
/// not change a byte of output.
struct BuildFingerprint: Hashable, Sendable {
  /// The combined hash.
  let hash: ContentHash

  /// The fingerprint of a build with `options`, rendering with templates
  /// whose fingerprint is `templates` (``TemplateSet/fingerprint``).
  init(options: BuildOptions, templates: String) {
    let fields = [
      "listpress \(ListPressVersion.current)",
      "program \(Self.program ?? "unknown")",
      "unsafe \(options.allowsUnsafeHTML)",
      "drafts \(options.includesDrafts)",
      "warnings-as-errors \(options.warningsAsErrors)",
      "base-url \(options.links.baseURL ?? "")",
      "standalone \(options.standalone)",
      "gallery \(options.writesGallery)",
      "fragments \(options.writesFragments)",
      "design-requires-compatibility \(options.designRequiresCompatibility)",
      "color-scheme \(options.colorScheme?.rawValue ?? "")",
      "templates \(templates)",
    ]
    hash = ContentHash(of: Array(fields.joined(separator: "\n").utf8))
  }

  /// The running program's file as the file system knows it: its device,
  /// inode and size, and when it was last modified and last changed, to
  /// the nanosecond. Building or installing ListPress writes that file, so
  /// any change to its code (a renderer fix between two releases, say)
  /// rebuilds every page, not only a change of `ListPressVersion.current`; and no
  /// tool can set a file's change time back. Asked once, in one call:
  /// hashing the program's bytes instead took longer than a whole rebuild
  /// in which nothing changed. Nil where the program cannot see itself;
  /// the version alone then stands for it.
  static let program: String? = {
    var status = stat()
    guard stat("/proc/self/exe", &status) == 0 else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    return "device \(status.st_dev) inode \(status.st_ino) size \(status.st_size) "
      + "modified \(modified.tv_sec).\(modified.tv_nsec) changed \(changed.tv_sec).\(changed.tv_nsec)"
  }()
}
