import ListPressLoad

/// `textProperties` and `secondaryTextProperties`, on a page, a section or
/// an item, after `UIListContentConfiguration.TextProperties`.
extension DefinitionDecoder {
  /// The text properties `node` defines, or `nil` when it is not a map.
  mutating func textProperties(_ node: YAMLNode, for key: String) -> TextProperties? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var properties = TextProperties()
    for pair in pairs {
      guard let property: TextPropertiesKey = self.key(of: pair, in: key) else { continue }
      let name = property.rawValue
      let value = pair.value
      switch property {
      case .font: properties.font = word(value, named: "text style", for: name)
      case .color: properties.color = color(value, for: name)
      case .alignment: properties.alignment = word(value, named: "alignment", for: name)
      case .numberOfLines: properties.numberOfLines = lineCount(value, for: name)
      case .transform: properties.transform = word(value, named: "transform", for: name)
      }
    }
    return properties
  }

  /// A number of lines: 0 for as many as needed, or 1 or more.
  private mutating func lineCount(_ node: YAMLNode, for key: String) -> Int? {
    if case .int(0)? = node.scalar?.value { return 0 }
    return count(node, for: key)
  }
}

/// The keys of `textProperties` and `secondaryTextProperties`.
enum TextPropertiesKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case font, color, alignment, numberOfLines, transform
}

// The words of `font`, `alignment` and `transform`.
extension TextStyle: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension TextAlignment: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension TextTransform: Vocabulary {
  static let lookup = WordTable<Self>()
}
