import ListPressKit
import Testing

/// A key written from UIKit memory that the format does not take gets one
/// message that names the format's own key, or says that ListPress does
/// not support it and what there is instead, before any did-you-mean.
@Suite struct UIKitNameDiagnosticsTests {
  @Test(arguments: [
    ("subitems: []", "subitems", "'subitems' is UIKit's name; in an item ListPress calls it 'children'"),
    ("isExpanded: true", "isExpanded", "'isExpanded' is UIKit's name; in an item ListPress calls it 'expanded'"),
    ("isSelected: true", "isSelected", "'isSelected' is UIKit's name; in an item ListPress calls it 'selected'"),
    ("cellStyle: valueCell", "cellStyle", "'cellStyle' is UIKit's name; in an item ListPress calls it 'style'"),
    (
      "isEnabled: false", "isEnabled",
      "'isEnabled' is a UIKit setting that ListPress does not support; write 'disabled: true' for 'isEnabled: false'"
    ),
    (
      "performsFirstActionWithFullSwipe: false", "performsFirstActionWithFullSwipe",
      "'performsFirstActionWithFullSwipe' is not a key of an item; it goes in 'trailingSwipeActions', as in trailingSwipeActions: { performsFirstActionWithFullSwipe: false, actions: [...] }"
    ),
    (
      "contextMenuConfiguration: []", "contextMenuConfiguration",
      "'contextMenuConfiguration' is UIKit's name; in an item ListPress calls it 'contextMenu'"
    ),
  ])
  func itemKeysFromUIKit(written: String, key: String, message: String) {
    let source = "---\nitems:\n  - text: Row\n    \(written)\n---\n"
    #expect(decode(source).diagnostics == ["\(source.at(key)): error: \(message)"])
  }

  @Test(arguments: [
    ("handler", "'handler' is a UIKit setting that ListPress does not support; pressing an action fires the 'listpress:swipeaction' event in the browser, with the item's id and the action's side, index and title (docs/interaction.md)"),
    ("color", "'color' is UIKit's name; in a swipe action ListPress calls it 'backgroundColor'"),
  ])
  func swipeActionKeysFromUIKit(key: String, message: String) {
    let source = "---\nitems:\n  - text: Row\n    trailingSwipeActions:\n      - { title: Delete, \(key): x }\n---\n"
    #expect(decode(source).diagnostics == ["\(source.at(key)): error: \(message)"])
  }

  @Test(arguments: [
    ("handler", "'handler' is a UIKit setting that ListPress does not support; choosing an action fires the 'listpress:menuaction' event in the browser, with the item's id and the action's id (docs/interaction.md)"),
    ("identifier", "'identifier' is UIKit's name; in a menu action ListPress calls it 'id'"),
  ])
  func menuActionKeysFromUIKit(key: String, message: String) {
    let source = "---\nitems:\n  - text: Row\n    contextMenu:\n      - { title: Copy, \(key): x }\n---\n"
    #expect(decode(source).diagnostics == ["\(source.at(key)): error: \(message)"])
  }

  @Test func sectionKeysFromUIKit() {
    let source = "---\nsections:\n  - headerText: Fruit\n    items: []\n---\n"
    #expect(decode(source).diagnostics == [
      "\(source.at("headerText")): error: 'headerText' is UIKit's name; in a section ListPress calls it 'header'"
    ])
  }

  /// At the top level an unknown key is the page's own data: a UIKit
  /// setting there is a warning, and the page is still built.
  @Test(arguments: [
    ("largeTitleDisplayMode: never", "largeTitleDisplayMode", "'largeTitleDisplayMode' is not a key of a page; it goes in 'navigationItem', as in navigationItem: { largeTitleDisplayMode: never }"),
    ("allowsMultipleSelection: true", "allowsMultipleSelection", "'allowsMultipleSelection' is a UIKit setting that ListPress does not support; mark rows with 'selected: true'"),
    ("contentInsetsReference: none", "contentInsetsReference", "'contentInsetsReference' is a UIKit setting that ListPress does not support"),
    ("isEditing: true", "isEditing", "'isEditing' is UIKit's name; in a page ListPress calls it 'editing'"),
  ])
  func pageKeysFromUIKitAreWarnings(written: String, key: String, message: String) {
    let source = "---\n\(written)\nitems: []\n---\n"
    let result = decode(source)
    #expect(result.page != nil)
    let at = source.at(key)
    #expect(result.diagnostics == [
      "\(at): warning: \(message)\n\(at): note: keys the contract does not define are kept as page data"
    ])
  }

  @Test func aKeyThatIsNoUIKitNameStillGetsItsDidYouMean() {
    let source = "---\nitems:\n  - text: Row\n    selcted: true\n---\n"
    let diagnostics = decode(source).diagnostics
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("unknown key 'selcted' in item; did you mean 'selected'?") == true)
  }
}
