import ListPressDiagnostics
import ListPressLoad

/// Menus, after `UIMenu` and `UIAction`: an item's `contextMenu` and the
/// `menu` of a `popUpMenu` accessory.
extension DefinitionDecoder {
  /// A menu written as a list of elements, or as a map with a `title` and
  /// the list as `children`; `nil` after reporting when it has no action
  /// that shows. `owner` names the menu in messages (`a context menu`).
  mutating func menu(_ node: YAMLNode, for key: String, owner: String) -> Menu? {
    let reportedBefore = diagnostics.all.count
    // The ids of the whole menu, groups included: its actions are drawn as one list.
    var seenIDs: [String: TextPosition] = [:]
    var menu: Menu
    if let pairs = node.mapping {
      menu = Menu(children: [])
      var childrenNode: YAMLNode?
      for pair in pairs {
        guard let menuKey: MenuKey = self.key(of: pair, in: owner) else { continue }
        switch menuKey {
        case .title: menu.title = string(pair.value, for: menuKey.rawValue)
        case .children: childrenNode = pair.value
        }
      }
      guard let childrenNode else {
        diagnostics.error("\(owner) is missing 'children', the list of its actions", at: node.position)
        return nil
      }
      menu.children = elements(childrenNode, for: MenuKey.children.rawValue, seenIDs: &seenIDs)
    } else if node.sequence != nil {
      menu = Menu(children: elements(node, for: key, seenIDs: &seenIDs))
    } else {
      reportMismatch(expected: "a list of menu actions, or a map with 'title' and 'children'", for: key, found: node)
      return nil
    }
    guard menu.actions.contains(where: { !$0.attributes.contains(.hidden) }) else {
      // An action refused above is reason enough; an empty menu is said so.
      if diagnostics.all.count == reportedBefore {
        diagnostics.error("\(owner) has no action to show; give it at least one with a 'title'", at: node.position)
      }
      return nil
    }
    return menu
  }

  /// The elements of a menu's list: actions, and groups with `children`;
  /// `seenIDs` are the action ids the menu already has, where they are.
  private mutating func elements(
    _ node: YAMLNode, for key: String, seenIDs: inout [String: TextPosition]
  ) -> [MenuElement] {
    sequence(node, for: key)?.compactMap { menuElement($0, seenIDs: &seenIDs) } ?? []
  }

  private mutating func menuElement(_ node: YAMLNode, seenIDs: inout [String: TextPosition]) -> MenuElement? {
    guard let pairs = node.mapping else {
      var notes: [Diagnostic] = []
      if let scalar = node.scalar, scalar.value != .null {
        notes.append(diagnostics.note("a menu action is a map; write '- title: \(scalar.text)'", at: node.position))
      }
      diagnostics.error(
        "expected a menu action (a map with 'title') or a group (a map with 'children'), found \(node.kindDescription)",
        at: node.position, notes: notes)
      return nil
    }
    if let children = pairs.first(where: { $0.key.scalar?.text == MenuActionKey.children.rawValue }) {
      return group(pairs, children: children.value, seenIDs: &seenIDs)
    }
    var action = MenuAction(title: "")
    var title: String?
    for pair in pairs {
      guard let key: MenuActionKey = self.key(of: pair, in: "menu action") else { continue }
      let name = key.rawValue
      let value = pair.value
      switch key {
      case .id:
        // Checked as an item's id is, but not claimed for the file: every row's menu may have a `delete`.
        guard let id = wellFormedIdentifier(value, for: name) else { continue }
        if let first = seenIDs[id] {
          diagnostics.error(
            "duplicate action id '\(id)'; the actions of one menu need different ids", at: value.position,
            notes: [diagnostics.note("'\(id)' is first used here", at: first)])
          continue
        }
        seenIDs[id] = value.position
        action.id = id
      case .title: title = string(value, for: name)
      case .subtitle: action.subtitle = string(value, for: name)
      case .image: action.image = symbol(value, for: name, shownBy: "a menu action")
      case .state: action.state = word(value, named: "menu state", for: name) ?? action.state
      case .attributes:
        for entry in sequence(value, for: name) ?? [] {
          if let attribute: MenuAction.Attribute = word(entry, named: "menu attribute", for: name) {
            action.attributes.insert(attribute)
          }
        }
      case .children: continue
      }
    }
    guard let title else {
      if !pairs.contains(where: { $0.key.scalar?.text == MenuActionKey.title.rawValue }) {
        diagnostics.error("menu action is missing 'title'", at: node.position)
      }
      return nil
    }
    action.title = title
    return .action(action)
  }

  /// A group: a `UIMenu` drawn in line, with an optional `title` and its
  /// own `children`; it takes no other key.
  private mutating func group(
    _ pairs: [YAMLPair], children: YAMLNode, seenIDs: inout [String: TextPosition]
  ) -> MenuElement? {
    var group = Menu(children: [])
    for pair in pairs {
      guard let key: MenuActionKey = self.key(of: pair, in: "menu group") else { continue }
      switch key {
      case .title: group.title = string(pair.value, for: key.rawValue)
      case .children: group.children = elements(children, for: key.rawValue, seenIDs: &seenIDs)
      case .id, .subtitle, .image, .state, .attributes:
        diagnostics.error(
          "'\(key.rawValue)' does not apply to a menu group (an element with 'children'); a group takes 'title' and 'children'",
          at: pair.key.position)
      }
    }
    return group.children.isEmpty ? nil : .group(group)
  }
}

/// The keys of a menu written as a map.
enum MenuKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case title, children
}

/// The keys of a menu action, and of a group (`title` and `children`).
enum MenuActionKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case id, title, subtitle, image, state, attributes, children
}

// The words of an action's `state`.
extension MenuAction.State: Vocabulary {
  static let lookup = WordTable<Self>()
}

// The words of an action's `attributes`.
extension MenuAction.Attribute: Vocabulary {
  static let lookup = WordTable<Self>()
}
