/// Names from UIKit that a definition written from UIKit memory uses, but
/// that the format does not take: each with the format's own name for the
/// same thing, or what to do instead. A key the format does not know gets
/// this answer before any did-you-mean.
enum UIKitName {
  /// What the format offers for a UIKit name.
  enum Answer: Equatable {
    /// The same setting under the format's name.
    case renamed(String)
    /// No setting; the text says what there is instead, if anything.
    case unsupported(instead: String?)
    /// The same setting, in the map that this key names, shown by the example.
    case inside(key: String, example: String)
  }

  /// The answer for `name` written as a key of `owner` (`page`, `section`,
  /// `item`, `swipe action`, `menu action`), or `nil` when it is no UIKit name.
  static func answer(for name: String, in owner: String) -> Answer? {
    switch owner {
    case "page": page[name]
    case "section": section[name]
    case "item": item[name]
    case "swipe action": swipeAction[name]
    case "menu action": menuAction[name]
    case "navigation item": navigationItem[name]
    case "bar button item": barButtonItem[name]
    default: nil
    }
  }

  /// The message for `name`, a key of `owner` that `answer` describes.
  static func message(for name: String, in owner: String, _ answer: Answer) -> String {
    switch answer {
    case .renamed(let key):
      "'\(name)' is UIKit's name; in \(article(owner)) \(owner) ListPress calls it '\(key)'"
    case .unsupported(let instead):
      "'\(name)' is a UIKit setting that ListPress does not support" + (instead.map { "; \($0)" } ?? "")
    case .inside(let key, let example):
      "'\(name)' is not a key of \(article(owner)) \(owner); it goes in '\(key)', as in \(key): { \(example) }"
    }
  }

  private static func article(_ owner: String) -> String {
    owner.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }

  private static let swipeEvent =
    "pressing an action fires the 'listpress:swipeaction' event in the browser, with the item's id and the action's side, index and title (docs/interaction.md)"
  private static let fullSwipe = "performsFirstActionWithFullSwipe: false, actions: [...]"
  private static let menuEvent =
    "choosing an action fires the 'listpress:menuaction' event in the browser, with the item's id and the action's id (docs/interaction.md)"

  private static let page: [String: Answer] = [
    "isEditing": .renamed("editing"),
    "leadingSwipeActionsConfigurationProvider": .unsupported(instead: "give each item its 'leadingSwipeActions'"),
    "trailingSwipeActionsConfigurationProvider": .unsupported(instead: "give each item its 'trailingSwipeActions'"),
    "performsFirstActionWithFullSwipe": .unsupported(
      instead: "write it in an item's 'trailingSwipeActions': { \(fullSwipe) }"),
    "contextMenuConfigurationForItemsAt": .unsupported(instead: "give each item its 'contextMenu'"),
    "itemSeparatorHandler": .unsupported(instead: "give an item its own 'separatorConfiguration'"),
    "backgroundColor": .unsupported(instead: "the appearance sets the list's background"),
    "backgroundConfiguration": .unsupported(instead: "the appearance sets the list's background"),
    "searchController": .inside(key: "navigationItem", example: "searchController: { searchBar: { placeholder: Search } }"),
    "largeTitleDisplayMode": .inside(key: "navigationItem", example: "largeTitleDisplayMode: never"),
    "prompt": .inside(key: "navigationItem", example: "prompt: Choose a contact"),
    "leftBarButtonItems": .inside(key: "navigationItem", example: "leftBarButtonItems: [{ systemItem: cancel }]"),
    "rightBarButtonItems": .inside(key: "navigationItem", example: "rightBarButtonItems: [{ systemItem: add }]"),
    "backButtonTitle": .inside(key: "navigationItem", example: "backButtonTitle: Settings"),
    "allowsSelection": .unsupported(instead: "rows are links when they have a 'link'"),
    "allowsMultipleSelection": .unsupported(instead: "mark rows with 'selected: true'"),
    "contentInsetsReference": .unsupported(instead: nil),
  ]

  private static let barButtonEvent =
    "pressing a bar button item fires the 'listpress:barbuttonitem' event in the browser, with the item's 'id' (docs/interaction.md)"

  private static let navigationItem: [String: Answer] = [
    "title": .unsupported(instead: "the page's 'title' is the navigation title"),
    "leftBarButtonItem": .renamed("leftBarButtonItems"),
    "rightBarButtonItem": .renamed("rightBarButtonItems"),
    "backBarButtonItem": .unsupported(instead: "give the back button's 'backButtonTitle'"),
    "titleView": .unsupported(instead: nil),
  ]

  private static let barButtonItem: [String: Answer] = [
    "barButtonSystemItem": .renamed("systemItem"),
    "isEnabled": .unsupported(instead: "write 'disabled: true' for 'isEnabled: false'"),
    "accessibilityLabel": .unsupported(instead: "a bar button item's 'title' is its accessible name when it shows an 'image'"),
    "action": .unsupported(instead: barButtonEvent),
    "target": .unsupported(instead: barButtonEvent),
    "primaryAction": .unsupported(instead: barButtonEvent),
    "identifier": .renamed("id"),
    "menu": .unsupported(instead: nil),
  ]

  private static let section: [String: Answer] = [
    "headerText": .renamed("header"),
    "footerText": .renamed("footer"),
    "title": .renamed("header"),
    "identifier": .renamed("id"),
  ]

  private static let item: [String: Answer] = [
    "subitems": .renamed("children"),
    "isExpanded": .renamed("expanded"),
    "isSelected": .renamed("selected"),
    "isDisabled": .renamed("disabled"),
    "isEnabled": .unsupported(instead: "write 'disabled: true' for 'isEnabled: false'"),
    "identifier": .renamed("id"),
    "cellStyle": .renamed("style"),
    "leadingSwipeActionsConfiguration": .renamed("leadingSwipeActions"),
    "trailingSwipeActionsConfiguration": .renamed("trailingSwipeActions"),
    "performsFirstActionWithFullSwipe": .inside(key: "trailingSwipeActions", example: fullSwipe),
    "contextMenuConfiguration": .renamed("contextMenu"),
    "menu": .renamed("contextMenu"),
    "accessoryType": .unsupported(instead: "list the item's 'accessories'"),
    "backgroundColor": .unsupported(instead: "the appearance sets the row's background"),
    "backgroundConfiguration": .unsupported(instead: "the appearance sets the row's background"),
    "contentConfiguration": .unsupported(
      instead: "write the content configuration's keys on the item: 'text', 'secondaryText', 'image', 'style'"),
  ]

  private static let menuAction: [String: Answer] = [
    "handler": .unsupported(instead: menuEvent),
    "identifier": .renamed("id"),
    "discoverabilityTitle": .unsupported(instead: "give it a 'subtitle'"),
  ]

  private static let swipeAction: [String: Answer] = [
    "handler": .unsupported(instead: swipeEvent),
    "identifier": .unsupported(instead: swipeEvent),
    "color": .renamed("backgroundColor"),
  ]
}
