// JSON written as Swift literals: `["type": "string", "minLength": 1]` is
// an object whose members keep the order they are written in.

// No `nil` literal: an optional JSON value's `nil` would read as either
// `Optional.none` or `.null`. Write `.null`.

extension JSONValue: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self = .integer(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral members: (String, JSONValue)...) {
    self = .object(members.map { Member($0.0, $0.1) })
  }
}
