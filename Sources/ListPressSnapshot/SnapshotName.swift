/// The file name of one snapshot of a page: the page's name, its colour
/// scheme (none for a review page) and its scale, as ListPress or DocC name
/// them.
struct SnapshotName: Hashable, Sendable {
  /// The page's path in the site without `.html`: `characters`, `cells/value`.
  var page: String
  /// The colour scheme of a list page's image; `nil` for the image of its
  /// design review page.
  var appearance: SnapshotAppearance?
  var scale: Int
  /// Whether the name follows DocC's rules.
  var forDocC: Bool

  /// The image's path, under the snapshot folder.
  ///
  /// DocC's (`--docc`): `characters.png` and `characters~dark.png` at scale
  /// 1, `characters@2x.png` and `characters~dark@2x.png` at 2, and so on, as
  /// DocC matches an `@Image(source: "characters")` to its variants.
  /// ListPress's: `characters-light@2x.png`, `characters-dark@3x.png`.
  /// A review page's: `characters-review@2x.png` (DocC's at scale 1:
  /// `characters-review.png`).
  var path: String {
    let scaleSuffix = scale == 1 && forDocC ? "" : "@\(scale)x"
    guard let appearance else { return page + "-review" + scaleSuffix + ".png" }
    if forDocC {
      return page + (appearance == .dark ? "~dark" : "") + scaleSuffix + ".png"
    }
    return page + "-" + appearance.rawValue + scaleSuffix + ".png"
  }
}
