import ListPressDiagnostics
import ListPressLoad

extension JSONValue {
  /// A loaded front matter (or any node of it) as JSON, the instance that
  /// ``FormatSchema`` describes.
  ///
  /// Scalars keep the value the decoder sees under the YAML 1.2 core schema
  /// (`ScalarSchema`): `true` and `false` are booleans while `yes`, `on`
  /// and dates stay strings, `0x1F` is the integer 31, `~` and an empty
  /// value are null. A key is its text as written (`1: x` has the key
  /// `"1"`). Infinity and NaN, which JSON cannot hold, become the string
  /// written (`.inf`): the decoder takes them as text but never as a
  /// number, and so does the schema.
  ///
  /// - throws: ``NonScalarKey`` for a key that is a list or a map, which a
  ///   JSON object cannot have.
  public init(frontMatter node: YAMLNode) throws(NonScalarKey) {
    switch node.content {
    case .scalar(let scalar):
      switch scalar.value {
      case .null: self = .null
      case .bool(let value): self = .bool(value)
      case .int(let value): self = .integer(value)
      case .double(let value): self = value.isFinite ? .number(value) : .string(scalar.text)
      case .string: self = .string(scalar.text)
      }
    case .sequence(let entries):
      var elements: [JSONValue] = []
      elements.reserveCapacity(entries.count)
      for entry in entries {
        elements.append(try JSONValue(frontMatter: entry))
      }
      self = .array(elements)
    case .mapping(let pairs):
      var members: [Member] = []
      members.reserveCapacity(pairs.count)
      for pair in pairs {
        guard let name = pair.key.scalar?.text else { throw NonScalarKey(position: pair.key.position) }
        members.append(Member(name, try JSONValue(frontMatter: pair.value)))
      }
      self = .object(members)
    }
  }

  /// A key of the front matter that is a list or a map, which has no JSON
  /// form.
  public struct NonScalarKey: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the key starts.
    public var position: TextPosition

    /// Creates the error for the key at `position`.
    public init(position: TextPosition) {
      self.position = position
    }

    public var description: String {
      "\(position): a key that is a list or a map has no JSON form"
    }
  }
}
