import ListPressDecode

/// Draws images: an `img` for files and remote images, and for a symbol a
/// `span` naming it in `data-symbol`, which `SymbolStylesheet` paints. The
/// span is empty, so assistive technology has nothing of it to read and it
/// needs no `aria-hidden`.
enum ImageRenderer {
  /// Writes the element for `source`, with class `className` unless it is `nil`
  /// (the row's image, which its place in the row names). A file is referenced
  /// by its relative path, as it is copied beside the page, or, when
  /// `images` embeds it, by the name of its rule in the page's stylesheet,
  /// which draws its `data:` URL; `size` (from `imageProperties`) gives an
  /// `img` its width and height.
  static func write(
    _ source: ImageSource,
    className: StaticString?,
    alternativeText: String,
    size: ImageSize?,
    images: ImageResolver,
    into html: inout HTMLWriter
  ) {
    switch source {
    case .symbol(let name):
      html.emptyElement("span") { tag in
        if let className { tag.class(className) }
        tag.attribute("data-symbol", SymbolStylesheet.drawnName(for: name))
      }
    case .remote(let url):
      image(source: url, className: className, alternativeText: alternativeText, size: size, into: &html)
    case .file(let path, _):
      if let dataURL = images.dataURL(ofFile: path) {
        image(
          source: ImageResolver.placeholderSource, embeddedName: ImageResolver.name(of: dataURL), className: className,
          alternativeText: alternativeText, size: size, into: &html)
      } else {
        image(
          source: URLSafety.relativeReference(toFile: path), className: className, alternativeText: alternativeText,
          size: size, into: &html)
      }
    }
  }

  /// A name a screen reader can say for an image that stands alone.
  static func spokenName(_ source: ImageSource) -> String {
    switch source {
    case .symbol(let name): name
    case .remote(let url): url
    case .file(let path, _): path
    }
  }

  private static func image(
    source: String, embeddedName: String? = nil, className: StaticString?, alternativeText: String, size: ImageSize?,
    into html: inout HTMLWriter
  ) {
    html.void("img") { tag in
      if let className { tag.class(className) }
      tag.attribute("src", source)
      tag.attribute("data-image", embeddedName)
      tag.attribute("alt", alternativeText)
      tag.attribute("width", size.map { CSSValue.number($0.width) })
      tag.attribute("height", size.map { CSSValue.number($0.height) })
      tag.attribute("loading", literal: "lazy")
    }
  }
}
