import ListPressDecode

/// Draws a section: a `section.lp-section` with its header as an `h2`, its
/// items as a `ul.lp-items` and its footer as a `footer`.
struct SectionRenderer {
  /// The page the section belongs to, for the header and footer modes and
  /// the appearance of sections that give none of their own.
  let page: ListPage
  /// Draws the items.
  let items: ItemRenderer

  /// The element of `section`. A grid section says its column count in
  /// `--columns`; a list section its number of items in `--rows`, from
  /// which the stylesheet guesses the height of its rows until the browser
  /// has drawn them.
  func render(_ section: ListSection, into html: inout HTMLWriter) {
    let textStyle = TextPropertiesStyle(text: section.textProperties, secondaryText: section.secondaryTextProperties)
    var items = self.items
    items.separatorVisibility = SeparatorStyle.Visibility(
      page.separatorConfiguration.map { $0.overridden(by: section.separatorConfiguration) } ?? section.separatorConfiguration)
    html.element("section") { tag in
      tag.class("lp-section")
      tag.class("layout-", layoutName(section.layout))
      // The sidebars lay out the whole page; the other appearances style
      // each section, its own or the page's.
      if !page.appearance.isSidebar {
        tag.class("section-", (section.appearance ?? page.appearance).rawValue)
      }
      if section.layout == .horizontal, let behavior = section.orthogonalScrollingBehavior {
        tag.class("scrolls-", behavior.rawValue)
      }
      if let showsSeparators = section.showsSeparators, showsSeparators != page.showsSeparators {
        tag.class(showsSeparators ? "has-separators" : "no-separators")
      }
      tag.class("has-separator-insets", when: SeparatorStyle.hasInsets(section.separatorConfiguration))
      tag.class("has-header-top-padding", when: section.headerTopPadding != nil)
      textStyle.classes(into: &tag)
      tag.attribute("id", section.id.map(items.ids.id))
      tag.customProperty("--columns", columns(section.layout).map(String.init))
      tag.customProperty("--rows", section.layout == .list && !section.items.isEmpty ? String(section.items.count) : nil)
      tag.customProperties(SeparatorStyle.list(section.separatorConfiguration))
      tag.customProperty("--header-top-padding", section.headerTopPadding.map(CSSValue.pixels))
      textStyle.customProperties(into: &tag)
    } content: { html in
      html.newline()
      switch section.headerMode ?? page.headerMode {
      case .none:
        items.list(section.items, scrollsSidewaysAs: sidewaysName(of: section), into: &html)
      case .supplementary:
        if let header = section.header {
          html.element("h2") { tag in
            tag.class("lp-section-header")
            if let style = section.headerStyle, style != .header { tag.class("header-", style.rawValue) }
            tag.class("has-image", when: section.headerImage != nil)
          } content: { html in
            supplementContent(
              text: header, secondaryText: section.headerSecondaryText, image: section.headerImage, into: &html)
          }
        }
        items.list(section.items, scrollsSidewaysAs: sidewaysName(of: section), into: &html)
      case .firstItemInSection:
        if let first = section.items.first {
          headerItem(first, followedBy: Array(section.items.dropFirst()), drawnBy: items, into: &html)
        }
      }
      if section.items.isEmpty, let emptyState = section.contentUnavailableConfiguration {
        ContentUnavailableRenderer.write(emptyState, images: items.images, into: &html)
        html.newline()
      }
      switch section.footerMode ?? page.footerMode {
      case .none: break
      case .supplementary:
        if let footer = section.footer {
          html.element("footer") { tag in
            tag.class("lp-section-footer")
            tag.class("has-image", when: section.footerImage != nil)
          } content: { html in
            html.element("p") { html in
              supplementContent(
                text: footer, secondaryText: section.footerSecondaryText, image: section.footerImage, into: &html)
            }
          }
        }
      }
      html.newline()
    }
  }

  /// The content of a header or a footer: its text alone, or its image,
  /// then its text and its secondary text each in a `span`, in a `span` of
  /// their own beside an image. The image is decorative: the text names
  /// the section.
  private func supplementContent(text: String, secondaryText: String?, image: ImageSource?, into html: inout HTMLWriter) {
    guard secondaryText != nil || image != nil else { return html.text(text) }
    func texts(_ html: inout HTMLWriter) {
      html.element("span") { html in html.text(text) }
      if let secondaryText {
        html.element("span", { $0.class("lp-supplement-secondary-text") }) { html in html.text(secondaryText) }
      }
    }
    guard let image else { return texts(&html) }
    ImageRenderer.write(
      image, className: "lp-supplement-image", alternativeText: "", size: nil, images: items.images, into: &html)
    html.element("span", { $0.class("lp-supplement-texts") }, content: texts)
  }

  /// The name of a horizontal section's list, which scrolls sideways: its
  /// header, or the page's title; `nil` for other layouts.
  private func sidewaysName(of section: ListSection) -> String? {
    guard section.layout == .horizontal else { return nil }
    return section.header ?? page.title
  }

  /// With `headerMode: firstItemInSection`: the first item is the heading.
  /// When it has children, the section is an outline that it expands and
  /// collapses: its children come first, then the section's other items.
  private func headerItem(
    _ item: ListItem, followedBy rest: [ListItem], drawnBy items: ItemRenderer, into html: inout HTMLWriter
  ) {
    func heading(_ html: inout HTMLWriter) {
      html.element("h2") { tag in
        tag.class("lp-section-header")
        tag.class("lp-header-item")
        tag.attribute("id", items.ids.id(item.id))
      } content: { html in
        items.row(item, into: &html)
      }
    }
    if item.children.isEmpty {
      heading(&html)
      items.supplements(of: item, into: &html)
      items.list(rest, into: &html)
    } else {
      html.element("details") { tag in
        tag.class("lp-section-outline")
        tag.flag("open", when: item.expanded)
      } content: { html in
        html.element("summary", { $0.class("lp-outline-summary") }, content: heading)
        items.supplements(of: item, into: &html)
        items.list(item.children + rest, into: &html)
      }
    }
  }

  private func layoutName(_ layout: SectionLayout) -> String {
    switch layout {
    case .list: "list"
    case .grid: "grid"
    case .horizontal: "horizontal"
    }
  }

  private func columns(_ layout: SectionLayout) -> Int? {
    if case .grid(let columns) = layout { return columns }
    return nil
  }
}
