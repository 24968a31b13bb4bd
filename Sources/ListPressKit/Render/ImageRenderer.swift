/// Draws images: an `img` for files and remote images, and for a symbol a
/// `span` naming it in `data-symbol`, which `SymbolStylesheet` paints. The
/// span is empty, so assistive technology has nothing of it to read and it
/// needs no `aria-hidden`.
enum ImageRenderer {
  /// The element for `source`, with class `className` unless it is `nil`
  /// (the row's image, which its place in the row names). A file is referenced
  /// by its relative path, as it is copied beside the page, and an embedded
  /// file by its `data:` URL; `properties` give an `img` its width and
  /// height.
  static func element(
    for source: ImageSource,
    className: String?,
    alternativeText: String,
    properties: ImageProperties?
  ) -> HTMLNode {
    switch source {
    case .symbol(let name):
      return .element(
        "span", .attribute("class", className), .attribute("data-symbol", SymbolStylesheet.drawnName(for: name)))
    case .remote(let url):
      return image(source: url, className: className, alternativeText: alternativeText, size: properties?.maximumSize)
    case .file(let path, _):
      return image(
        source: URLSafety.relativeReference(toFile: path), className: className, alternativeText: alternativeText,
        size: properties?.maximumSize)
    case .embedded(_, let dataURL):
      return image(source: dataURL, className: className, alternativeText: alternativeText, size: properties?.maximumSize)
    }
  }

  /// A name a screen reader can say for an image that stands alone.
  static func spokenName(_ source: ImageSource) -> String {
    switch source {
    case .symbol(let name): name
    case .remote(let url): url
    case .file(let path, _), .embedded(let path, _): path
    }
  }

  private static func image(source: String, className: String?, alternativeText: String, size: ImageSize?) -> HTMLNode {
    .void(
      "img", .attribute("class", className), .attribute("src", source), .attribute("alt", alternativeText),
      .attribute("width", size.map { CSSValue.number($0.width) }),
      .attribute("height", size.map { CSSValue.number($0.height) }),
      .attribute("loading", "lazy"))
  }
}
