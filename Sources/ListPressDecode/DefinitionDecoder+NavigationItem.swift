import ListPressDiagnostics
import ListPressLoad

/// The navigation bar, after `UINavigationItem` and `UIBarButtonItem`.
extension DefinitionDecoder {
  /// The page's `navigationItem`.
  mutating func navigationItem(_ node: YAMLNode, for key: String) -> NavigationItem {
    var navigationItem = NavigationItem()
    guard let pairs = mapping(node, for: key) else { return navigationItem }
    for pair in pairs {
      guard let key: NavigationItemKey = self.key(of: pair, in: "navigation item") else { continue }
      let name = key.rawValue
      let value = pair.value
      switch key {
      case .largeTitleDisplayMode:
        navigationItem.largeTitleDisplayMode =
          word(value, named: "large title display mode", for: name) ?? navigationItem.largeTitleDisplayMode
      case .prompt: navigationItem.prompt = string(value, for: name)
      case .searchController: navigationItem.searchController = searchController(value, for: name)
      case .leftBarButtonItems: navigationItem.leftBarButtonItems = barButtonItems(value, for: name)
      case .rightBarButtonItems: navigationItem.rightBarButtonItems = barButtonItems(value, for: name)
      case .leftItemsSupplementBackButton:
        navigationItem.leftItemsSupplementBackButton = bool(value, for: name) ?? navigationItem.leftItemsSupplementBackButton
      case .parent: navigationItem.parent = link(value, for: name)
      case .backButtonTitle: navigationItem.backButtonTitle = string(value, for: name)
      case .backButtonDisplayMode:
        navigationItem.backButtonDisplayMode =
          word(value, named: "back button display mode", for: name) ?? navigationItem.backButtonDisplayMode
      }
    }
    return navigationItem
  }

  private mutating func barButtonItems(_ node: YAMLNode, for key: String) -> [BarButtonItem] {
    sequence(node, for: key)?.compactMap { barButtonItem($0, in: key) } ?? []
  }

  private mutating func barButtonItem(_ node: YAMLNode, in listKey: String) -> BarButtonItem? {
    guard let pairs = node.mapping else {
      diagnostics.error(
        "expected a bar button item (a map with 'systemItem', 'title' or 'image') in '\(listKey)', found \(node.kindDescription)",
        at: node.position)
      return nil
    }
    var item = BarButtonItem()
    var positions: [BarButtonItemKey: TextPosition] = [:]
    for pair in pairs {
      guard let key: BarButtonItemKey = key(of: pair, in: "bar button item") else { continue }
      positions[key] = pair.key.position
      let name = key.rawValue
      let value = pair.value
      switch key {
      case .id: item.id = identifier(value, for: name)
      case .systemItem: item.systemItem = word(value, named: "system item", for: name)
      case .title: item.title = string(value, for: name)
      case .image: item.image = symbol(value, for: name, shownBy: "a bar button item")
      case .style: item.style = word(value, named: "bar button item style", for: name) ?? item.style
      case .tintColor: item.tintColor = color(value, for: name)
      case .disabled: item.disabled = bool(value, for: name) ?? item.disabled
      }
    }
    if let systemPosition = positions[.systemItem] {
      for key in [BarButtonItemKey.title, .image] where positions[key] != nil {
        diagnostics.error(
          "a bar button item has a 'systemItem' or a '\(key.rawValue)', not both: a system item brings its own",
          at: positions[key]!,
          notes: [diagnostics.note("'systemItem' is here", at: systemPosition)])
        return nil
      }
    } else if positions[.title] == nil {
      if let imagePosition = positions[.image] {
        diagnostics.error(
          "a bar button item with an 'image' needs a 'title' too: it is the button's accessible name, which screen readers say",
          at: imagePosition)
      } else {
        diagnostics.error("a bar button item needs a 'systemItem', a 'title' or an 'image'", at: node.position)
      }
      return nil
    }
    return item
  }
}

/// The keys of a page's `navigationItem`.
enum NavigationItemKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case largeTitleDisplayMode, prompt, searchController, leftBarButtonItems, rightBarButtonItems, leftItemsSupplementBackButton
  case parent, backButtonTitle, backButtonDisplayMode
}

/// The keys of a bar button item.
enum BarButtonItemKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case id, systemItem, title, image, style, tintColor, disabled
}

// The words of a navigation item's `largeTitleDisplayMode` and
// `backButtonDisplayMode`, and of a bar button item's `systemItem` and `style`.
extension NavigationItem.LargeTitleDisplayMode: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension NavigationItem.BackButtonDisplayMode: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension BarButtonItem.SystemItem: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension BarButtonItem.Style: Vocabulary {
  static let lookup = WordTable<Self>()
}
