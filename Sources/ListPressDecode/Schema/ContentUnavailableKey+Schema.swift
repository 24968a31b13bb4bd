extension ContentUnavailableKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .preset: .ref(.contentUnavailablePreset).described("The configuration it starts from; default empty.")
    case .image: .ref(.image).described("An image above the texts.")
    case .text: .ref(.text).described("The main text.")
    case .secondaryText: .ref(.text).described("A second text under it.")
    case .button: .ref(.contentUnavailableButton)
    }
  }
}

extension ContentUnavailableButtonKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .title: .ref(.text).described("The button's title.")
    case .id:
      .ref(.identifier).described("The name its event reports; unique in the file, among section and item ids too.")
    }
  }
}
