/// What the navigation bar above a list shows, after `UINavigationItem`:
/// how the title is drawn, a prompt, bar button items at either end, and
/// the back button.
public struct NavigationItem: Hashable, Sendable {
  /// How the title is drawn, after `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: String, CaseIterable, Hashable, Sendable {
    /// As the navigation bar prefers: for a page, a large title.
    case automatic
    /// A large title under the bar, which scrolls under it.
    case always
    /// No large title: the title is drawn small, centred in the bar.
    case never
  }

  /// What the back button shows, after `UINavigationItem.BackButtonDisplayMode`.
  public enum BackButtonDisplayMode: String, CaseIterable, Hashable, Sendable {
    /// The chevron and the title of the page it leads to.
    case `default`
    /// The chevron and "Back".
    case generic
    /// The chevron alone; the title stays its accessible name.
    case minimal
  }

  /// How the title is drawn.
  public var largeTitleDisplayMode: LargeTitleDisplayMode
  /// A line of text at the top of the bar, above the title.
  public var prompt: String?
  /// The search field under the title, which filters the rows in the
  /// browser; `nil` for none.
  public var searchController: SearchController?
  /// The items at the bar's leading end, in order from the leading edge.
  public var leftBarButtonItems: [BarButtonItem]
  /// The items at the bar's trailing end, in order from the trailing edge,
  /// as UIKit orders them: the first is the outermost.
  public var rightBarButtonItems: [BarButtonItem]
  /// Whether the leading items go after the back button; by default they
  /// take its place, as in UIKit.
  public var leftItemsSupplementBackButton: Bool
  /// Where the back button leads: a link, as an item's `link`; `nil` for
  /// the site's index.
  public var parent: String?
  /// The back button's title; `nil` for the title of the page it leads to
  /// (the index's, unless `parent` is given, then "Back").
  public var backButtonTitle: String?
  /// What the back button shows.
  public var backButtonDisplayMode: BackButtonDisplayMode

  /// Creates a navigation item; without arguments, the one every page has
  /// by default: a large title, a back button to the index, no items.
  public init(
    largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
    prompt: String? = nil,
    searchController: SearchController? = nil,
    leftBarButtonItems: [BarButtonItem] = [],
    rightBarButtonItems: [BarButtonItem] = [],
    leftItemsSupplementBackButton: Bool = false,
    parent: String? = nil,
    backButtonTitle: String? = nil,
    backButtonDisplayMode: BackButtonDisplayMode = .default
  ) {
    self.largeTitleDisplayMode = largeTitleDisplayMode
    self.prompt = prompt
    self.searchController = searchController
    self.leftBarButtonItems = leftBarButtonItems
    self.rightBarButtonItems = rightBarButtonItems
    self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
    self.parent = parent
    self.backButtonTitle = backButtonTitle
    self.backButtonDisplayMode = backButtonDisplayMode
  }

  /// Whether the title is drawn large, under the bar.
  public var showsLargeTitle: Bool {
    largeTitleDisplayMode != .never
  }
}

/// A button in the navigation bar, after `UIBarButtonItem`: a system item
/// drawn by ListPress, or a title, or a symbol.
public struct BarButtonItem: Hashable, Sendable {
  /// The buttons UIKit draws itself, after `UIBarButtonItem.SystemItem`.
  public enum SystemItem: String, CaseIterable, Hashable, Sendable {
    case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search, refresh, stop
    case camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }

  /// How an item is drawn, after `UIBarButtonItem.Style`.
  public enum Style: String, CaseIterable, Hashable, Sendable {
    /// In the tint colour, on the bar (in the iOS 26 design, in the bar's
    /// shared glass capsule).
    case plain
    /// Emphasised: semibold in the classic design, a capsule filled with
    /// the tint colour in the iOS 26 design.
    case prominent
    /// UIKit's older name for emphasis (deprecated in iOS 26): drawn as
    /// `prominent`.
    case done
  }

  /// The identifier that the `listpress:barbuttonitem` event carries.
  public var id: String?
  /// The system item, when the button is one.
  public var systemItem: SystemItem?
  /// The button's title: shown when it has no image, its accessible name
  /// when it has one.
  public var title: String?
  /// The button's symbol.
  public var image: ImageSource?
  /// How it is drawn.
  public var style: Style
  /// Its colour; `nil` for the page's tint.
  public var tintColor: ListColor?
  /// Whether it is drawn dimmed and cannot be pressed (`isEnabled: false`).
  public var disabled: Bool

  /// Creates a bar button item.
  public init(
    id: String? = nil, systemItem: SystemItem? = nil, title: String? = nil, image: ImageSource? = nil,
    style: Style = .plain, tintColor: ListColor? = nil, disabled: Bool = false
  ) {
    self.id = id
    self.systemItem = systemItem
    self.title = title
    self.image = image
    self.style = style
    self.tintColor = tintColor
    self.disabled = disabled
  }

  /// Whether it is drawn emphasised.
  public var isProminent: Bool {
    style != .plain
  }
}
