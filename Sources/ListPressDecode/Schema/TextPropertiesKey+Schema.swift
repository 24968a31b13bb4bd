extension TextPropertiesKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .font: .ref(.textStyle).described("The text style; default the cell style's.")
    case .color: .ref(.color).described("The text's color; default label (secondaryLabel for a secondary text).")
    case .alignment: .ref(.textAlignment).described("natural (default), center or justified.")
    case .numberOfLines:
      .ref(.lineCount).described("The most lines shown, the last ending with an ellipsis; 0 (default) for all.")
    case .transform: .ref(.textTransform).described("none (default), uppercase, lowercase or capitalized.")
    }
  }
}
