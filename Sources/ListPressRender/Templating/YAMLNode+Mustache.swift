import Mustache
import ListPressLoad

extension YAMLNode {
  /// The node as template data: a scalar by its YAML value (`true` a
  /// boolean, `12` a number, `2024-05-01` a string, `~` null), a sequence
  /// as a list, a mapping as an object keyed by each key's text.
  var mustacheValue: MustacheValue {
    switch content {
    case .scalar(let scalar):
      switch scalar.value {
      case .null: .null
      case .bool(let value): .bool(value)
      case .int(let value): .int(value)
      case .double(let value): .double(value)
      case .string(let value): .string(value)
      }
    case .sequence(let nodes):
      .list(nodes.map(\.mustacheValue))
    case .mapping(let pairs):
      .object(pairs.mustacheObject)
    }
  }
}

extension [YAMLPair] {
  /// The pairs as an object's entries, keyed by each key's text; when a key
  /// is not a scalar, by nothing it could be looked up with, so it is left
  /// out.
  package var mustacheObject: [String: MustacheValue] {
    var object: [String: MustacheValue] = [:]
    for pair in self {
      if let key = pair.key.scalar?.text {
        object[key] = pair.value.mustacheValue
      }
    }
    return object
  }
}
