extension SwipeActionsConfigurationKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .actions: .list(of: .ref(.swipeAction)).described("The actions, the first nearest the edge.")
    case .performsFirstActionWithFullSwipe:
      .ref(.boolean).described("Whether a full swipe performs the first action; default true.")
    }
  }
}

extension SwipeActionKey: SchemaKey {
  /// A swipe action, which shows a title, an image or both.
  static var swipeActionSchema: JSONValue {
    mapSchema(
      "A swipe action (UIContextualAction): a title, an image or both.",
      rules: [.init("anyOf", [.requires(Self.title.rawValue), .requires(Self.image.rawValue)])])
  }

  var valueSchema: JSONValue {
    switch self {
    case .title: .ref(.text).described("The action's title.")
    case .image: .ref(.symbolImage).described("A symbol shown above the title, or alone.")
    case .style: .ref(.swipeActionStyle).described("normal (default) or destructive.")
    case .backgroundColor: .ref(.color).described("The action's background, over its style's.")
    }
  }
}

extension SchemaDefinition {
  static let swipeActionsSchema: JSONValue = [
    "anyOf": [.list(of: .ref(.swipeAction)), .ref(.swipeActionsConfiguration)],
    "description": "A list of swipe actions, or a map of actions and performsFirstActionWithFullSwipe.",
  ]
}
