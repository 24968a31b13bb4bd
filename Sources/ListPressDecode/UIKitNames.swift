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
  }

  /// The answer for `name` written as a key of `owner` (`page`, `section`,
  /// `item`, `swipe action`), or `nil` when it is no UIKit name.
  static func answer(for name: String, in owner: String) -> Answer? {
    switch owner {
    case "page": page[name]
    case "section": section[name]
    case "item": item[name]
    case "swipe action": swipeAction[name]
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
    }
  }

  private static func article(_ owner: String) -> String {
    owner.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }

  private static let swipeEvent =
    "pressing an action fires the 'listpress:swipeaction' event in the browser, with the item's id and the action's side, index and title (docs/interaction.md)"
  private static let fullSwipe = "a full swipe does not perform an action; each action is pressed"

  private static let page: [String: Answer] = [
    "isEditing": .renamed("editing"),
    "leadingSwipeActionsConfigurationProvider": .unsupported(instead: "give each item its 'leadingSwipeActions'"),
    "trailingSwipeActionsConfigurationProvider": .unsupported(instead: "give each item its 'trailingSwipeActions'"),
    "performsFirstActionWithFullSwipe": .unsupported(instead: fullSwipe),
    "itemSeparatorHandler": .unsupported(instead: "give an item its own 'separatorConfiguration'"),
    "backgroundColor": .unsupported(instead: "the appearance sets the list's background"),
    "backgroundConfiguration": .unsupported(instead: "the appearance sets the list's background"),
    "indexTitles": .unsupported(instead: nil),
    "searchController": .unsupported(instead: nil),
    "largeTitleDisplayMode": .unsupported(instead: "the title is always drawn large"),
    "navigationItem": .unsupported(instead: "'title' is the page's title"),
    "allowsSelection": .unsupported(instead: "rows are links when they have a 'link'"),
    "allowsMultipleSelection": .unsupported(instead: "mark rows with 'selected: true'"),
    "contentInsetsReference": .unsupported(instead: nil),
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
    "performsFirstActionWithFullSwipe": .unsupported(instead: fullSwipe),
    "accessoryType": .unsupported(instead: "list the item's 'accessories'"),
    "backgroundColor": .unsupported(instead: "the appearance sets the row's background"),
    "backgroundConfiguration": .unsupported(instead: "the appearance sets the row's background"),
    "contentConfiguration": .unsupported(
      instead: "write the content configuration's keys on the item: 'text', 'secondaryText', 'image', 'style'"),
  ]

  private static let swipeAction: [String: Answer] = [
    "handler": .unsupported(instead: swipeEvent),
    "identifier": .unsupported(instead: swipeEvent),
    "color": .renamed("backgroundColor"),
  ]
}
