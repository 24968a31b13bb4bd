import ListPressLoad

/// Empty states, after `UIContentUnavailableConfiguration`.
extension DefinitionDecoder {
  /// A page's or a section's `contentUnavailableConfiguration`.
  mutating func contentUnavailableConfiguration(_ node: YAMLNode, for key: String) -> ContentUnavailableConfiguration? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var configuration = ContentUnavailableConfiguration()
    for pair in pairs {
      guard let key: ContentUnavailableKey = self.key(of: pair, in: "content unavailable configuration") else { continue }
      let name = key.rawValue
      let value = pair.value
      switch key {
      case .preset: configuration.preset = word(value, named: "preset", for: name) ?? configuration.preset
      case .image: configuration.image = image(value, for: name)
      case .text: configuration.text = string(value, for: name)
      case .secondaryText: configuration.secondaryText = string(value, for: name)
      case .button: configuration.button = contentUnavailableButton(value, for: name)
      }
    }
    return configuration
  }

  private mutating func contentUnavailableButton(_ node: YAMLNode, for key: String) -> ContentUnavailableConfiguration.Button? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var title: String?
    var id: String?
    for pair in pairs {
      guard let key: ContentUnavailableButtonKey = self.key(of: pair, in: "button") else { continue }
      switch key {
      case .title: title = string(pair.value, for: key.rawValue)
      case .id: id = identifier(pair.value, for: key.rawValue)
      }
    }
    guard let title else {
      diagnostics.error("a content unavailable configuration's button needs a 'title'", at: node.position)
      return nil
    }
    return ContentUnavailableConfiguration.Button(title: title, id: id)
  }
}

/// The keys of a `contentUnavailableConfiguration`.
enum ContentUnavailableKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case preset, image, text, secondaryText, button
}

/// The keys of its `button`.
enum ContentUnavailableButtonKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case title, id
}

// The words of its `preset`.
extension ContentUnavailableConfiguration.Preset: Vocabulary {
  static let lookup = WordTable<Self>()
}
