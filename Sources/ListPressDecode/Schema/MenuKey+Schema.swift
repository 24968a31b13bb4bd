extension MenuKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .title: .ref(.text).described("A title above the menu's actions.")
    case .children:
      JSONValue.allOf(.list(of: .ref(.menuElement)), .ref(.menuElementsWithVisibleAction)).described(
        "The menu's actions and groups.")
    }
  }
}

// An element of a menu with `children` is a group, which takes `title` and
// `children` only; any other is an action, which takes every key but
// `children`.
extension MenuActionKey: SchemaKey {
  static var actionSchema: JSONValue {
    mapSchema("A menu action (UIAction).", keys: allCases.filter { $0 != .children }, required: [.title])
  }

  static var groupSchema: JSONValue {
    mapSchema(
      "A group of menu elements drawn in line (a UIMenu with displayInline).", keys: [.title, .children],
      required: [.children])
  }

  var valueSchema: JSONValue {
    switch self {
    case .id:
      .ref(.identifier).described("The name the action's event reports; different from the other ids of its list.")
    case .title: .ref(.text).described("What the action says, or the group's title.")
    case .subtitle: .ref(.text).described("A second, smaller line.")
    case .image: .ref(.symbolImage).described("A symbol beside the title.")
    case .state: .ref(.menuActionState).described("off (default), on (a checkmark) or mixed.")
    case .attributes: .list(of: .ref(.menuActionAttribute)).described("How the action behaves and is drawn.")
    case .children: .list(of: .ref(.menuElement)).described("The group's actions and groups.")
    }
  }
}

extension SchemaDefinition {
  static let menuSchema: JSONValue = [
    "anyOf": [
      ["allOf": [.list(of: .ref(.menuElement)), .ref(.menuElementsWithVisibleAction)]],
      .ref(.menuMap),
    ],
    "description": "A menu (UIMenu): a list of actions and groups, or a map with a title and the list as children.",
  ]

  static let menuElementSchema: JSONValue = [
    "if": ["type": "object", "required": [.string(MenuActionKey.children.rawValue)]],
    "then": .ref(.menuGroup),
    "else": .ref(.menuAction),
    "description": "A menu action, or a group: an element with children.",
  ]

  /// Elements among which, groups included, one action at least is not
  /// hidden: a menu of hidden actions only shows nothing.
  static let visibleActionSchema: JSONValue = {
    let children = MenuActionKey.children.rawValue
    let shownAction: JSONValue = [
      "type": "object",
      "required": [.string(MenuActionKey.title.rawValue)],
      "not": .requires(children),
      "properties": [
        MenuActionKey.attributes.rawValue: [
          "not": ["type": "array", "contains": ["const": .string(MenuAction.Attribute.hidden.rawValue)]]
        ]
      ],
    ]
    let groupShowingOne: JSONValue = [
      "type": "object", "required": [.string(children)], "properties": [children: .ref(.menuElementsWithVisibleAction)],
    ]
    return [
      "type": "array",
      "contains": ["anyOf": [shownAction, groupShowingOne]],
      "description": "At least one action, here or in a group, that is not hidden.",
    ]
  }()
}
