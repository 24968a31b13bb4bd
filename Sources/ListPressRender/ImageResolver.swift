import ListPressSupport
import ListPressDecode

/// Where the renderer finds the image files a page names (its `.file`
/// images): by their paths, as a build copies them beside the page
/// (``byPath``), or, for a page that stands alone, in the page itself, as
/// `data:` URLs made of their contents (see `EmbeddedImages`, which makes
/// them from the files it checked). The page stays what its definition
/// said; only how its files are drawn changes.
///
/// Each embedded image is carried once per page, however often it is used:
/// as a `data:` URL in one rule of the page's stylesheet
/// (``stylesheet(for:)``), which replaces the content of every `<img>`
/// that names it in `data-image` (CSS `content: url(…)` on the element).
/// The `<img>` itself keeps its `alt`, size and place, and a tiny
/// transparent `src` (``placeholderSource``), so that 100 uses of a 100 kB
/// image cost the page about 100 kB, not 10 MB.
public struct ImageResolver: Sendable {
  /// The `data:` URL of each embedded file, by its path as the definition
  /// wrote it.
  private let dataURLs: [String: String]

  /// Every file drawn by its path, relative to the page.
  public static let byPath = ImageResolver(dataURLs: [:])

  /// Files drawn from `dataURLs`, each the `data:` URL of the file at its
  /// key (a path as the definition wrote it); any other by its path.
  package init(dataURLs: [String: String]) {
    self.dataURLs = dataURLs
  }

  /// The `data:` URL the file at `path` is drawn from, or `nil` when it is
  /// drawn by its path.
  func dataURL(ofFile path: String) -> String? {
    dataURLs.isEmpty ? nil : dataURLs[path]
  }

  /// The `src` of the `<img>` of an embedded image: a transparent GIF of
  /// one pixel, which the stylesheet's rule replaces.
  static let placeholderSource = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

  /// The name an `<img>` of the image `dataURL` carries in `data-image`:
  /// a hash of its contents.
  static func name(of dataURL: String) -> String {
    ContentHash(ofText: dataURL).description
  }

  /// The rules that draw the embedded images of `page`, one per distinct
  /// image, in page order; empty when it has none.
  func stylesheet(for page: ListPage) -> String {
    guard !dataURLs.isEmpty else { return "" }
    var seen: Set<String> = []
    var css = ""
    page.forEachImage { image in
      guard case .file(let path, _) = image, let dataURL = dataURLs[path], seen.insert(dataURL).inserted else { return }
      // A data URL of base 64 has no quote or backslash to escape.
      css += "img[data-image=\"" + Self.name(of: dataURL) + "\"]{content:url(\"" + dataURL + "\")}\n"
    }
    return css
  }
}
