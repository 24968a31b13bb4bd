/// Limits on the Markdown of a definition, which cmark turns into a tree of
/// about 190 bytes per byte of input before writing its HTML: far more than
/// any introduction or description needs, and little enough that one page
/// of a hostile file costs a few hundred megabytes at most.
public enum MarkdownLimits {
  /// The most bytes (of UTF-8) the Markdown body after the front matter may
  /// have: 1 MiB.
  public static let maximumBodyBytes = 1 << 20

  /// The most bytes (of UTF-8) an item's `description` may have: 64 KiB.
  public static let maximumDescriptionBytes = 64 << 10

  /// `bytes` as a size a person reads: `1 MiB`, `64 KiB`.
  static func describe(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
  }
}
