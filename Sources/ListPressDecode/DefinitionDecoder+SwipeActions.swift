import ListPressLoad

/// Swipe actions, after `UIContextualAction`.
extension DefinitionDecoder {
  /// The actions of `leadingSwipeActions` or `trailingSwipeActions`, and
  /// whether a full swipe performs the first: a list of actions, or a map of
  /// `actions` and `performsFirstActionWithFullSwipe`, as
  /// `UISwipeActionsConfiguration` has them (a full swipe does, unless told
  /// otherwise).
  mutating func swipeActions(_ node: YAMLNode, for key: String) -> ([SwipeAction], Bool) {
    guard let pairs = node.mapping else {
      guard let entries = node.sequence else {
        reportMismatch(
          expected: "a list of swipe actions, or a map with 'actions' and 'performsFirstActionWithFullSwipe'", for: key,
          found: node)
        return ([], true)
      }
      return (entries.compactMap { swipeAction($0, in: key) }, true)
    }
    var actions: [SwipeAction] = []
    var fullSwipe = true
    var hasActions = false
    for pair in pairs {
      guard let configurationKey: SwipeActionsConfigurationKey = self.key(of: pair, in: "'\(key)'") else { continue }
      let name = configurationKey.rawValue
      switch configurationKey {
      case .actions:
        hasActions = true
        actions = sequence(pair.value, for: name)?.compactMap { swipeAction($0, in: name) } ?? []
      case .performsFirstActionWithFullSwipe: fullSwipe = bool(pair.value, for: name) ?? fullSwipe
      }
    }
    if !hasActions {
      diagnostics.error("'\(key)' is missing 'actions', the list of its swipe actions", at: node.position)
    }
    return (actions, fullSwipe)
  }

  private mutating func swipeAction(_ node: YAMLNode, in listKey: String) -> SwipeAction? {
    guard let pairs = node.mapping else {
      diagnostics.error(
        "expected a swipe action (a map with 'title' or 'image') in '\(listKey)', found \(node.kindDescription)",
        at: node.position
      )
      return nil
    }
    var action = SwipeAction()
    var hasTitleOrImage = false
    for pair in pairs {
      guard let key: SwipeActionKey = key(of: pair, in: "swipe action") else { continue }
      let name = key.rawValue
      let value = pair.value
      switch key {
      case .title:
        hasTitleOrImage = true
        action.title = string(value, for: name)
      case .image:
        hasTitleOrImage = true
        action.image = symbol(value, for: name, shownBy: "a swipe action")
      case .style: action.style = word(value, named: "swipe action style", for: name) ?? action.style
      case .backgroundColor: action.backgroundColor = color(value, for: name)
      }
    }
    if !hasTitleOrImage {
      diagnostics.error("swipe action needs a 'title' or an 'image'", at: node.position)
      return nil
    }
    return action
  }
}

/// The keys of `leadingSwipeActions` or `trailingSwipeActions` written as a
/// map, after `UISwipeActionsConfiguration`.
enum SwipeActionsConfigurationKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case actions, performsFirstActionWithFullSwipe
}

/// The keys of a swipe action.
enum SwipeActionKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case title, image, style, backgroundColor
}

// The words of a swipe action's `style`.
extension SwipeAction.Style: Vocabulary {
  static let lookup = WordTable<Self>()
}
