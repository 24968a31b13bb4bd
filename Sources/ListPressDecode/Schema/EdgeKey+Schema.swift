extension EdgeKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .top: .ref(.length).described("Points above the content.")
    case .leading: .ref(.length).described("Points before the content, in the writing direction.")
    case .bottom: .ref(.length).described("Points below the content.")
    case .trailing: .ref(.length).described("Points after the content, in the writing direction.")
    }
  }
}
