import ListPressDecode

/// Draws the items of a list: one `li.lp-item` per item, its row, its
/// description, its swipe actions and its outline children.
struct ItemRenderer {
  /// The page the items belong to, for its cell style, image properties
  /// and editing state.
  let page: ListPage
  /// Renders descriptions.
  let markdown: MarkdownRenderer
  /// Where the page's image files are drawn from.
  let images: ImageResolver
  /// How the ids of the list and the links to them are written.
  let ids: ElementIDs
  /// Which separators the rows of the section being drawn show, as its
  /// configuration over the page's says; each `nil` for automatic.
  var separatorVisibility = SeparatorStyle.Visibility()

  /// A `ul.lp-items` of `items`; nothing when there are no items.
  /// `outlineLevel` is how deep the list sits in an outline: the children of
  /// a top-level item are at level 1, a `ul.lp-items.lp-children` that says
  /// its level in `--outline-level`, by which the stylesheet indents rows.
  func list(
    _ items: [ListItem], outlineLevel: Int = 0, scrollsSidewaysAs name: String? = nil, into html: inout HTMLWriter
  ) {
    guard !items.isEmpty else { return }
    html.element("ul") { tag in
      tag.class("lp-items")
      tag.class("lp-children", when: outlineLevel > 0)
      // The stylesheet leaves a list undrawn while it is far from the
      // screen unless one of its rows has something that transitions from
      // the first frame it is drawn in: said here rather than asked by a
      // `:has()`, which would search the list each time its style changes.
      tag.class("has-transitions", when: outlineLevel == 0 && items.contains { transitionsWhenFirstDrawn($0) })
      tag.customProperty("--outline-level", outlineLevel > 0 ? String(outlineLevel) : nil)
      // A grouped list's edges are its first row's top and its last row's
      // bottom separator, drawn by the list.
      if outlineLevel == 0 {
        let last = items.count - 1
        if items[0].hasOwnAppearance {
          tag.customProperty("--first-item-separator-color", items[0].separatorConfiguration?.color.map(CSSValue.color))
        }
        if items[last].hasOwnAppearance {
          tag.customProperty("--last-item-separator-color", items[last].separatorConfiguration?.color.map(CSSValue.color))
        }
      }
      // A list that scrolls sideways takes keyboard focus, so arrow keys
      // scroll it, and is named for screen readers.
      tag.attribute("tabindex", name.map { _ in "0" })
      tag.attribute("aria-label", name)
    } content: { html in
      // By index: the item is read in place, where `for item in items`
      // would copy it.
      for index in items.indices {
        html.newline()
        listItem(items[index], outlineLevel: outlineLevel, into: &html)
      }
      html.newline()
    }
  }

  /// Whether the row of `item` has something that transitions from the
  /// first frame it is drawn in: swipe actions (their menu button),
  /// children (the outline chevron), or an accessory that sits on the
  /// leading edge, shows in one mode only or is invisible.
  private func transitionsWhenFirstDrawn(_ item: ListItem) -> Bool {
    !item.children.isEmpty || SwipeActionsRenderer(item: item, ids: ids).hasActions
      || item.accessories.contains(where: \.transitionsWhenFirstDrawn)
  }

  /// The `li` of one item of a list at `outlineLevel`. An item with
  /// children is a `details` whose `summary` is the row, open when the item
  /// is `expanded`. An item without children that has swipe actions is
  /// drawn in a `SwipeActionsRenderer` track that a finger can swipe.
  func listItem(_ item: ListItem, outlineLevel: Int, into html: inout HTMLWriter) {
    let swipe = SwipeActionsRenderer(item: item, ids: ids)
    html.element("li") { tag in
      tag.class("lp-item")
      if let style = ownStyle(of: item) {
        tag.class("cell-", style.rawValue)
      }
      tag.class("is-selected", when: item.selected)
      tag.class("is-disabled", when: item.disabled)
      tag.class("has-children", when: !item.children.isEmpty)
      tag.class("has-swipe-actions", when: swipe.hasActions)
      tag.class("has-context-menu", when: item.contextMenu != nil)
      tag.class("has-popup-menu", when: item.accessories.contains { $0.menu != nil })
      if !item.declaredState.isEmpty {
        Self.declaredStateClasses(of: item, swipes: swipe.hasActions && item.children.isEmpty, into: &tag)
      }
      if item.hasOwnAppearance {
        tag.class("prefers-side-by-side", when: item.prefersSideBySideTextAndSecondaryText == true)
        tag.class("prefers-stacked", when: item.prefersSideBySideTextAndSecondaryText == false)
        tag.class("has-separator-insets", when: SeparatorStyle.hasInsets(item.separatorConfiguration))
      }
      if item.hasOwnAppearance || !separatorVisibility.isAutomatic {
        SeparatorStyle.visibilityClasses(of: item, in: separatorVisibility, into: &tag)
      }
      // Where the description's text starts depends on the leading
      // accessories that show in the page's mode: the stylesheet picks.
      let leading = AccessoryRenderer(item: item, ids: ids).leadingCounts
      tag.customProperty("--leading-accessories-when-not-editing", Self.count(leading.whenNotEditing))
      tag.customProperty("--leading-accessories-when-editing", Self.count(leading.whenEditing))
      if item.hasOwnAppearance {
        if let image = item.imageProperties {
          tag.customProperties(ImagePropertiesStyle.declarations(of: image, names: ImagePropertiesStyle.item))
        }
        if !item.spacing.isEmpty {
          tag.customProperties(ContentSpacingStyle.item(item.spacing))
        }
        if let separators = item.separatorConfiguration {
          tag.customProperties(SeparatorStyle.item(separators))
        }
      }
      tag.attribute("id", ids.id(item.id))
    } content: { html in
      if !item.children.isEmpty {
        html.element("details") { tag in
          tag.class("lp-outline")
          tag.flag("open", when: item.expanded)
        } content: { html in
          html.element("summary", { $0.class("lp-outline-summary") }) { html in row(item, into: &html) }
          description(of: item, into: &html)
          list(item.children, outlineLevel: outlineLevel + 1, into: &html)
        }
        menus(of: item, into: &html)
      } else if swipe.hasActions {
        swipe.track(images: images, into: &html) { html in
          row(item, into: &html)
          description(of: item, into: &html)
        }
        menus(of: item, into: &html)
      } else {
        row(item, into: &html)
        description(of: item, into: &html)
        menus(of: item, into: &html)
      }
    }
  }

  /// The classes of the states `item` declares for review: `is-highlighted`,
  /// `is-focused`, `is-swiped-leading` or `is-swiped-trailing` (when the
  /// row is in a swipe track with actions on that side), `is-drag-lifting`
  /// or `is-drag-dragging`. The stylesheet draws each with the rules of the
  /// live state.
  private static func declaredStateClasses(of item: ListItem, swipes: Bool, into tag: inout HTMLStartTag) {
    let state = item.declaredState
    tag.class("is-highlighted", when: state.highlighted)
    tag.class("is-focused", when: state.focused)
    if let side = state.swiped, swipes {
      let actions = side == .leading ? item.leadingSwipeActions : item.trailingSwipeActions
      if !actions.isEmpty {
        tag.class("is-swiped-", side.rawValue)
      }
    }
    if let drag = state.dragState {
      tag.class("is-drag-", drag.rawValue)
    }
  }

  /// The row of an item: leading accessories, image, texts, trailing
  /// accessories, and the button that opens its swipe actions as a menu.
  /// The texts are an `a` when the item has a link (one libcmark would also
  /// keep) and is not disabled, and the link covers the whole row; the row
  /// itself is a `span`, so that buttons in it are not inside a link.
  func row(_ item: ListItem, into html: inout HTMLWriter) {
    let textStyle =
      item.hasOwnAppearance
      ? TextPropertiesStyle(text: item.textProperties, secondaryText: item.secondaryTextProperties)
      : TextPropertiesStyle(text: nil, secondaryText: nil)
    html.element("span") { tag in
      tag.class("lp-row")
      textStyle.classes(into: &tag)
      textStyle.customProperties(into: &tag)
    } content: { html in
      let accessories = AccessoryRenderer(item: item, ids: ids)
      accessories.render(placed: .leading, images: images, into: &html)
      if let image = item.image {
        ImageRenderer.write(
          image, className: nil, alternativeText: item.text, size: ImagePropertiesStyle.size(of: item, on: page), images: images,
          into: &html)
      }
      texts(item, into: &html)
      accessories.render(placed: .trailing, images: images, into: &html)
      contextMenuButton(of: item, into: &html)
      SwipeActionsRenderer(item: item, ids: ids).menuButton(into: &html)
    }
  }

  /// What follows an item's row outside it: its description and its menus.
  func supplements(of item: ListItem, into html: inout HTMLWriter) {
    description(of: item, into: &html)
    menus(of: item, into: &html)
  }

  /// The popover menus of an item, after its row: its swipe actions', its
  /// context menu, and its pop-up menu accessory's.
  private func menus(of item: ListItem, into html: inout HTMLWriter) {
    SwipeActionsRenderer(item: item, ids: ids).menu(images: images, into: &html)
    if let menu = item.contextMenu {
      MenuRenderer(
        menu: menu, kind: .contextMenu, id: ids.menuID(ofItem: item.id, kind: .contextMenu), itemID: ids.id(item.id),
        name: menu.title ?? "Menu for \(item.text)"
      ).write(images: images, into: &html)
    }
    if let menu = item.accessories.lazy.compactMap(\.menu).first {
      MenuRenderer(
        menu: menu, kind: .popUpMenu, id: ids.menuID(ofItem: item.id, kind: .popUpMenu), itemID: ids.id(item.id),
        name: item.text
      ).write(images: images, into: &html)
    }
  }

  /// The button that opens an item's context menu from the keyboard (and
  /// for assistive technology); shown only while it has the focus, since a
  /// pointer opens the menu with a secondary click or a long press.
  private func contextMenuButton(of item: ListItem, into html: inout HTMLWriter) {
    guard item.contextMenu != nil else { return }
    html.emptyElement("button") { tag in
      tag.attribute("type", literal: "button")
      tag.class("lp-context-menu-button")
      tag.attribute("popovertarget", ids.menuID(ofItem: item.id, kind: .contextMenu))
      tag.attribute("aria-haspopup", literal: "menu")
      tag.attribute("aria-label", "Menu for \(item.text)")
      tag.flag("disabled", when: item.disabled)
    }
  }

  /// The description, drawn under the row: the `div` that follows the row
  /// (or the summary of an outline, or a header item), which the stylesheet
  /// finds by that place.
  private func description(of item: ListItem, into html: inout HTMLWriter) {
    guard let description = item.description, !description.allSatisfy(\.isWhitespace) else { return }
    html.element("div") { html in
      html.markdown(description, renderedBy: markdown)
    }
  }

  /// A count for a custom property, or none for zero, the stylesheet's
  /// default.
  private static func count(_ count: Int) -> String? {
    count == 0 ? nil : String(count)
  }

  /// The item's cell style when it is not the page's: the page says its
  /// own on the root element (`cell-style-STYLE`), so an item only names a
  /// style of its own (`cell-STYLE`).
  private func ownStyle(of item: ListItem) -> CellStyle? {
    item.style.flatMap { $0 == page.cellStyle ? nil : $0 }
  }

  /// The texts: a link when the item leads somewhere. It holds a `span` of
  /// the primary text and, when there is one, a second `span` of the
  /// secondary text; their place says which is which, as the stylesheet
  /// reads it (`.lp-texts > :first-child`, `.lp-texts > * + *`).
  private func texts(_ item: ListItem, into html: inout HTMLWriter) {
    let link = item.link.flatMap { markdown.allowsUnsafeHTML || URLSafety.isSafeLink($0) ? $0 : nil }
    func content(_ html: inout HTMLWriter) {
      html.element("span") { html in html.text(item.text) }
      if let secondaryText = item.secondaryText {
        html.element("span") { html in html.text(secondaryText) }
      }
    }
    guard let link, !item.disabled else {
      html.element("span", { $0.class("lp-texts") }, content: content)
      return
    }
    html.element(
      "a",
      { tag in
        tag.class("lp-texts")
        tag.attribute("href", ids.link(link))
        tag.attribute("aria-current", item.selected ? "true" : nil)
      }, content: content)
  }
}
