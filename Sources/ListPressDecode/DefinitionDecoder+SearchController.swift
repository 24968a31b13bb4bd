import ListPressLoad

/// Search, after `UISearchController` and its `UISearchBar`.
extension DefinitionDecoder {
  /// A navigation item's `searchController`: `{ searchBar: { placeholder, scopeButtonTitles } }`.
  mutating func searchController(_ node: YAMLNode, for key: String) -> SearchController? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var controller = SearchController()
    for pair in pairs {
      guard let _: SearchControllerKey = self.key(of: pair, in: "search controller"),
        let barPairs = mapping(pair.value, for: "searchBar")
      else { continue }
      for barPair in barPairs {
        guard let barKey: SearchBarKey = self.key(of: barPair, in: "search bar") else { continue }
        let name = barKey.rawValue
        switch barKey {
        case .placeholder: controller.placeholder = string(barPair.value, for: name) ?? controller.placeholder
        case .scopeButtonTitles:
          guard let entries = sequence(barPair.value, for: name) else { continue }
          let titles = entries.compactMap { string($0, for: name) }
          if titles.count == 1 {
            diagnostics.error(
              "'scopeButtonTitles' has one title; a scope bar chooses among two or more", at: barPair.value.position)
          } else if titles.count == entries.count {
            controller.scopeButtonTitles = titles
          }
        }
      }
    }
    return controller
  }
}

/// The keys of a `searchController`.
enum SearchControllerKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case searchBar
}

/// The keys of its `searchBar`.
enum SearchBarKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case placeholder, scopeButtonTitles
}
