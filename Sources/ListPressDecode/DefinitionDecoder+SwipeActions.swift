import ListPressLoad

/// Swipe actions, after `UIContextualAction`.
extension DefinitionDecoder {
  /// The actions of `leadingSwipeActions` or `trailingSwipeActions`.
  mutating func swipeActions(_ node: YAMLNode, for key: String) -> [SwipeAction] {
    sequence(node, for: key)?.compactMap { swipeAction($0, in: key) } ?? []
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

/// The keys of a swipe action.
enum SwipeActionKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case title, image, style, backgroundColor
}

// The words of a swipe action's `style`.
extension SwipeAction.Style: Vocabulary {
  static let lookup = WordTable<Self>()
}
