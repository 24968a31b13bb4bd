import ListPressKit
import Testing

/// A page's `navigationItem` (UINavigationItem) and its bar button items
/// (UIBarButtonItem).
@Suite struct NavigationItemDecodingTests {
  @Test func aPageWithoutOneHasTheDefaultBar() throws {
    let page = try decodePage("---\nitems: [{ text: Row }]\n---\n")
    #expect(page.navigationItem == NavigationItem())
    #expect(page.navigationItem.showsLargeTitle)
  }

  @Test func decodesEveryKey() throws {
    let page = try decodePage(
      """
      ---
      navigationItem:
        largeTitleDisplayMode: never
        prompt: Choose a contact
        leftItemsSupplementBackButton: true
        parent: ../settings.html
        backButtonTitle: Settings
        backButtonDisplayMode: minimal
        leftBarButtonItems:
          - { systemItem: cancel, id: cancel }
        rightBarButtonItems:
          - { systemItem: done, id: done, style: prominent }
          - { title: Sort, id: sort, tintColor: systemRed, disabled: true }
          - { image: "symbol:line.3.horizontal.decrease", title: Filter, style: done }
      items: [{ text: Row }]
      ---

      """)
    #expect(
      page.navigationItem
        == NavigationItem(
          largeTitleDisplayMode: .never, prompt: "Choose a contact",
          leftBarButtonItems: [BarButtonItem(id: "cancel", systemItem: .cancel)],
          rightBarButtonItems: [
            BarButtonItem(id: "done", systemItem: .done, style: .prominent),
            BarButtonItem(id: "sort", title: "Sort", tintColor: .system(.systemRed), disabled: true),
            BarButtonItem(title: "Filter", image: .symbol("line.3.horizontal.decrease"), style: .done),
          ],
          leftItemsSupplementBackButton: true, parent: "../settings.html", backButtonTitle: "Settings",
          backButtonDisplayMode: .minimal))
    #expect(!page.navigationItem.showsLargeTitle)
    #expect(page.navigationItem.rightBarButtonItems.map(\.isProminent) == [true, false, true])
  }

  @Test(arguments: BarButtonItem.SystemItem.allCases)
  func takesEverySystemItem(systemItem: BarButtonItem.SystemItem) throws {
    let page = try decodePage(
      "---\nnavigationItem: { rightBarButtonItems: [{ systemItem: \(systemItem.rawValue) }] }\nitems: [{ text: Row }]\n---\n")
    #expect(page.navigationItem.rightBarButtonItems == [BarButtonItem(systemItem: systemItem)])
  }

  @Test(arguments: [
    ("{ largeTitleDisplayMode: inline }", "inline",
     "unknown large title display mode 'inline'; expected one of 'automatic', 'always' or 'never'"),
    ("{ promt: Hello }", "promt", "unknown key 'promt' in navigation item; did you mean 'prompt'?"),
    ("{ rightBarButtonItem: [{ systemItem: add }] }", "rightBarButtonItem",
     "'rightBarButtonItem' is UIKit's name; in a navigation item ListPress calls it 'rightBarButtonItems'"),
    ("{ title: Other }", "title",
     "'title' is a UIKit setting that ListPress does not support; the page's 'title' is the navigation title"),
    ("{ rightBarButtonItems: [{ systemItem: plus }] }", "plus",
     "unknown system item 'plus'; expected one of 'done', 'cancel', 'edit', 'save', 'add', 'compose', 'reply', 'action', 'organize', 'bookmarks', 'search', 'refresh', 'stop', 'camera', 'trash', 'play', 'pause', 'rewind', 'fastForward', 'undo', 'redo' or 'close'"),
    ("{ rightBarButtonItems: [{ systemItem: ad }] }", "ad", "unknown system item 'ad'; did you mean 'add'?"),
    ("{ rightBarButtonItems: [{ systemItem: add, title: New }] }", "title",
     "a bar button item has a 'systemItem' or a 'title', not both: a system item brings its own"),
    ("{ rightBarButtonItems: [{ image: \"symbol:plus\" }] }", "image",
     "a bar button item with an 'image' needs a 'title' too: it is the button's accessible name, which screen readers say"),
    ("{ rightBarButtonItems: [{ id: empty }] }", "{ id",
     "a bar button item needs a 'systemItem', a 'title' or an 'image'"),
    ("{ rightBarButtonItems: [{ image: images/a.png, title: A }] }", "images/a.png",
     "expected 'symbol:NAME' for 'image', found 'images/a.png'; a bar button item shows symbols only"),
    ("{ rightBarButtonItems: [{ title: Sort, isEnabled: false }] }", "isEnabled",
     "'isEnabled' is a UIKit setting that ListPress does not support; write 'disabled: true' for 'isEnabled: false'"),
    ("{ rightBarButtonItems: [{ title: Sort, style: bordered }] }", "bordered",
     "unknown bar button item style 'bordered'; expected one of 'plain', 'prominent' or 'done'"),
    ("{ rightBarButtonItems: add }", "add", "expected a list for 'rightBarButtonItems', found a string"),
    ("{ leftBarButtonItems: [cancel] }", "cancel",
     "expected a bar button item (a map with 'systemItem', 'title' or 'image') in 'leftBarButtonItems', found a string"),
    ("{ parent: \"javascript:alert(1)\" }", "\"javascript",
     "link scheme 'javascript:' is not allowed; expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'"),
    ("{ backButtonDisplayMode: compact }", "compact",
     "unknown back button display mode 'compact'; expected one of 'default', 'generic' or 'minimal'"),
    ("never", "never", "expected a map for 'navigationItem', found a string"),
  ])
  func refusesWhatItDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nnavigationItem: \(written)\nitems: [{ text: Row }]\n---\n"
    expectRefused(source, at: needle, after: "navigationItem:", message)
  }

  @Test func twoItemsCannotShareAnIdWithEachOtherOrARow() {
    let source = """
      ---
      navigationItem: { rightBarButtonItems: [{ systemItem: add, id: new }, { systemItem: edit, id: row }] }
      items: [{ text: Row, id: row }]
      ---

      """
    let diagnostics = decode(source).diagnostics
    #expect(
      diagnostics.first?.hasPrefix("\(source.at("row", after: "text: Row, id: ")): error: duplicate id 'row'") == true,
      "\(diagnostics)")
  }

  @Test(arguments: ["prompt", "leftBarButtonItems", "rightBarButtonItems", "backButtonTitle"])
  func aNavigationItemKeyOnThePageSaysWhereItGoes(key: String) {
    let source = "---\n\(key): x\nitems: [{ text: Row }]\n---\n"
    let result = decode(source)
    #expect(result.page != nil)
    #expect(
      result.diagnostics.first?.hasPrefix(
        "\(source.at(key)): warning: '\(key)' is not a key of a page; it goes in 'navigationItem', as in navigationItem: { \(key): ")
        == true, "\(result.diagnostics)")
  }
}
