/// Draws the swipe actions of an item, reachable three ways without script:
///
/// - by a finger: the row sits in a track of two nested horizontal scroll
///   containers that snap (`div.lp-swipe` reveals the leading actions,
///   `div.lp-swipe-track` inside it the trailing ones), so a swipe
///   uncovers the buttons beside the row, as `UIContextualAction`s are;
/// - by a mouse or a keyboard: a `button.lp-swipe-menu-button` at the end of
///   the row, shown on hover and focus, opens the same actions as a popover
///   menu (`ul.lp-actions-menu[popover]`) with `popovertarget`;
/// - by assistive technology: the menu is the one named, focusable set of
///   actions; the buttons the swipe uncovers are hidden from it and out of
///   the tab order, as they repeat the menu.
///
/// Every action button carries `data-index` (its place among its side's
/// actions, from 0); its side (`leading` or `trailing`) is the
/// `data-side` of the menu button itself or of the revealed buttons'
/// container, its item the `li.lp-item` it sits in (for a menu, the id
/// after `lp-actions-`), and its title the text of its
/// `span.lp-action-title`. `listpress.js` turns a press into a
/// `listpress:swipeaction` event with the item's id, never its position.
/// A destructive action is `style-destructive`. Items with children show
/// their actions in the menu only.
struct SwipeActionsRenderer {
  /// The item whose actions these are.
  let item: ListItem

  /// Whether the item has any swipe action.
  var hasActions: Bool {
    !item.leadingSwipeActions.isEmpty || !item.trailingSwipeActions.isEmpty
  }

  /// The id of the item's menu.
  private var menuID: String {
    "lp-actions-" + item.id
  }

  /// What the menu and its button are called.
  private var menuName: String {
    "Actions for \(item.text)"
  }

  /// `cell` (the row and the description) in the swipeable track, with
  /// the leading actions before it and the trailing actions after it.
  func track(@HTMLBuilder cell: () -> [HTMLNode]) -> HTMLNode {
    .element("div", .attribute("class", "lp-swipe")) {
      HTMLNode.element("div", .attribute("class", "lp-swipe-track")) {
        HTMLNode.element("div", .attribute("class", "lp-swipe-cell"), children: cell)
        revealedActions(.trailing)
      }
      revealedActions(.leading)
    }
  }

  /// The button that opens the menu, or `nil` without actions. Its three
  /// dots are the stylesheet's.
  var menuButton: HTMLNode? {
    guard hasActions else { return nil }
    return .element(
      "button", .attribute("type", "button"), .attribute("class", "lp-swipe-menu-button"),
      .attribute("popovertarget", menuID), .attribute("aria-label", menuName),
      .flag("disabled", when: item.disabled))
  }

  /// The popover menu of every action, leading ones first, or `nil`
  /// without actions.
  var menu: HTMLNode? {
    guard hasActions else { return nil }
    return .element(
      "ul", .attribute("class", "lp-actions-menu"), .attribute("id", menuID), .attribute("popover", "auto"),
      .attribute("aria-label", menuName)
    ) {
      for side in Side.allCases {
        for (index, action) in actions(side).enumerated() {
          HTMLNode.element("li") {
            button(action, side: side, index: index, inMenu: true)
          }
        }
      }
    }
  }

  /// The side an action is revealed from.
  private enum Side: String, CaseIterable {
    case leading, trailing
  }

  private func actions(_ side: Side) -> [SwipeAction] {
    side == .leading ? item.leadingSwipeActions : item.trailingSwipeActions
  }

  /// The buttons a swipe uncovers on `side`, or `nil` when it has none.
  private func revealedActions(_ side: Side) -> HTMLNode? {
    let actions = actions(side)
    guard !actions.isEmpty else { return nil }
    return .element(
      "div", .attribute("class", "lp-swipe-actions"), .attribute("data-side", side.rawValue),
      .attribute("aria-hidden", "true")
    ) {
      for (index, action) in actions.enumerated() {
        button(action, side: side, index: index, inMenu: false)
      }
    }
  }

  private func button(_ action: SwipeAction, side: Side, index: Int, inMenu: Bool) -> HTMLNode {
    .element(
      "button",
      .attribute("type", "button"),
      .classes(inMenu ? "lp-menu-action" : "lp-swipe-action", action.style == .destructive ? "style-destructive" : nil),
      .attribute("data-side", inMenu ? side.rawValue : nil),
      .attribute("data-index", String(index)),
      .attribute("tabindex", inMenu ? nil : "-1"),
      .attribute("popovertarget", inMenu ? menuID : nil),
      .attribute("popovertargetaction", inMenu ? "hide" : nil),
      .flag("disabled", when: item.disabled),
      .customProperties(["--action-background": action.backgroundColor.map(CSSValue.color)])
    ) {
      if let image = action.image {
        ImageRenderer.element(for: image, className: "lp-action-image", alternativeText: "", properties: nil)
      }
      if let title = action.title {
        HTMLNode.element("span", .attribute("class", "lp-action-title")) { HTMLNode.text(title) }
      } else if let image = action.image {
        HTMLNode.element("span", .attribute("class", "lp-visually-hidden")) { HTMLNode.text(ImageRenderer.spokenName(image)) }
      }
    }
  }
}
