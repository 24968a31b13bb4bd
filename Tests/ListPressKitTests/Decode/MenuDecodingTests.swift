import ListPressKit
import Testing

/// Menus (`UIMenu`, `UIAction`): an item's `contextMenu`, the `menu` of a
/// `popUpMenu` accessory, and the map form of the swipe actions with
/// `performsFirstActionWithFullSwipe`.
@Suite struct MenuDecodingTests {
  @Test func decodesAContextMenuWithEveryKeyAndAGroup() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: Boarding pass
          contextMenu:
            title: Boarding pass
            children:
              - { id: share, title: Share, subtitle: With a friend, image: "symbol:square.and.arrow.up" }
              - title: Mark
                children:
                  - { id: flag, title: Flag, state: on }
                  - { id: part, title: Partly, state: mixed, attributes: [keepsMenuPresented] }
              - { id: delete, title: Delete, attributes: [destructive, disabled] }
              - { title: Secret, attributes: [hidden] }
      ---

      """)
    let menu = try #require(page.sections[0].items[0].contextMenu)
    #expect(menu.title == "Boarding pass")
    #expect(
      menu.children == [
        .action(MenuAction(id: "share", title: "Share", subtitle: "With a friend", image: .symbol("square.and.arrow.up"))),
        .group(
          Menu(title: "Mark", children: [
            .action(MenuAction(id: "flag", title: "Flag", state: .on)),
            .action(MenuAction(id: "part", title: "Partly", attributes: [.keepsMenuPresented], state: .mixed)),
          ])),
        .action(MenuAction(id: "delete", title: "Delete", attributes: [.destructive, .disabled])),
        .action(MenuAction(title: "Secret", attributes: [.hidden])),
      ])
    #expect(menu.actions.map(\.title) == ["Share", "Flag", "Partly", "Delete", "Secret"])
  }

  @Test func takesAListAsTheMenusChildren() throws {
    let page = try decodePage("---\nitems:\n  - text: Row\n    contextMenu: [{ title: Copy }, { title: Paste }]\n---\n")
    #expect(page.sections[0].items[0].contextMenu == Menu(children: [.action(MenuAction(title: "Copy")), .action(MenuAction(title: "Paste"))]))
  }

  @Test func decodesAPopUpMenuAccessory() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: Auto-Lock
          accessories:
            - type: popUpMenu
              tintColor: systemBlue
              menu: [{ title: 30 Seconds }, { title: 1 Minute, state: on }]
      ---

      """)
    let accessory = try #require(page.sections[0].items[0].accessories.first)
    #expect(accessory.kind == .popUpMenu)
    #expect(accessory.placement == .trailing)
    #expect(accessory.displayed == .always)
    #expect(accessory.tintColor == .system(.systemBlue))
    #expect(accessory.menu?.actions.map(\.title) == ["30 Seconds", "1 Minute"])
  }

  /// The same action id in two rows' menus is fine: ids name actions within one menu.
  @Test func letsTwoMenusShareActionIDs() throws {
    let page = try decodePage(
      """
      ---
      items:
        - { id: a, text: A, contextMenu: [{ id: delete, title: Delete }] }
        - { id: b, text: B, contextMenu: [{ id: delete, title: Delete }] }
      ---

      """)
    #expect(page.sections[0].items.compactMap(\.contextMenu?.actions.first?.id) == ["delete", "delete"])
  }

  @Test(arguments: [
    ("[Copy]", "Copy",
     "expected a menu action (a map with 'title') or a group (a map with 'children'), found a string"),
    ("[{ id: copy }]", "{ id", "menu action is missing 'title'"),
    ("[{ title: Copy, style: destructive }]", "style",
     "unknown key 'style' in menu action; expected one of 'id', 'title', 'subtitle', 'image', 'state', 'attributes' or 'children'"),
    ("[{ title: Copy, state: checked }]", "checked", "unknown menu state 'checked'; expected one of 'off', 'on' or 'mixed'"),
    ("[{ title: Copy, attributes: [destrutive] }]", "destrutive", "unknown menu attribute 'destrutive'; did you mean 'destructive'?"),
    ("[{ title: Copy, image: copy.png }]", "copy.png",
     "expected 'symbol:NAME' for 'image', found 'copy.png'; a menu action shows symbols only"),
    ("[{ id: copy, title: Copy }, { id: copy, title: Again }]", "copy, title: Again",
     "duplicate action id 'copy'; the actions of one menu need different ids"),
    ("[{ id: copy, title: Copy }, { children: [{ id: copy, title: Again }] }]", "copy, title: Again",
     "duplicate action id 'copy'; the actions of one menu need different ids"),
    ("[{ id: 'two words', title: Copy }]", "'two words'", "invalid id 'two words'; an id must not contain whitespace"),
    ("[{ title: Mark, state: on, children: [{ title: Flag }] }]", "state",
     "'state' does not apply to a menu group (an element with 'children'); a group takes 'title' and 'children'"),
    ("{ title: Row }", "{ title", "a context menu is missing 'children', the list of its actions"),
    ("{ titel: Row, children: [{ title: Copy }] }", "titel", "unknown key 'titel' in a context menu; did you mean 'title'?"),
    ("[{ title: Gone, attributes: [hidden] }]", "[{ title: Gone",
     "a context menu has no action to show; give it at least one with a 'title'"),
    ("[]", "[]", "a context menu has no action to show"),
    ("Copy", "Copy", "expected a list of menu actions, or a map with 'title' and 'children' for 'contextMenu', found a string"),
  ])
  func refusesWhatAContextMenuDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nitems:\n  - text: Row\n    contextMenu: \(written)\n---\n"
    expectRefused(source, at: needle, after: "contextMenu:", message)
  }

  @Test(arguments: [
    ("popUpMenu", "popUpMenu",
     "a popUpMenu accessory needs a 'menu'; write { type: popUpMenu, menu: [{ title: ... }, { title: ..., state: on }] }"),
    ("{ type: popUpMenu }", "{ type", "popUpMenu accessory is missing 'menu', the list of the values it chooses among"),
    ("{ type: popUpMenu, menu: [{ title: A, state: on }, { title: B, state: on }] }", "[{ title: A",
     "a pop-up menu shows one chosen value, but 'A' and 'B' have 'state: on'; leave 'state: on' on one of them"),
    ("{ type: popUpMenu, text: Daily, menu: [{ title: A }] }", "text",
     "'text' does not apply to a popUpMenu accessory; only 'label' and 'customView' accessories take it"),
    ("{ type: label, text: A, menu: [{ title: A }] }", "menu",
     "'menu' does not apply to a label accessory; only 'popUpMenu' accessories take it"),
  ])
  func refusesWhatAPopUpMenuDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nitems:\n  - text: Row\n    accessories:\n      - \(written)\n---\n"
    expectRefused(source, at: needle, after: "accessories:", message)
  }

  @Test func aFullSwipePerformsTheFirstActionUnlessTheItemSaysNo() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: List form
          trailingSwipeActions: [{ title: Delete }]
        - text: Map form
          leadingSwipeActions:
            performsFirstActionWithFullSwipe: false
            actions: [{ title: Pin }]
          trailingSwipeActions:
            actions: [{ title: Delete }]
      ---

      """)
    #expect(page.sections[0].items[0].performsFirstTrailingActionWithFullSwipe)
    #expect(page.sections[0].items[0].performsFirstLeadingActionWithFullSwipe)
    #expect(page.sections[0].items[1].leadingSwipeActions == [SwipeAction(title: "Pin")])
    #expect(!page.sections[0].items[1].performsFirstLeadingActionWithFullSwipe)
    #expect(page.sections[0].items[1].trailingSwipeActions == [SwipeAction(title: "Delete")])
    #expect(page.sections[0].items[1].performsFirstTrailingActionWithFullSwipe)
  }

  @Test(arguments: [
    ("{ performsFirstActionWithFullSwipe: false }", "{ performs", "'trailingSwipeActions' is missing 'actions', the list of its swipe actions"),
    ("{ actions: [], fullSwipe: false }", "fullSwipe",
     "unknown key 'fullSwipe' in 'trailingSwipeActions'; expected one of 'actions' or 'performsFirstActionWithFullSwipe'"),
    ("{ actions: [], performsFirstActionWithFullSwipe: no }", "no", "expected a boolean for 'performsFirstActionWithFullSwipe', found a string"),
  ])
  func refusesWhatTheSwipeActionsMapDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nitems:\n  - text: Row\n    trailingSwipeActions: \(written)\n---\n"
    expectRefused(source, at: needle, after: "trailingSwipeActions:", message)
  }

  /// A grid or horizontal section ignores a context menu, as it does swipe actions.
  @Test func aCardSectionIgnoresAContextMenu() throws {
    let source = "---\nsections:\n  - layout: grid\n    items:\n      - text: Card\n        contextMenu: [{ title: Copy }]\n---\n"
    let result = decode(source)
    #expect(result.page?.sections[0].items[0].contextMenu == nil)
    #expect(result.diagnostics == [
      "\(source.at("contextMenu")): warning: 'contextMenu' is ignored in a grid section: context menus work only in a list section"
    ])
  }
}
