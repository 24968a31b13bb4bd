import Foundation
import ListPressKit
import Testing

/// Menus in the HTML: an item's context menu and its button, a pop-up menu
/// accessory and its menu, each a `role=menu` popover after the row.
@Suite struct MenuRenderTests {
  private func html(_ definition: String) throws -> String {
    try PageRenderer().render(try decodePage(definition), at: "list.html")
  }

  @Test func drawsAContextMenuAfterTheRowWithAKeyboardButtonInIt() throws {
    let html = try html(
      """
      ---
      items:
        - id: pass
          text: "Pass <A>"
          contextMenu:
            title: Boarding pass
            children:
              - { id: share, title: Share, subtitle: With a friend, image: "symbol:square.and.arrow.up" }
              - title: Mark
                children:
                  - { id: flag, title: Flag, state: on }
                  - { id: hide, title: Hide, attributes: [hidden] }
                  - { id: part, title: Partly, state: mixed }
              - { id: lock, title: Lock, attributes: [disabled] }
              - { id: keep, title: Keep, attributes: [destructive, keepsMenuPresented] }
      ---

      """)
    #expect(html.containsInOrder([
      "<li class=\"lp-item has-context-menu\" id=\"pass\"><span class=\"lp-row\">",
      "<button type=\"button\" class=\"lp-context-menu-button\" popovertarget=\"lp-menu-pass\" aria-haspopup=\"menu\" aria-label=\"Menu for Pass &lt;A&gt;\"></button></span>",
      "<span class=\"lp-menu lp-context-menu\" id=\"lp-menu-pass\" data-item-id=\"pass\" popover=\"auto\" role=\"menu\" aria-label=\"Boarding pass\">",
      "<span class=\"lp-menu-title\" aria-hidden=\"true\">Boarding pass</span>",
      "<button type=\"button\" class=\"lp-menu-action\" role=\"menuitem\" data-action-id=\"share\" data-index=\"0\" popovertarget=\"lp-menu-pass\" popovertargetaction=\"hide\">",
      "<span class=\"lp-menu-action-texts\"><span class=\"lp-action-title\">Share</span><span class=\"lp-action-subtitle\">With a friend</span></span>",
      "<span class=\"lp-action-image\" data-symbol=\"square.and.arrow.up\"></span></button>",
      "<span class=\"lp-menu-group\" role=\"group\" aria-label=\"Mark\"><span class=\"lp-menu-title\" aria-hidden=\"true\">Mark</span>",
      "role=\"menuitemcheckbox\" aria-checked=\"true\" data-action-id=\"flag\" data-index=\"1\"",
      // The hidden action keeps its place in the numbering but is not drawn.
      "role=\"menuitemcheckbox\" aria-checked=\"mixed\" data-action-id=\"part\" data-index=\"3\"",
      "</button></span>",
      "<button type=\"button\" class=\"lp-menu-action\" role=\"menuitem\" aria-disabled=\"true\" data-action-id=\"lock\" data-index=\"4\"><span",
      "<button type=\"button\" class=\"lp-menu-action style-destructive\" role=\"menuitem\" data-action-id=\"keep\" data-index=\"5\" data-keeps-menu-presented><span",
      "</button></span></li>",
    ]))
    #expect(!html.contains("data-action-id=\"hide\""))
  }

  @Test func namesAnUntitledContextMenuForItsRow() throws {
    let html = try html("---\nitems:\n  - { id: a, text: Report, contextMenu: [{ title: Open }] }\n---\n")
    #expect(html.contains("<span class=\"lp-menu lp-context-menu\" id=\"lp-menu-a\" data-item-id=\"a\" popover=\"auto\" role=\"menu\" aria-label=\"Menu for Report\">"))
    #expect(!html.contains("lp-menu-title"))
  }

  @Test func drawsAPopUpMenuAccessoryWithItsValueAndItsMenu() throws {
    let html = try html(
      """
      ---
      items:
        - id: lock
          text: Auto-Lock
          accessories:
            - type: popUpMenu
              menu: [{ title: 30 Seconds }, { id: minute, title: 1 Minute, state: on }]
      ---

      """)
    #expect(html.containsInOrder([
      "<button type=\"button\" class=\"lp-accessory lp-accessory-popUpMenu\" popovertarget=\"lp-popup-lock\" aria-haspopup=\"menu\" aria-label=\"Auto-Lock: 1 Minute\"><span class=\"lp-popup-value\">1 Minute</span></button></span>",
      "<span class=\"lp-menu lp-popup-menu\" id=\"lp-popup-lock\" data-item-id=\"lock\" popover=\"auto\" role=\"menu\" aria-label=\"Auto-Lock\">",
      "role=\"menuitemradio\" aria-checked=\"false\" data-index=\"0\"",
      "role=\"menuitemradio\" aria-checked=\"true\" data-action-id=\"minute\" data-index=\"1\"",
    ]))
  }

  /// Without an action that is on, the first is the value, as UIKit's single selection picks.
  @Test func showsTheFirstValueWhenNoneIsOn() throws {
    let html = try html(
      "---\nitems:\n  - text: Sort\n    accessories: [{ type: popUpMenu, menu: [{ title: Gone, attributes: [hidden] }, { title: Date }, { title: Name }] }]\n---\n")
    #expect(html.contains("<span class=\"lp-popup-value\">Date</span>"))
    #expect(html.contains("role=\"menuitemradio\" aria-checked=\"true\" data-index=\"1\""))
  }

  @Test func disablesTheButtonsOfADisabledRow() throws {
    let html = try html(
      "---\nitems:\n  - text: Off\n    disabled: true\n    contextMenu: [{ title: Open }]\n    accessories: [{ type: popUpMenu, menu: [{ title: A }] }]\n---\n")
    #expect(html.contains("aria-label=\"Off: A\" disabled>"))
    #expect(html.contains("aria-label=\"Menu for Off\" disabled>"))
  }
}

/// Declared states in the HTML: a class on the item for each, which the
/// stylesheet draws with the live state's rules.
@Suite struct DeclaredStateRenderTests {
  private func html(_ definition: String) throws -> String {
    try PageRenderer().render(try decodePage(definition), at: "list.html")
  }

  @Test func marksEachDeclaredStateOnItsItem() throws {
    let html = try html(
      """
      ---
      items:
        - { id: a, text: A, highlighted: true, focused: true, dragState: dragging }
        - { id: b, text: B, swiped: leading, leadingSwipeActions: [{ title: Pin }] }
        - { id: c, text: C, dragState: lifting }
        - { id: d, text: D }
      ---

      """)
    #expect(html.contains("<li class=\"lp-item is-highlighted is-focused is-drag-dragging\" id=\"a\">"))
    #expect(html.contains("<li class=\"lp-item has-swipe-actions is-swiped-leading\" id=\"b\">"))
    #expect(html.contains("<li class=\"lp-item is-drag-lifting\" id=\"c\">"))
    #expect(html.contains("<li class=\"lp-item\" id=\"d\">"))
  }

  /// A row that cannot be swiped (no actions on that side) is not drawn swiped.
  @Test func drawsNoSwipeWithoutActionsOnThatSide() throws {
    // The decoder warns; the page is still drawn.
    let page = try #require(decode("---\nitems:\n  - { id: a, text: A, swiped: leading, trailingSwipeActions: [{ title: Delete }] }\n---\n").page)
    #expect(!(try PageRenderer().render(page, at: "list.html")).contains("is-swiped"))
  }
}
