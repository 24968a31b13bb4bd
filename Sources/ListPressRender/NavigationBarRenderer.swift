import ListPressDecode

/// Draws the bar button items of a page's navigation bar
/// (`navigationItem`), after `UIBarButtonItem`.
///
/// Each side's items are written in reading order, in runs: consecutive
/// plain items share one `div.lp-bar-group` (in the iOS 26 design, one
/// glass capsule, as UIKit groups them), and a prominent item has a group
/// of its own. Each item is a `button.lp-bar-button` that carries what the
/// `listpress:barbuttonitem` event reports: `data-item-id` (its `id`),
/// `data-system-item` and `data-title`. A system item is drawn by ListPress:
/// a title, or a symbol whose title stays its accessible name. An `edit`
/// system item is the page's Edit/Done button (`data-listpress-edit`).
struct NavigationBarRenderer {
  /// The page whose bar it is.
  let page: ListPage
  /// Whether the page is drawn in the classic design.
  let designRequiresCompatibility: Bool

  /// The items at the bar's leading end, as HTML; `""` for none.
  var leadingItems: String {
    html(of: page.navigationItem.leftBarButtonItems)
  }

  /// The items at the bar's trailing end, as HTML, in reading order (UIKit
  /// lists them from the trailing edge inwards); `""` for none.
  var trailingItems: String {
    html(of: page.navigationItem.rightBarButtonItems.reversed())
  }

  /// Whether the page's Edit/Done button is one of its declared items, so
  /// the bar needs no other.
  var declaresEditButton: Bool {
    let items = page.navigationItem.leftBarButtonItems + page.navigationItem.rightBarButtonItems
    return items.contains { $0.systemItem == .edit }
  }

  private func html(of items: [BarButtonItem]) -> String {
    guard !items.isEmpty else { return "" }
    var html = HTMLWriter()
    var run: [BarButtonItem] = []
    func writeRun(prominent: Bool) {
      guard !run.isEmpty else { return }
      html.element("div", { $0.class("lp-bar-group"); $0.class("is-prominent", when: prominent) }) { html in
        for item in run { write(item, into: &html) }
      }
      run = []
    }
    for item in items {
      if isProminent(item) {
        writeRun(prominent: false)
        run = [item]
        writeRun(prominent: true)
      } else {
        run.append(item)
      }
    }
    writeRun(prominent: false)
    return html.string
  }

  /// Whether `item` is drawn emphasised: its style, or in the iOS 26
  /// design the `done` system item, which is a tinted checkmark there.
  private func isProminent(_ item: BarButtonItem) -> Bool {
    item.isProminent || (!designRequiresCompatibility && item.systemItem == .done)
  }

  private func write(_ item: BarButtonItem, into html: inout HTMLWriter) {
    let title = item.systemItem.map { $0.title(editing: page.editing) } ?? item.title ?? ""
    let symbol = item.systemItem.flatMap { $0.symbol(designRequiresCompatibility: designRequiresCompatibility) }
    let image = symbol.map { ImageSource.symbol($0) } ?? item.image
    html.element("button") { tag in
      tag.attribute("type", literal: "button")
      tag.class("lp-bar-button")
      tag.class("has-image", when: image != nil)
      tag.class("is-prominent", when: isProminent(item))
      tag.customProperty("--item-tint", item.tintColor.map(CSSValue.color))
      tag.attribute("data-item-id", item.id)
      tag.attribute("data-system-item", item.systemItem?.rawValue)
      tag.attribute("data-title", title)
      tag.flag("data-listpress-edit", when: item.systemItem == .edit)
      tag.flag("disabled", when: item.disabled)
    } content: { html in
      if let image {
        ImageRenderer.write(
          image, className: "lp-bar-button-image", alternativeText: "", size: nil, images: .byPath, into: &html)
        html.element("span", { $0.class("lp-visually-hidden") }) { html in html.text(title) }
      } else {
        html.text(title)
      }
    }
  }
}

extension BarButtonItem.SystemItem {
  /// The item's title, as UIKit gives it in English: shown for an item
  /// without a symbol, the accessible name of one with a symbol. An `edit`
  /// item says "Done" while the list is being edited.
  func title(editing: Bool) -> String {
    switch self {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: editing ? "Done" : "Edit"
    case .save: "Save"
    case .add: "Add"
    case .compose: "Compose"
    case .reply: "Reply"
    case .action: "Share"
    case .organize: "Organize"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .refresh: "Refresh"
    case .stop: "Stop"
    case .camera: "Camera"
    case .trash: "Delete"
    case .play: "Play"
    case .pause: "Pause"
    case .rewind: "Rewind"
    case .fastForward: "Fast Forward"
    case .undo: "Undo"
    case .redo: "Redo"
    case .close: "Close"
    }
  }

  /// The symbol the item is drawn with, or `nil` for an item drawn as its
  /// title. In the iOS 26 design, Done is a checkmark and Cancel a cross,
  /// as UIKit draws them there (docs/appearance.md).
  func symbol(designRequiresCompatibility: Bool) -> String? {
    switch self {
    case .done: designRequiresCompatibility ? nil : "checkmark"
    case .cancel: designRequiresCompatibility ? nil : "xmark"
    case .edit, .save, .undo, .redo: nil
    case .add: "plus"
    case .compose: "square.and.pencil"
    case .reply: "arrowshape.turn.up.left"
    case .action: "square.and.arrow.up"
    case .organize: "folder"
    case .bookmarks: "book"
    case .search: "magnifyingglass"
    case .refresh: "arrow.clockwise"
    case .stop: "xmark"
    case .camera: "camera"
    case .trash: "trash"
    case .play: "play.fill"
    case .pause: "pause.fill"
    case .rewind: "backward.fill"
    case .fastForward: "forward.fill"
    case .close: designRequiresCompatibility ? "xmark.circle.fill" : "xmark"
    }
  }
}
