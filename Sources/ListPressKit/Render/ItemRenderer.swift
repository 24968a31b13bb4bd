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
  func list(_ items: [ListItem], outlineLevel: Int = 0) -> HTMLNode? {
    guard !items.isEmpty else { return nil }
    return .element(
      "ul", .classes("lp-items", outlineLevel > 0 ? "lp-children" : nil),
      .customProperties(["--outline-level": outlineLevel > 0 ? String(outlineLevel) : nil])
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
  /// is `expanded`.
  func listItem(_ item: ListItem, outlineLevel: Int) -> HTMLNode {
    .element(
      "li",
      .classes(
        "lp-item", "cell-\(style(of: item).rawValue)",
        item.selected ? "is-selected" : nil,
        item.disabled ? "is-disabled" : nil,
        item.children.isEmpty ? nil : "has-children"),
      .attribute("id", item.id)
    ) {
      if item.children.isEmpty {
        row(item)
        supplements(of: item)
      } else {
        HTMLNode.element("details", .attribute("class", "lp-outline"), .flag("open", when: item.expanded)) {
          HTMLNode.element("summary", .attribute("class", "lp-outline-summary")) { row(item) }
          supplements(of: item)
          list(item.children, outlineLevel: outlineLevel + 1)
        }
      }
    }
  }

  /// The row of an item: leading accessories, image, texts, trailing
  /// accessories. It is an `a` when the item has a link (one libcmark would
  /// also keep; without an address when the item is disabled), else a `span`.
  func row(_ item: ListItem) -> HTMLNode {
    let link = item.link.flatMap { markdown.allowsUnsafeHTML || URLSafety.isSafeLink($0) ? $0 : nil }
    let content = rowContent(item)
    guard let link else {
      return .element(
        "span", .attribute("class", "lp-row"), .attribute("aria-disabled", item.disabled ? "true" : nil),
        children: { content })
    }
    return .element(
      "a", .attribute("class", "lp-row"),
      .attribute("href", item.disabled ? nil : link),
      .attribute("aria-disabled", item.disabled ? "true" : nil),
      .attribute("aria-current", item.selected ? "true" : nil),
      children: { content })
  }

  /// The description and the swipe actions, drawn under the row.
  @HTMLBuilder
  func supplements(of item: ListItem) -> [HTMLNode] {
    if let description = item.description, !description.allSatisfy(\.isWhitespace) {
      HTMLNode.element("div", .attribute("class", "lp-description")) {
        HTMLNode.markdown(markdown.html(description))
      }
    }
    if !item.leadingSwipeActions.isEmpty || !item.trailingSwipeActions.isEmpty {
      HTMLNode.element("div", .attribute("class", "lp-swipe-actions")) {
        swipeActions(item.leadingSwipeActions, edge: "leading")
        swipeActions(item.trailingSwipeActions, edge: "trailing")
      }
    }
  }

  private func style(of item: ListItem) -> CellStyle {
    item.style ?? page.cellStyle
  }

  @HTMLBuilder
  private func rowContent(_ item: ListItem) -> [HTMLNode] {
    let accessories = AccessoryRenderer.accessories(of: item)
    let renderer = AccessoryRenderer(editing: page.editing)
    for accessory in accessories where accessory.placement == .leading {
      renderer.render(accessory, selected: item.selected)
    }
    if let image = item.image {
      ImageRenderer.element(for: image, className: "lp-image", alternativeText: item.text, properties: page.imageProperties)
    }
    HTMLNode.element("span", .attribute("class", "lp-texts")) {
      HTMLNode.element("span", .attribute("class", "lp-text")) { HTMLNode.text(item.text) }
      if let secondaryText = item.secondaryText {
        HTMLNode.element("span", .attribute("class", "lp-secondary-text")) { HTMLNode.text(secondaryText) }
      }
    }
    for accessory in accessories where accessory.placement == .trailing {
      renderer.render(accessory, selected: item.selected)
    }
  }

  /// A `ul` of the actions revealed from one edge; a static page lists them
  /// as labels under the row.
  private func swipeActions(_ actions: [SwipeAction], edge: String) -> HTMLNode? {
    guard !actions.isEmpty else { return nil }
    return .element(
      "ul", .attribute("class", "lp-swipe-actions-\(edge)"), .attribute("aria-label", "\(edge.capitalized) swipe actions")
    ) {
      for action in actions {
        HTMLNode.element(
          "li", .classes("lp-swipe-action", "style-\(action.style.rawValue)"),
          .customProperties(["--action-background": action.backgroundColor.map(CSSValue.color)])
        ) {
          if let image = action.image {
            ImageRenderer.element(for: image, className: "lp-swipe-action-image", alternativeText: "", properties: nil)
          }
          if let title = action.title {
            HTMLNode.element("span", .attribute("class", "lp-swipe-action-title")) { HTMLNode.text(title) }
          } else if let image = action.image {
            HTMLNode.element("span", .attribute("class", "lp-visually-hidden")) {
              HTMLNode.text(ImageRenderer.spokenName(image))
            }
          }
        }
      }
    }
  }
}
