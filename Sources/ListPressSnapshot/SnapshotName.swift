/// The file name of one snapshot of a page: the page's name, its colour
/// scheme and its scale, as ListPress or DocC names them.
struct SnapshotName: Hashable, Sendable {
  /// The page's path in the site without `.html`: `characters`, `cells/value`.
  var page: String
  var appearance: SnapshotAppearance
  var scale: Int
  /// Whether the name follows DocC's rules.
  var forDocC: Bool

  /// The image's path, under the snapshot folder.
  ///
  /// DocC's (`--docc`): `characters.png` and `characters~dark.png` at scale
  /// 1, `characters@2x.png` and `characters~dark@2x.png` at 2, and so on, as
  /// DocC matches an `@Image(source: "characters")` to its variants.
  /// ListPress's: `characters-light@2x.png`, `characters-dark@3x.png`.
  var path: String {
    let scaleSuffix = scale == 1 && forDocC ? "" : "@\(scale)x"
    if forDocC {
      return page + (appearance == .dark ? "~dark" : "") + scaleSuffix + ".png"
    }
    return page + "-" + appearance.rawValue + scaleSuffix + ".png"
  }
}
