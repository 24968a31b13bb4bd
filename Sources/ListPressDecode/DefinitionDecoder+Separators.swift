import ListPressLoad

/// `separatorConfiguration`, on a page, a section or an item, after
/// `UIListSeparatorConfiguration`.
extension DefinitionDecoder {
  /// The separator configuration `node` defines, or `nil` when it is not a map.
  mutating func separatorConfiguration(_ node: YAMLNode, for key: String) -> SeparatorConfiguration? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var configuration = SeparatorConfiguration()
    for pair in pairs {
      guard let property: SeparatorConfigurationKey = self.key(of: pair, in: key) else { continue }
      let name = property.rawValue
      let value = pair.value
      switch property {
      case .color: configuration.color = color(value, for: name)
      case .topSeparatorVisibility: configuration.topSeparatorVisibility = word(value, named: "visibility", for: name)
      case .bottomSeparatorVisibility:
        configuration.bottomSeparatorVisibility = word(value, named: "visibility", for: name)
      case .topSeparatorInsets: configuration.topSeparatorInsets = separatorInsets(value, for: name)
      case .bottomSeparatorInsets: configuration.bottomSeparatorInsets = separatorInsets(value, for: name)
      }
    }
    return configuration
  }

  /// A separator's `leading` and `trailing` insets.
  private mutating func separatorInsets(_ node: YAMLNode, for key: String) -> SeparatorInsets? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var insets = SeparatorInsets()
    for pair in pairs {
      guard let edge: SeparatorInsetsKey = self.key(of: pair, in: key) else { continue }
      switch edge {
      case .leading: insets.leading = length(pair.value, for: edge.rawValue)
      case .trailing: insets.trailing = length(pair.value, for: edge.rawValue)
      }
    }
    return insets
  }
}

/// The keys of `separatorConfiguration`.
enum SeparatorConfigurationKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case color, topSeparatorVisibility, bottomSeparatorVisibility, topSeparatorInsets, bottomSeparatorInsets
}

/// The keys of a separator's insets: the two edges a separator has.
enum SeparatorInsetsKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case leading, trailing
}

extension SeparatorConfiguration.Visibility: Vocabulary {
  static let lookup = WordTable<Self>()
}
