/// Draws a section: a `section.lp-section` with its header as an `h2`, its
/// items as a `ul.lp-items` and its footer as a `footer`.
struct SectionRenderer {
  /// The page the section belongs to, for its header and footer modes.
  let page: ListPage
  /// Draws the items.
  let items: ItemRenderer

  /// The element of `section`. A grid section says its column count in
  /// `--columns`; a list section its number of items in `--rows`, from
  /// which the stylesheet guesses the height of its rows until the browser
  /// has drawn them.
  func render(_ section: ListSection) -> HTMLNode {
    .element(
      "section",
      .classes("lp-section", "layout-\(layoutName(section.layout))"),
      .attribute("id", section.id),
      .customProperties([
        "--columns": columns(section.layout).map(String.init),
        "--rows": section.layout == .list && !section.items.isEmpty ? String(section.items.count) : nil,
      ])
    ) {
      HTMLNode.newline
      switch page.headerMode {
      case .none:
        items.list(section.items, scrollsSidewaysAs: sidewaysName(of: section))
      case .supplementary:
        if let header = section.header {
          HTMLNode.element("h2", .attribute("class", "lp-section-header")) { HTMLNode.text(header) }
        }
        items.list(section.items, scrollsSidewaysAs: sidewaysName(of: section))
      case .firstItemInSection:
        if let first = section.items.first {
          headerItem(first, followedBy: Array(section.items.dropFirst()))
        }
      }
      if page.footerMode == .supplementary, let footer = section.footer {
        HTMLNode.element("footer", .attribute("class", "lp-section-footer")) {
          HTMLNode.element("p") { HTMLNode.text(footer) }
        }
      }
      HTMLNode.newline
    }
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
  @HTMLBuilder
  private func headerItem(_ item: ListItem, followedBy rest: [ListItem]) -> [HTMLNode] {
    let heading = HTMLNode.element(
      "h2", .classes("lp-section-header", "lp-header-item"), .attribute("id", item.id)
    ) {
      items.row(item)
    }
    if item.children.isEmpty {
      heading
      items.supplements(of: item)
      items.list(rest)
    } else {
      HTMLNode.element("details", .attribute("class", "lp-section-outline"), .flag("open", when: item.expanded)) {
        HTMLNode.element("summary", .attribute("class", "lp-outline-summary")) { heading }
        items.supplements(of: item)
        items.list(item.children + rest)
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
