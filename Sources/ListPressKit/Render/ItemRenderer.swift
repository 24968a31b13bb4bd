/// Draws the items of a list: one `li.lp-item` per item, its row, its
/// description, its swipe actions and its outline children.
struct ItemRenderer {
  /// The page the items belong to, for its cell style, image properties
  /// and editing state.
  let page: ListPage
  /// Renders descriptions.
  let markdown: MarkdownRenderer

  /// A `ul.lp-items` of `items`, or `nil` when there are no items.
  /// `outlineLevel` is how deep the list sits in an outline: the children of
  /// a top-level item are at level 1, a `ul.lp-items.lp-children` that says
  /// its level in `--outline-level`, by which the stylesheet indents rows.
  func list(_ items: [ListItem], outlineLevel: Int = 0, scrollsSidewaysAs name: String? = nil) -> HTMLNode? {
    guard !items.isEmpty else { return nil }
    return .element(
      "ul", .classes("lp-items", outlineLevel > 0 ? "lp-children" : nil),
      .customProperties(["--outline-level": outlineLevel > 0 ? String(outlineLevel) : nil]),
      // A list that scrolls sideways takes keyboard focus, so arrow keys
      // scroll it, and is named for screen readers.
      .attribute("tabindex", name.map { _ in "0" }),
      .attribute("aria-label", name)
    ) {
      for item in items {
        HTMLNode.newline
        listItem(item, outlineLevel: outlineLevel)
      }
      HTMLNode.newline
    }
  }

  /// The `li` of one item of a list at `outlineLevel`. An item with
  /// children is a `details` whose `summary` is the row, open when the item
  /// is `expanded`. An item without children that has swipe actions is
  /// drawn in a `SwipeActionsRenderer` track that a finger can swipe.
  func listItem(_ item: ListItem, outlineLevel: Int) -> HTMLNode {
    let swipe = SwipeActionsRenderer(item: item)
    return .element(
      "li",
      .classes(
        "lp-item", ownStyle(of: item).map { "cell-\($0.rawValue)" },
        item.selected ? "is-selected" : nil,
        item.disabled ? "is-disabled" : nil,
        item.children.isEmpty ? nil : "has-children",
        swipe.hasActions ? "has-swipe-actions" : nil),
      .attribute("id", item.id)
    ) {
      if !item.children.isEmpty {
        HTMLNode.element("details", .attribute("class", "lp-outline"), .flag("open", when: item.expanded)) {
          HTMLNode.element("summary", .attribute("class", "lp-outline-summary")) { row(item) }
          description(of: item)
          list(item.children, outlineLevel: outlineLevel + 1)
        }
        swipe.menu
      } else if swipe.hasActions {
        swipe.track {
          row(item)
          description(of: item)
        }
        swipe.menu
      } else {
        row(item)
        description(of: item)
      }
    }
  }

  /// The row of an item: leading accessories, image, texts, trailing
  /// accessories, and the button that opens its swipe actions as a menu.
  /// The texts are an `a` when the item has a link (one libcmark would also
  /// keep) and is not disabled, and the link covers the whole row; the row
  /// itself is a `span`, so that buttons in it are not inside a link.
  func row(_ item: ListItem) -> HTMLNode {
    .element("span", .attribute("class", "lp-row")) {
      rowContent(item)
    }
  }

  /// What follows an item's row outside it: its description and the menu of
  /// its swipe actions.
  @HTMLBuilder
  func supplements(of item: ListItem) -> [HTMLNode] {
    description(of: item)
    SwipeActionsRenderer(item: item).menu
  }

  /// The description, drawn under the row: the `div` that follows the row
  /// (or the summary of an outline, or a header item), which the stylesheet
  /// finds by that place.
  private func description(of item: ListItem) -> HTMLNode? {
    guard let description = item.description, !description.allSatisfy(\.isWhitespace) else { return nil }
    return .element("div") {
      HTMLNode.markdown(markdown.html(description))
    }
  }

  /// The item's cell style when it is not the page's: the page says its
  /// own on the root element (`cell-style-STYLE`), so an item only names a
  /// style of its own (`cell-STYLE`).
  private func ownStyle(of item: ListItem) -> CellStyle? {
    item.style.flatMap { $0 == page.cellStyle ? nil : $0 }
  }

  @HTMLBuilder
  private func rowContent(_ item: ListItem) -> [HTMLNode] {
    let accessories = AccessoryRenderer.accessories(of: item)
    let renderer = AccessoryRenderer(item: item)
    for accessory in accessories where accessory.placement == .leading {
      renderer.render(accessory)
    }
    if let image = item.image {
      ImageRenderer.element(for: image, className: nil, alternativeText: item.text, properties: page.imageProperties)
    }
    texts(item)
    for accessory in accessories where accessory.placement == .trailing {
      renderer.render(accessory)
    }
    SwipeActionsRenderer(item: item).menuButton
  }

  /// The texts: a link when the item leads somewhere. It holds a `span` of
  /// the primary text and, when there is one, a second `span` of the
  /// secondary text; their place says which is which, as the stylesheet
  /// reads it (`.lp-texts > :first-child`, `.lp-texts > * + *`).
  private func texts(_ item: ListItem) -> HTMLNode {
    let link = item.link.flatMap { markdown.allowsUnsafeHTML || URLSafety.isSafeLink($0) ? $0 : nil }
    @HTMLBuilder var content: [HTMLNode] {
      HTMLNode.element("span") { HTMLNode.text(item.text) }
      if let secondaryText = item.secondaryText {
        HTMLNode.element("span") { HTMLNode.text(secondaryText) }
      }
    }
    guard let link, !item.disabled else {
      return .element("span", .attribute("class", "lp-texts"), children: { content })
    }
    return .element(
      "a", .attribute("class", "lp-texts"), .attribute("href", link),
      .attribute("aria-current", item.selected ? "true" : nil),
      children: { content })
  }
}
