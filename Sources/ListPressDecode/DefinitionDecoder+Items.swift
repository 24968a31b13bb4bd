import ListPressDiagnostics
import ListPressLoad

/// Items: their keys, their required text, and their outline children.
extension DefinitionDecoder {
  /// The item `node` defines, or `nil` when it is not a map or has no text.
  /// An item without an `id` keeps `ItemIdentifiers.pending` until the whole
  /// file is read.
  mutating func item(_ node: YAMLNode) -> ListItem? {
    guard let pairs = node.mapping else {
      var notes: [Diagnostic] = []
      if let scalar = node.scalar, scalar.value != .null {
        notes.append(diagnostics.note("an item is a map; write '- text: \(scalar.text)'", at: node.position))
      }
      diagnostics.error(
        "expected an item (a map with 'text') in a list of items, found \(node.kindDescription)",
        at: node.position,
        notes: notes
      )
      return nil
    }
    var item = ListItem(id: ItemIdentifiers.pending, text: "", position: node.position)
    var text: String?
    var hasTextKey = false
    var expandedKeyPosition: TextPosition?
    var swipedKeyPosition: TextPosition?
    var childrenValue: YAMLNode?
    var accessoryEntries: [YAMLNode] = []
    for pair in pairs {
      guard let key: ItemKey = key(of: pair, in: "item") else { continue }
      let name = key.rawValue
      let value = pair.value
      if key.isListOnly {
        listOnlyKeys.append((node.position, key, pair.key.position))
      }
      switch key {
      case .id: item.id = identifier(value, for: name) ?? item.id
      case .text:
        hasTextKey = true
        text = string(value, for: name)
      case .secondaryText: item.secondaryText = string(value, for: name)
      case .image: item.image = image(value, for: name)
      case .style: item.style = word(value, named: "cell style", for: name)
      case .textProperties: item.textProperties = textProperties(value, for: name)
      case .secondaryTextProperties: item.secondaryTextProperties = textProperties(value, for: name)
      case .imageProperties: item.imageProperties = imageProperties(value, for: name)
      case .imageToTextPadding, .textToSecondaryTextVerticalPadding, .textToSecondaryTextHorizontalPadding,
        .directionalLayoutMargins:
        spacing(name, value, into: &item.spacing)
      case .prefersSideBySideTextAndSecondaryText: item.prefersSideBySideTextAndSecondaryText = bool(value, for: name)
      case .separatorConfiguration: item.separatorConfiguration = separatorConfiguration(value, for: name)
      case .description: item.description = markdown(value, for: name)
      case .link: item.link = link(value, for: name)
      case .accessories: accessoryEntries = sequence(value, for: name) ?? []
      case .leadingSwipeActions:
        (item.leadingSwipeActions, item.performsFirstLeadingActionWithFullSwipe) = swipeActions(value, for: name)
      case .trailingSwipeActions:
        (item.trailingSwipeActions, item.performsFirstTrailingActionWithFullSwipe) = swipeActions(value, for: name)
      case .contextMenu: item.contextMenu = menu(value, for: name, owner: "a context menu")
      case .highlighted: item.declaredState.highlighted = bool(value, for: name) ?? false
      case .focused: item.declaredState.focused = bool(value, for: name) ?? false
      case .swiped:
        item.declaredState.swiped = word(value, named: "swiped side", for: name)
        swipedKeyPosition = pair.key.position
      case .dragState: item.declaredState.dragState = word(value, named: "drag state", for: name)
      case .selected: item.selected = bool(value, for: name) ?? item.selected
      case .disabled: item.disabled = bool(value, for: name) ?? item.disabled
      case .children:
        childrenValue = value
        item.children = sequence(value, for: name)?.compactMap { self.item($0) } ?? []
      case .expanded:
        item.expanded = bool(value, for: name) ?? item.expanded
        expandedKeyPosition = pair.key.position
      }
    }
    // An item with children gets its outline disclosure where it is drawn
    // (AccessoryRenderer), so the decoded item keeps what the file said.
    item.accessories = accessories(from: accessoryEntries)
    if let expandedKeyPosition, childrenValue == nil || childrenValue?.sequence?.isEmpty == true {
      diagnostics.warning("'expanded' has no effect on an item without 'children'", at: expandedKeyPosition)
    }
    if let swipedKeyPosition, let side = item.declaredState.swiped {
      let actions = side == .leading ? item.leadingSwipeActions : item.trailingSwipeActions
      if actions.isEmpty {
        diagnostics.warning(
          "'swiped: \(side.rawValue)' shows nothing: the item has no '\(side.rawValue)SwipeActions'", at: swipedKeyPosition)
      } else if !item.children.isEmpty {
        diagnostics.warning(
          "'swiped' shows nothing on an item with 'children': its actions are in its menu only", at: swipedKeyPosition)
      }
    }
    guard let text else {
      if !hasTextKey {
        diagnostics.error("item is missing 'text'", at: node.position)
      }
      return nil
    }
    item.text = text
    return item
  }
}

/// The keys of an item (docs/format.md, "Items").
enum ItemKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  /// Whether the key is a feature of list sections only, which a grid or
  /// horizontal section ignores.
  var isListOnly: Bool {
    [.children, .accessories, .leadingSwipeActions, .trailingSwipeActions, .contextMenu, .swiped].contains(self)
  }

  case id, text, secondaryText, image, style, textProperties, secondaryTextProperties, imageProperties
  case imageToTextPadding, textToSecondaryTextVerticalPadding, textToSecondaryTextHorizontalPadding, directionalLayoutMargins
  case prefersSideBySideTextAndSecondaryText, separatorConfiguration, description, link, accessories
  case leadingSwipeActions, trailingSwipeActions, contextMenu, selected, disabled, children, expanded
  case highlighted, focused, swiped, dragState
}

// The words of an item's declared `swiped` side and `dragState`.
extension DeclaredCellState.Swiped: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension DeclaredCellState.DragState: Vocabulary {
  static let lookup = WordTable<Self>()
}
