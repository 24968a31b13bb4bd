import ListPressDecode

/// Draws an item's context menu or the menu of its `popUpMenu` accessory as
/// a popover menu: `span.lp-menu[popover][role=menu]` (a `span`, so that the
/// stylesheet never takes it for the description, the `div` after a row),
/// opened without script
/// by a button's `popovertarget` (the accessory itself, or the row's
/// `button.lp-context-menu-button`), and by `listpress.js` on a secondary
/// click, a long press or the keyboard's menu key.
///
/// Each action is a `button.lp-menu-action` (`role="menuitem"`, or
/// `menuitemcheckbox` with `aria-checked` when its state is `on` or
/// `mixed`; in a pop-up menu, `menuitemradio`, the chosen one checked),
/// with `data-action-id` when it has an id and `data-index`, its place
/// among the menu's actions. A group is a `span.lp-menu-group[role=group]`,
/// set apart by a wide divider; titles are `span.lp-menu-title`, hidden from
/// assistive technology, which reads the menu's or group's `aria-label`; hidden actions are not
/// drawn; a disabled one is `aria-disabled`, and a destructive one
/// `style-destructive`. The menu's `data-item-id` names its item, so that
/// `listpress.js` can fire `listpress:menuaction` with the item's id and the
/// action's, never their positions. Choosing an action closes the menu
/// (`popovertargetaction="hide"`) unless it `keepsMenuPresented`.
struct MenuRenderer {
  /// Which menu of an item this is.
  enum Kind: String {
    /// The item's `contextMenu`.
    case contextMenu
    /// The menu of its `popUpMenu` accessory: one value chosen among its actions.
    case popUpMenu
  }

  let menu: Menu
  let kind: Kind
  /// The menu element's id.
  let id: String
  /// The id of the item's element.
  let itemID: String
  /// What the menu is called.
  let name: String

  /// The menu, its symbols drawn as `images` says.
  func write(images: ImageResolver, into html: inout HTMLWriter) {
    var index = 0
    let chosen = kind == .popUpMenu ? Self.chosenAction(of: menu) : nil
    html.element("span") { tag in
      tag.class("lp-menu")
      tag.class(kind == .contextMenu ? "lp-context-menu" : "lp-popup-menu")
      tag.attribute("id", id)
      tag.attribute("data-item-id", itemID)
      tag.attribute("popover", literal: "auto")
      tag.attribute("role", literal: "menu")
      tag.attribute("aria-label", name)
    } content: { html in
      if let title = menu.title {
        Self.title(title, into: &html)
      }
      elements(menu.children, chosen: chosen, index: &index, images: images, into: &html)
    }
  }

  /// The action a pop-up menu shows as its value: the one whose state is
  /// `on`, or else its first that shows, as UIKit's single selection
  /// picks.
  static func chosenAction(of menu: Menu) -> MenuAction? {
    let shown = menu.actions.filter { !$0.attributes.contains(.hidden) }
    return shown.first { $0.state == .on } ?? shown.first
  }

  private func elements(
    _ elements: [MenuElement], chosen: MenuAction?, index: inout Int, images: ImageResolver, into html: inout HTMLWriter
  ) {
    for element in elements {
      switch element {
      case .action(let action):
        defer { index += 1 }
        guard !action.attributes.contains(.hidden) else { continue }
        button(action, index: index, isChosen: chosen == action, images: images, into: &html)
      case .group(let group):
        guard group.actions.contains(where: { !$0.attributes.contains(.hidden) }) else {
          index += group.actions.count
          continue
        }
        html.element("span") { tag in
          tag.class("lp-menu-group")
          tag.attribute("role", literal: "group")
          tag.attribute("aria-label", group.title)
        } content: { html in
          if let title = group.title {
            Self.title(title, into: &html)
          }
          self.elements(group.children, chosen: chosen, index: &index, images: images, into: &html)
        }
      }
    }
  }

  /// A menu's or a group's title, which its `aria-label` says to
  /// assistive technology.
  private static func title(_ title: String, into html: inout HTMLWriter) {
    html.element("span") { tag in
      tag.class("lp-menu-title")
      tag.attribute("aria-hidden", literal: "true")
    } content: { html in
      html.text(title)
    }
  }

  private func button(
    _ action: MenuAction, index: Int, isChosen: Bool, images: ImageResolver, into html: inout HTMLWriter
  ) {
    let checked: String? =
      switch kind {
      case .popUpMenu: isChosen ? "true" : "false"
      case .contextMenu:
        switch action.state {
        case .off: nil
        case .on: "true"
        case .mixed: "mixed"
        }
      }
    let disabled = action.attributes.contains(.disabled)
    html.element("button") { tag in
      tag.attribute("type", literal: "button")
      tag.class("lp-menu-action")
      tag.class("style-destructive", when: action.attributes.contains(.destructive))
      tag.attribute("role", kind == .popUpMenu ? "menuitemradio" : checked == nil ? "menuitem" : "menuitemcheckbox")
      tag.attribute("aria-checked", checked)
      tag.attribute("aria-disabled", disabled ? "true" : nil)
      tag.attribute("data-action-id", action.id)
      tag.attribute("data-index", String(index))
      tag.flag("data-keeps-menu-presented", when: action.attributes.contains(.keepsMenuPresented))
      if !disabled && !action.attributes.contains(.keepsMenuPresented) {
        tag.attribute("popovertarget", id)
        tag.attribute("popovertargetaction", literal: "hide")
      }
    } content: { html in
      html.element("span", { $0.class("lp-menu-action-texts") }) { html in
        html.element("span", { $0.class("lp-action-title") }) { html in html.text(action.title) }
        if let subtitle = action.subtitle {
          html.element("span", { $0.class("lp-action-subtitle") }) { html in html.text(subtitle) }
        }
      }
      if let image = action.image {
        ImageRenderer.write(
          image, className: "lp-action-image", alternativeText: "", size: nil, images: images, into: &html)
      }
    }
  }
}
