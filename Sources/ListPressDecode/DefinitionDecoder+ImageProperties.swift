import ListPressLoad

/// `imageProperties`, on the page or an item, after
/// `UIListContentConfiguration.ImageProperties`.
extension DefinitionDecoder {
  /// The image properties `node` defines, or `nil` when it is not a map.
  mutating func imageProperties(_ node: YAMLNode, for key: String) -> ImageProperties? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var properties = ImageProperties()
    for pair in pairs {
      guard let key: ImagePropertiesKey = self.key(of: pair, in: "imageProperties") else { continue }
      let name = key.rawValue
      switch key {
      case .maximumSize: properties.maximumSize = imageSize(pair.value, for: name)
      case .cornerRadius: properties.cornerRadius = length(pair.value, for: name)
      case .tintColor: properties.tintColor = color(pair.value, for: name)
      case .reservedLayoutSize: properties.reservedLayoutSize = imageSize(pair.value, for: name)
      }
    }
    return properties
  }

  /// A size: one number for a square, or `[width, height]`.
  private mutating func imageSize(_ node: YAMLNode, for key: String) -> ImageSize? {
    guard let entries = node.sequence else {
      if node.scalar == nil || node.scalar?.value == .null {
        reportMismatch(expected: "a number or [width, height]", for: key, found: node)
        return nil
      }
      return length(node, for: key).map { ImageSize(width: $0, height: $0) }
    }
    guard entries.count == 2 else {
      diagnostics.error(
        "expected a number or [width, height] for '\(key)', found a list of \(entries.count) entries",
        at: node.position
      )
      return nil
    }
    guard let width = length(entries[0], for: key), let height = length(entries[1], for: key) else { return nil }
    return ImageSize(width: width, height: height)
  }
}

/// The keys of `imageProperties`.
enum ImagePropertiesKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case maximumSize, cornerRadius, tintColor, reservedLayoutSize
}
