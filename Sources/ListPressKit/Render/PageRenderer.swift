/// Turns a decoded page into a complete HTML document.
///
/// The page's configuration becomes classes on `html` (`appearance-…`,
/// `cell-style-…`, `color-scheme-…`, `is-editing`, `has-separators` or
/// `no-separators`) and custom properties (`--tint`, `--image-…`), so the
/// shared stylesheet does the rest. The same page always gives the same bytes.
public struct PageRenderer: Sendable {
  /// Renders the page body and item descriptions.
  private let markdown: MarkdownRenderer

  /// Creates a renderer. With `allowsUnsafeHTML`, raw HTML and unsafe link
  /// schemes in Markdown and item links are passed through.
  public init(allowsUnsafeHTML: Bool = false) {
    markdown = MarkdownRenderer(allowsUnsafeHTML: allowsUnsafeHTML)
  }

  /// A whole HTML document for the page. `assetsPrefix` is the relative path
  /// from the page to the output root (`""` or `"../../"`), used for the
  /// stylesheet link; images given by relative path are referenced by that
  /// same relative path (they are copied beside the page).
  public func render(_ page: ListPage, assetsPrefix: String) -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(4096 + page.body.utf8.count)
    buffer.append("<!doctype html>\n")
    document(page, assetsPrefix: assetsPrefix).write(to: &buffer)
    buffer.append("\n")
    return String(decoding: buffer, as: UTF8.self)
  }

  private func document(_ page: ListPage, assetsPrefix: String) -> HTMLNode {
    let sections = SectionRenderer(page: page, items: ItemRenderer(page: page, markdown: markdown))
    return .element(
      "html",
      .attribute("lang", "en"),
      .classes(
        "lp-page",
        "appearance-\(page.appearance.rawValue)",
        "cell-style-\(page.cellStyle.rawValue)",
        "color-scheme-\(page.colorScheme.rawValue)",
        page.editing ? "is-editing" : nil,
        page.showsSeparators ? "has-separators" : "no-separators"),
      customProperties(of: page)
    ) {
      HTMLNode.newline
      HTMLNode.element("head") {
        HTMLNode.newline
        HTMLNode.void("meta", .attribute("charset", "utf-8"))
        HTMLNode.newline
        HTMLNode.void("meta", .attribute("name", "viewport"), .attribute("content", "width=device-width, initial-scale=1"))
        HTMLNode.newline
        HTMLNode.void("meta", .attribute("name", "color-scheme"), .attribute("content", colorSchemeContent(page.colorScheme)))
        HTMLNode.newline
        HTMLNode.void("meta", .attribute("name", "generator"), .attribute("content", "ListPress"))
        HTMLNode.newline
        HTMLNode.element("title") { HTMLNode.text(page.title) }
        HTMLNode.newline
        HTMLNode.void("link", .attribute("rel", "stylesheet"), .attribute("href", assetsPrefix + "listpress.css"))
        HTMLNode.newline
      }
      HTMLNode.newline
      HTMLNode.element("body") {
        HTMLNode.newline
        HTMLNode.element("header", .attribute("class", "lp-navigation-bar")) {
          HTMLNode.element("h1", .attribute("class", "lp-title")) { HTMLNode.text(page.title) }
        }
        HTMLNode.newline
        HTMLNode.element("main", .attribute("class", "lp-content")) {
          HTMLNode.newline
          if !page.body.allSatisfy(\.isWhitespace) {
            HTMLNode.element("div", .attribute("class", "lp-body")) {
              HTMLNode.markdown(markdown.html(page.body))
            }
            HTMLNode.newline
          }
          HTMLNode.element("div", .attribute("class", "lp-list")) {
            for section in page.sections {
              HTMLNode.newline
              sections.render(section)
            }
            HTMLNode.newline
          }
          HTMLNode.newline
        }
        HTMLNode.newline
      }
      HTMLNode.newline
    }
  }

  private func customProperties(of page: ListPage) -> HTMLAttribute? {
    let image = page.imageProperties
    return .customProperties([
      "--tint": CSSValue.color(page.tintColor),
      "--image-width": image?.maximumSize.map { CSSValue.pixels($0.width) },
      "--image-height": image?.maximumSize.map { CSSValue.pixels($0.height) },
      "--image-corner-radius": image?.cornerRadius.map(CSSValue.pixels),
      "--image-tint": image?.tintColor.map(CSSValue.color),
    ])
  }

  private func colorSchemeContent(_ scheme: ColorScheme) -> String {
    switch scheme {
    case .auto: "light dark"
    case .light: "light"
    case .dark: "dark"
    }
  }
}
