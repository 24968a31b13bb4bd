extension SeparatorConfigurationKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .color: .ref(.color).described("The separators' color; default separator.")
    case .topSeparatorVisibility:
      .ref(.separatorVisibility).described("Whether a row's top separator shows; default automatic.")
    case .bottomSeparatorVisibility:
      .ref(.separatorVisibility).described("Whether a row's bottom separator shows; default automatic.")
    case .topSeparatorInsets: .ref(.separatorInsets).described("The top separator's insets.")
    case .bottomSeparatorInsets: .ref(.separatorInsets).described("The bottom separator's insets.")
    }
  }
}

extension SeparatorInsetsKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .leading: .ref(.length).described("Points from the row's leading edge; default where the text starts.")
    case .trailing: .ref(.length).described("Points from the row's trailing edge.")
    }
  }
}
