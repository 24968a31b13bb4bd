/// A vocabulary of map keys that says what each key's value is: the
/// schema of a closed map of the format is made from it, so that a key
/// added to the decoder without a schema does not compile (every
/// conformance is an exhaustive `switch`).
protocol SchemaKey: Vocabulary {
  /// The schema of the key's value, with a description editors show.
  var valueSchema: JSONValue { get }
}

extension SchemaKey {
  /// The schema of a map whose keys are `keys` (every key by default), in
  /// their order, as ``JSONValue/map(_:properties:required:isOpen:rules:)``
  /// makes it.
  static func mapSchema(
    _ description: String,
    keys: [Self] = Array(allCases),
    required: [Self] = [],
    isOpen: Bool = false,
    rules: [JSONValue.Member] = []
  ) -> JSONValue {
    .map(
      description, properties: keys.map { ($0.rawValue, $0.valueSchema) }, required: required.map(\.rawValue),
      isOpen: isOpen, rules: rules)
  }
}

extension JSONValue {
  /// The schema of a map with `properties`, in their order: an object
  /// that takes no other key, unless `isOpen`. `rules` are further members
  /// (`allOf`, `if`...) after the keys.
  static func map(
    _ description: String,
    properties: [(name: String, schema: JSONValue)],
    required: [String] = [],
    isOpen: Bool = false,
    rules: [JSONValue.Member] = []
  ) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("type", "object"),
      .init("description", .string(description)),
      .init("properties", .object(properties.map { .init($0.name, $0.schema) })),
    ]
    if !required.isEmpty {
      members.append(.init("required", .array(required.map(JSONValue.string))))
    }
    members.append(.init("additionalProperties", .bool(isOpen)))
    return .object(members + rules)
  }

  /// A reference to the named schema `definition`.
  static func ref(_ definition: SchemaDefinition) -> JSONValue {
    ["$ref": .string("#/$defs/" + definition.rawValue)]
  }

  /// A list of `element`s.
  static func list(of element: JSONValue) -> JSONValue {
    ["type": "array", "items": element]
  }

  /// A value that matches one of `schemas` at least.
  static func anyOf(_ schemas: JSONValue...) -> JSONValue {
    ["anyOf": .array(schemas)]
  }

  /// A value that matches every one of `schemas`.
  static func allOf(_ schemas: JSONValue...) -> JSONValue {
    ["allOf": .array(schemas)]
  }

  /// An object that requires the `keys`.
  static func requires(_ keys: String...) -> JSONValue {
    ["required": .array(keys.map(JSONValue.string))]
  }

  /// This schema with a `description` member after its own.
  func described(_ text: String) -> JSONValue {
    guard case .object(let members) = self else { return ["allOf": [self], "description": .string(text)] }
    return .object(members + [.init("description", .string(text))])
  }
}

extension JSONValue {
  /// The words of `vocabulary`, in its order, as an `enum`.
  static func words<Word: Vocabulary>(_ vocabulary: Word.Type, _ description: String) -> JSONValue {
    words(Array(Word.allCases), description)
  }

  /// The words `words` as an `enum`.
  static func words<Word: Vocabulary>(_ words: [Word], _ description: String) -> JSONValue {
    ["enum": .array(words.map { .string($0.rawValue) }), "description": .string(description)]
  }
}
