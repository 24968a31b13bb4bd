extension MustacheValue: ExpressibleByNilLiteral {
  /// `nil` is `.null`.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  /// A boolean literal is `.bool`.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  /// An integer literal is `.int`.
  public init(integerLiteral value: Int) {
    self = .int(value)
  }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  /// A floating-point literal is `.double`.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// A string literal, interpolated or not, is `.string`.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  /// An array literal is `.list`.
  public init(arrayLiteral elements: MustacheValue...) {
    self = .list(elements)
  }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  /// A dictionary literal is `.object`; when a key repeats, the last value wins.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
