import ListPressDiagnostics

/// A node of a parsed YAML document, positioned in the original `.md` file.
///
/// The tree is deliberately small: scalars, sequences and mappings. Aliases
/// are already expanded (within a size budget) and tags are not kept, so the
/// decoder sees plain data with the place each piece came from.
public struct YAMLNode: Hashable, Sendable {
  /// What a node holds.
  public enum Content: Hashable, Sendable {
    /// A scalar: its text and how it was written.
    case scalar(YAMLScalar)
    /// A sequence (`- a` or `[a, b]`), in order.
    case sequence([YAMLNode])
    /// A mapping (`key: value` or `{ key: value }`), in the order written.
    /// Keys are unique: duplicates are reported while loading.
    case mapping([YAMLPair])
  }

  /// The node's content.
  public var content: Content
  /// Where the node starts in the original file (for a mapping or sequence,
  /// its first entry or its opening bracket).
  public var position: TextPosition

  /// Creates a node.
  public init(_ content: Content, at position: TextPosition) {
    self.content = content
    self.position = position
  }

  /// The scalar, when this node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The entries, when this node is a sequence.
  public var sequence: [YAMLNode]? {
    if case .sequence(let nodes) = content { return nodes }
    return nil
  }

  /// The pairs, when this node is a mapping.
  public var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// Whether this node is a scalar whose value is `value`, found without
  /// copying the scalar out as ``scalar`` does.
  func isScalar(withValue value: YAMLValue) -> Bool {
    if case .scalar(let scalar) = content { return scalar.value == value }
    return false
  }

  /// A short name of the node's kind for messages: "a string", "a number",
  /// "a list", "a map"...
  public var kindDescription: String {
    switch content {
    case .scalar(let scalar): scalar.value.kindDescription
    case .sequence: "a list"
    case .mapping: "a map"
    }
  }
}

/// One `key: value` entry of a mapping. The key is kept as a node so that
/// diagnostics about it can point at it.
public struct YAMLPair: Hashable, Sendable {
  /// The key node (a scalar for every key the contract knows).
  public var key: YAMLNode
  /// The value node.
  public var value: YAMLNode

  /// Creates a pair.
  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

/// A scalar as written, and its value under the YAML 1.2 core schema.
public struct YAMLScalar: Hashable, Sendable {
  /// How a scalar was written. Only plain scalars are resolved to
  /// booleans, numbers and null; quoted and block scalars are strings.
  public enum Style: Hashable, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  /// The scalar's text after YAML's own unescaping and folding.
  public var text: String
  /// How the scalar was written.
  public var style: Style
  /// The scalar's value under the core schema.
  public var value: YAMLValue

  /// Creates a scalar with an already resolved value.
  public init(text: String, style: Style, value: YAMLValue) {
    self.text = text
    self.style = style
    self.value = value
  }
}

/// The value of a scalar under the YAML 1.2 core schema: `true`/`false` are
/// booleans, `yes`/`no`/`on`/`off` stay strings.
public enum YAMLValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)

  /// A short name of the value's type for messages.
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .int, .double: "a number"
    case .string: "a string"
    }
  }
}
