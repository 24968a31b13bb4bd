/// A menu of actions, after `UIMenu`: the menu of a `popUpMenu` accessory
/// and an item's `contextMenu`.
public struct Menu: Hashable, Sendable {
  /// The title shown above the menu's elements; `nil` for none.
  public var title: String?
  /// The actions and inline groups of the menu, in order.
  public var children: [MenuElement]

  /// Creates a menu.
  public init(title: String? = nil, children: [MenuElement]) {
    self.title = title
    self.children = children
  }

  /// Every action of the menu, those of its groups included, in order.
  public var actions: [MenuAction] {
    children.flatMap { element -> [MenuAction] in
      switch element {
      case .action(let action): [action]
      case .group(let group): group.actions
      }
    }
  }
}

/// One element of a ``Menu``: an action, or a group of elements drawn in
/// line between dividers, after a `UIMenu` with the `displayInline` option.
public indirect enum MenuElement: Hashable, Sendable {
  case action(MenuAction)
  case group(Menu)
}

/// A choice in a menu, after `UIAction`.
public struct MenuAction: Hashable, Sendable {
  /// How an action is drawn and whether it can be chosen, after
  /// `UIMenuElement.Attributes`.
  public enum Attribute: String, CaseIterable, Hashable, Sendable {
    /// Drawn in red: the action destroys something.
    case destructive
    /// Drawn dimmed, and cannot be chosen.
    case disabled
    /// Not drawn at all.
    case hidden
    /// Choosing it leaves the menu open.
    case keepsMenuPresented
  }

  /// Whether an action shows a checkmark, after `UIMenuElement.State`.
  public enum State: String, CaseIterable, Hashable, Sendable {
    case off
    case on
    case mixed
  }

  /// The name the page's event gives the action; `nil` for none.
  public var id: String?
  /// What the action says.
  public var title: String
  /// A second, smaller line under the title.
  public var subtitle: String?
  /// The symbol drawn beside the title.
  public var image: ImageSource?
  /// How it is drawn and whether it can be chosen.
  public var attributes: Set<Attribute>
  /// Whether it shows a checkmark (`on`) or a dash (`mixed`).
  public var state: State

  /// Creates an action.
  public init(
    id: String? = nil, title: String, subtitle: String? = nil, image: ImageSource? = nil,
    attributes: Set<Attribute> = [], state: State = .off
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.attributes = attributes
    self.state = state
  }
}
