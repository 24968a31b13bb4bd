extension ImagePropertiesKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .maximumSize: .ref(.imageSize).described("The largest the image is drawn.")
    case .cornerRadius: .ref(.length).described("The corners' radius in points.")
    case .tintColor: .ref(.color).described("The color of symbol images.")
    case .reservedLayoutSize: .ref(.imageSize).described("The room kept for the image whatever its size.")
    }
  }
}
