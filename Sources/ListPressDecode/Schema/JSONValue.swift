/// A JSON value whose objects keep their members in the order they were
/// made, so that the same value is always written as the same text.
///
/// ListPress writes JSON in two places: the schema of the format
/// (``FormatSchema``) and a definition's front matter as the schema's
/// instance (``init(frontMatterOf:)``).
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number, written without a fraction.
  case integer(Int)
  /// A number; JSON has no infinity or NaN, which are written as `null`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array's elements, in order.
  case array([JSONValue])
  /// An object's members, in order; names are expected to differ.
  case object([Member])

  /// One `"name": value` member of an object.
  public struct Member: Hashable, Sendable {
    /// The member's name.
    public var name: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ name: String, _ value: JSONValue) {
      self.name = name
      self.value = value
    }
  }

  /// The value of the member `name`, when this is an object that has one.
  public subscript(name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.name == name }?.value
  }

  /// The value as JSON text, indented by two spaces a level, with a line
  /// break at the end. An array of scalars only stays on one line.
  public var prettyPrinted: String {
    var text = ""
    write(to: &text, indent: "")
    return text + "\n"
  }

  private func write(to text: inout String, indent: String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .integer(let value): text += String(value)
    case .number(let value): text += value.isFinite ? "\(value)" : "null"
    case .string(let value): Self.writeString(value, to: &text)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      if elements.allSatisfy(\.isScalar) {
        text += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { text += ", " }
          element.write(to: &text, indent: indent)
        }
        text += "]"
        return
      }
      let inner = indent + "  "
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        element.write(to: &text, indent: inner)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      let inner = indent + "  "
      text += "{\n"
      for (index, member) in members.enumerated() {
        text += inner
        Self.writeString(member.name, to: &text)
        text += ": "
        member.value.write(to: &text, indent: inner)
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .null, .bool, .integer, .number, .string: true
    case .array, .object: false
    }
  }

  /// Writes `value` as a JSON string: quotes, backslashes and control
  /// characters escaped, everything else as it is.
  private static func writeString(_ value: String, to text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
