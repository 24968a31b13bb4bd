import ListPressDiagnostics
import ListPressLoad

extension JSONValue {
  /// A loaded definition's front matter as JSON: the instance that
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
  ///   JSON object cannot have, at its place in the file.
  public init(frontMatterOf document: LoadedDocument) throws(NonScalarKey) {
    self = try Self.converting(document.frontMatter, in: document.path)
  }

  private static func converting(_ node: YAMLNode, in file: String) throws(NonScalarKey) -> JSONValue {
    switch node.content {
    case .scalar(let scalar):
      switch scalar.value {
      case .null: return .null
      case .bool(let value): return .bool(value)
      case .int(let value): return .integer(value)
      case .double(let value): return value.isFinite ? .number(value) : .string(scalar.text)
      case .string: return .string(scalar.text)
      }
    case .sequence(let entries):
      var elements: [JSONValue] = []
      elements.reserveCapacity(entries.count)
      for entry in entries {
        elements.append(try converting(entry, in: file))
      }
      return .array(elements)
    case .mapping(let pairs):
      var members: [Member] = []
      members.reserveCapacity(pairs.count)
      for pair in pairs {
        guard let name = pair.key.scalar?.text else {
          throw NonScalarKey(location: SourceLocation(file: file, position: pair.key.position))
        }
        members.append(Member(name, try converting(pair.value, in: file)))
      }
      return .object(members)
    }
  }

  /// A key of the front matter that is a list or a map, which has no JSON
  /// form.
  public struct NonScalarKey: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the key starts.
    public var location: SourceLocation

    /// Creates the error for the key at `location`.
    public init(location: SourceLocation) {
      self.location = location
    }

    /// `FILE:LINE:COLUMN: ` and what is wrong.
    public var description: String {
      "\(location): a key that is a list or a map has no JSON form"
    }
  }
}
