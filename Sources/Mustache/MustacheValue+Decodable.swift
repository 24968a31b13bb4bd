extension MustacheValue: Decodable {
  /// Decodes any JSON-like value: `null`, booleans, integers (as `.int`),
  /// other numbers (as `.double`), strings, arrays and objects.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([MustacheValue].self) {
      self = .list(value)
    } else {
      self = .object(try container.decode([String: MustacheValue].self))
    }
  }
}
