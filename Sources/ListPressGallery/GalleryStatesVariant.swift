import ListPressDecode

/// One way of showing a list in the design review's states panel: in an
/// appearance, light, not editing, with the passing states a review cannot
/// otherwise see drawn at once (``DeclaredCellState``): every row of a list
/// section that has swipe actions swiped open (its trailing ones when it has
/// both), the first other row highlighted and the next one focused.
public struct GalleryStatesVariant: Hashable, Sendable {
  /// The list's appearance.
  public var appearance: Appearance

  /// Creates a variant.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// The 5 variants, one per appearance.
  public static let all = Appearance.allCases.map(GalleryStatesVariant.init)

  /// The words that tell this variant apart: `insetGrouped, light, states`.
  public var label: String {
    "\(appearance.rawValue), light, states"
  }

  /// What the variant's page file name adds to the list's:
  /// `insetGrouped-states`. No other variant's suffix ends in `-states`.
  public var suffix: String {
    appearance.rawValue + "-states"
  }

  /// `page` shown this way: as ``GalleryVariant`` shows it in this
  /// appearance, light and not editing, with the rows' states declared. The
  /// states the page declares itself give way to these.
  public func apply(to page: ListPage) -> ListPage {
    var page = GalleryVariant(appearance: appearance, colorScheme: .light, editing: false).apply(to: page)
    var plain = 0
    for index in page.sections.indices where page.sections[index].layout == .list {
      page.sections[index].items = page.sections[index].items.map { Self.declare($0, plain: &plain) }
    }
    return page
  }

  /// `item` and its children with their states declared; `plain` counts
  /// the rows without swipe actions met so far in the page.
  private static func declare(_ item: ListItem, plain: inout Int) -> ListItem {
    var item = item
    item.declaredState = DeclaredCellState()
    if item.children.isEmpty, !item.trailingSwipeActions.isEmpty || !item.leadingSwipeActions.isEmpty {
      item.declaredState.swiped = item.trailingSwipeActions.isEmpty ? .leading : .trailing
    } else {
      item.declaredState.highlighted = plain == 0
      item.declaredState.focused = plain == 1
      plain += 1
    }
    item.children = item.children.map { declare($0, plain: &plain) }
    return item
  }
}
