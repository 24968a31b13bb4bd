import ListPressDecode

/// Draws the swipe actions of an item, reachable three ways without script:
///
/// - by a finger: the row sits in a track of two nested horizontal scroll
///   containers that snap (`div.lp-swipe` reveals the leading actions,
///   `div.lp-swipe-track` inside it the trailing ones), so a swipe
///   uncovers the buttons beside the row, as `UIContextualAction`s are;
/// - by a mouse or a keyboard: a `button.lp-swipe-menu-button` at the end of
///   the row, shown on hover and focus, opens the same actions as a popover
///   menu (`div.lp-actions-menu[popover]`, a group of buttons
///   drawn as ``MenuRenderer``'s menus are, the arrow keys moving through
///   them) with `popovertarget`;
/// - by assistive technology: the menu is the one named, focusable set of
///   actions; the buttons the swipe uncovers are hidden from it and out of
///   the tab order, as they repeat the menu.
///
/// Every action button carries `data-index` (its place among its side's
/// actions, from 0); its side (`leading` or `trailing`) is the
/// `data-side` of the menu button itself or of the revealed buttons'
/// container, its item the `li.lp-item` it sits in (for a menu, the one its
/// `data-item-id` names), and its title the text of its
/// `span.lp-action-title`. `listpress.js` turns a press into a
/// `listpress:swipeaction` event with the item's id, never its position,
/// and so a full swipe (see ``revealedActions(_:images:into:)``).
/// A destructive action is `style-destructive`. Items with children show
/// their actions in the menu only.
struct SwipeActionsRenderer {
  /// The item whose actions these are.
  let item: ListItem
  /// How the ids of the list are written.
  let ids: ElementIDs

  /// Whether the item has any swipe action.
  var hasActions: Bool {
    !item.leadingSwipeActions.isEmpty || !item.trailingSwipeActions.isEmpty
  }

  /// The id of the item's menu (see ``ElementIDs/menuID(ofItem:)``).
  private var menuID: String {
    ids.menuID(ofItem: item.id)
  }

  /// What the menu and its button are called.
  private var menuName: String {
    "Actions for \(item.text)"
  }

  /// `cell` (the row and the description) in the swipeable track, with
  /// the leading actions before it and the trailing actions after it,
  /// their image files drawn as `images` says.
  func track(images: ImageResolver, into html: inout HTMLWriter, cell: (inout HTMLWriter) -> Void) {
    html.element("div", { $0.class("lp-swipe") }) { html in
      html.element("div", { $0.class("lp-swipe-track") }) { html in
        html.element("div", { $0.class("lp-swipe-cell") }, content: cell)
        revealedActions(.trailing, images: images, into: &html)
      }
      revealedActions(.leading, images: images, into: &html)
    }
  }

  /// The button that opens the menu; nothing without actions. Its three
  /// dots are the stylesheet's.
  func menuButton(into html: inout HTMLWriter) {
    guard hasActions else { return }
    html.emptyElement("button") { tag in
      tag.attribute("type", literal: "button")
      tag.class("lp-swipe-menu-button")
      tag.attribute("popovertarget", menuID)
      tag.attribute("aria-label", menuName)
      tag.flag("disabled", when: item.disabled)
    }
  }

  /// The popover menu of every action, leading ones first, their image
  /// files drawn as `images` says; nothing without actions.
  func menu(images: ImageResolver, into html: inout HTMLWriter) {
    guard hasActions else { return }
    html.element("div") { tag in
      tag.class("lp-actions-menu")
      tag.attribute("id", menuID)
      tag.attribute("data-item-id", ids.id(item.id))
      tag.attribute("popover", literal: "auto")
      tag.attribute("aria-label", menuName)
    } content: { html in
      for side in Side.allCases {
        for (index, action) in actions(side).enumerated() {
          button(action, side: side, index: index, inMenu: true, images: images, into: &html)
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

  /// Whether the page lets a full swipe towards `side`'s actions perform
  /// the first: the trailing side's, when the item says so. The leading
  /// scroller runs from the other side, and WebKit snaps such a scroller
  /// elsewhere than Chromium and Firefox once it holds more than its
  /// actions, so the leading side stops at its actions (docs/interaction.md).
  private func performsFullSwipe(_ side: Side) -> Bool {
    side == .trailing && item.performsFirstTrailingActionWithFullSwipe
  }

  /// The buttons a swipe uncovers on `side`; nothing when it has none.
  /// `listpress.js` gives trailing actions whose first a full swipe performs
  /// (``performsFullSwipe(_:)``) room beyond that action, as UIKit stretches
  /// the first action across the row (`span.lp-full-swipe`, made by the
  /// script so that a page without it, or a swipe without it, stops at the
  /// actions, and a page carries no bytes for it); `data-full-swipe="false"`
  /// marks trailing actions that have none.
  private func revealedActions(_ side: Side, images: ImageResolver, into html: inout HTMLWriter) {
    let actions = actions(side)
    guard !actions.isEmpty else { return }
    html.element("div") { tag in
      tag.class("lp-swipe-actions")
      tag.attribute("data-side", side.rawValue)
      tag.attribute("data-full-swipe", side == .trailing && !performsFullSwipe(side) ? "false" : nil)
      tag.attribute("aria-hidden", literal: "true")
    } content: { html in
      for (index, action) in actions.enumerated() {
        button(action, side: side, index: index, inMenu: false, images: images, into: &html)
      }
    }
  }

  private func button(
    _ action: SwipeAction, side: Side, index: Int, inMenu: Bool, images: ImageResolver, into html: inout HTMLWriter
  ) {
    html.element("button") { tag in
      tag.attribute("type", literal: "button")
      tag.class(inMenu ? "lp-menu-action" : "lp-swipe-action")
      tag.class("style-destructive", when: action.style == .destructive)
      tag.attribute("data-side", inMenu ? side.rawValue : nil)
      tag.attribute("data-index", String(index))
      tag.attribute("tabindex", inMenu ? nil : "-1")
      tag.attribute("popovertarget", inMenu ? menuID : nil)
      tag.attribute("popovertargetaction", inMenu ? "hide" : nil)
      tag.flag("disabled", when: item.disabled)
      tag.customProperty("--action-background", action.backgroundColor.map(CSSValue.color))
    } content: { html in
      if let image = action.image {
        ImageRenderer.write(
          image, className: "lp-action-image", alternativeText: "", size: nil, images: images, into: &html)
      }
      if let title = action.title {
        html.element("span", { $0.class("lp-action-title") }) { html in html.text(title) }
      } else if let image = action.image {
        html.element("span", { $0.class("lp-visually-hidden") }) { html in html.text(ImageRenderer.spokenName(image)) }
      }
    }
  }
}
