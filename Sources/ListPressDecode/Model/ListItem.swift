import ListPressDiagnostics

/// One row of a list, with its content configuration, accessories, swipe
/// actions and children.
public struct ListItem: Hashable, Sendable {
  /// The item's identifier, unique within its file: given, or a slug of `text`.
  public var id: String
  /// The primary text (plain text, never Markdown).
  public var text: String
  /// The secondary text, placed according to the cell style.
  public var secondaryText: String?
  /// The image in the cell's image slot.
  public var image: ImageSource?
  /// The cell style of this item, overriding the page's.
  public var style: CellStyle?
  /// The rarely set parts of the content configuration, out of line;
  /// `nil` when none is set.
  private var appearance: ItemAppearanceBox?
  /// How the primary text is drawn, over the section's and the page's.
  public var textProperties: TextProperties? {
    get { self[appearance: \.textProperties] }
    set { self[appearance: \.textProperties] = newValue }
  }
  /// How the secondary text is drawn, over the section's and the page's.
  public var secondaryTextProperties: TextProperties? {
    get { self[appearance: \.secondaryTextProperties] }
    set { self[appearance: \.secondaryTextProperties] = newValue }
  }
  /// How the item's image is drawn, over the page's, property by property.
  public var imageProperties: ImageProperties? {
    get { self[appearance: \.imageProperties] }
    set { self[appearance: \.imageProperties] = newValue }
  }
  /// The spacings of the row's content, over the page's.
  public var spacing: ContentSpacing {
    get { self[appearance: \.spacing] }
    set { self[appearance: \.spacing] = newValue }
  }
  /// Whether the secondary text goes beside the text when both fit
  /// (`prefersSideBySideTextAndSecondaryText`), over the page's; `nil`
  /// for the page's, or the cell style's own (`true` for `valueCell`).
  public var prefersSideBySideTextAndSecondaryText: Bool? {
    get { self[appearance: \.prefersSideBySideTextAndSecondaryText] }
    set { self[appearance: \.prefersSideBySideTextAndSecondaryText] = newValue }
  }
  /// How the row's separators are drawn, over its section's and the
  /// page's (what UIKit's `itemSeparatorHandler` returns for the item).
  public var separatorConfiguration: SeparatorConfiguration? {
    get { self[appearance: \.separatorConfiguration] }
    set { self[appearance: \.separatorConfiguration] = newValue }
  }
  /// Markdown shown under the row's texts.
  public var description: String?
  /// Where the row leads.
  public var link: String?
  /// The accessories, in the order given.
  public var accessories: [Accessory]
  /// Actions revealed by swiping towards the trailing edge.
  public var leadingSwipeActions: [SwipeAction]
  /// Actions revealed by swiping towards the leading edge.
  public var trailingSwipeActions: [SwipeAction]
  /// Whether swiping the row all the way towards the trailing edge performs
  /// the first leading action, as `UISwipeActionsConfiguration`'s
  /// `performsFirstActionWithFullSwipe` (`true` unless told otherwise).
  public var performsFirstLeadingActionWithFullSwipe: Bool
  /// Whether swiping the row all the way towards the leading edge performs
  /// the first trailing action (`true` unless told otherwise).
  public var performsFirstTrailingActionWithFullSwipe: Bool
  /// The menu that a long press, a secondary click or the keyboard opens
  /// on the row, after `UIContextMenuConfiguration`; `nil` for none.
  public var contextMenu: Menu?
  /// The states the row is drawn in for review, as UIKit draws them while
  /// they last (`UICellConfigurationState`): none unless declared.
  public var declaredState: DeclaredCellState
  /// Whether the cell is selected.
  public var selected: Bool
  /// Whether the cell is disabled.
  public var disabled: Bool
  /// The outline children; an item with children expands and collapses.
  public var children: [ListItem]
  /// Whether an item with children starts expanded.
  public var expanded: Bool
  /// Where the item starts in its file.
  public var position: TextPosition

  /// Creates an item; everything but the identifier and text is optional.
  public init(
    id: String,
    text: String,
    secondaryText: String? = nil,
    image: ImageSource? = nil,
    style: CellStyle? = nil,
    textProperties: TextProperties? = nil,
    secondaryTextProperties: TextProperties? = nil,
    imageProperties: ImageProperties? = nil,
    spacing: ContentSpacing = ContentSpacing(),
    prefersSideBySideTextAndSecondaryText: Bool? = nil,
    separatorConfiguration: SeparatorConfiguration? = nil,
    description: String? = nil,
    link: String? = nil,
    accessories: [Accessory] = [],
    leadingSwipeActions: [SwipeAction] = [],
    trailingSwipeActions: [SwipeAction] = [],
    performsFirstLeadingActionWithFullSwipe: Bool = true,
    performsFirstTrailingActionWithFullSwipe: Bool = true,
    contextMenu: Menu? = nil,
    declaredState: DeclaredCellState = DeclaredCellState(),
    selected: Bool = false,
    disabled: Bool = false,
    children: [ListItem] = [],
    expanded: Bool = false,
    position: TextPosition = TextPosition(line: 1, column: 1)
  ) {
    self.id = id
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.style = style
    let appearance = ItemAppearance(
      textProperties: textProperties, secondaryTextProperties: secondaryTextProperties,
      imageProperties: imageProperties, spacing: spacing,
      prefersSideBySideTextAndSecondaryText: prefersSideBySideTextAndSecondaryText,
      separatorConfiguration: separatorConfiguration)
    self.appearance = appearance.isEmpty ? nil : ItemAppearanceBox(appearance)
    self.description = description
    self.link = link
    self.accessories = accessories
    self.leadingSwipeActions = leadingSwipeActions
    self.trailingSwipeActions = trailingSwipeActions
    self.performsFirstLeadingActionWithFullSwipe = performsFirstLeadingActionWithFullSwipe
    self.performsFirstTrailingActionWithFullSwipe = performsFirstTrailingActionWithFullSwipe
    self.contextMenu = contextMenu
    self.declaredState = declaredState
    self.selected = selected
    self.disabled = disabled
    self.children = children
    self.expanded = expanded
    self.position = position
  }

  /// Whether the item sets any of its text, image or separator properties,
  /// spacings or `prefersSideBySideTextAndSecondaryText`: most do not, and
  /// a renderer that asks first reads none of them.
  package var hasOwnAppearance: Bool { appearance != nil }

  /// One part of the out-of-line configuration, or its default when the
  /// item sets none; setting it replaces the configuration (with none when
  /// nothing is left set).
  private subscript<Value>(appearance part: WritableKeyPath<ItemAppearance, Value>) -> Value {
    get { (appearance?.value ?? ItemAppearance.none)[keyPath: part] }
    set {
      var value = appearance?.value ?? ItemAppearance()
      value[keyPath: part] = newValue
      appearance = value.isEmpty ? nil : ItemAppearanceBox(value)
    }
  }
}
