import ListPressKit
import Testing

/// `JSONValue(frontMatterOf:)`: the front matter as the schema's instance,
/// with the values the decoder sees under YAML 1.2's core schema.
struct FrontMatterJSONTests {
  /// The JSON of `value` written as the value of a key `k`.
  private func json(ofValue value: String) throws -> JSONValue? {
    try SchemaFixtures.instance(of: "---\nk: \(value)\n---\n", path: "list.md")?["k"]
  }

  @Test(
    "Scalars keep their YAML 1.2 value",
    arguments: [
      ("true", JSONValue.bool(true)), ("False", .bool(false)),
      ("yes", .string("yes")), ("on", .string("on")), ("off", .string("off")), ("n", .string("n")),
      ("~", .null), ("null", .null), ("", .null),
      ("42", .integer(42)), ("-7", .integer(-7)), ("0x1F", .integer(31)), ("0o17", .integer(15)), ("010", .integer(10)),
      ("1.5", .number(1.5)), ("1e3", .number(1000)),
      (".inf", .string(".inf")), ("-.inf", .string("-.inf")), (".nan", .string(".nan")),
      ("2024-01-01", .string("2024-01-01")), ("\"true\"", .string("true")), ("'42'", .string("42")),
      ("symbol:star", .string("symbol:star")),
    ])
  func scalarsKeepTheirValue(written: String, expected: JSONValue) throws {
    #expect(try json(ofValue: written) == expected)
  }

  @Test("Lists and maps keep their order, and keys are their text as written")
  func collectionsKeepTheirOrder() throws {
    let instance = try SchemaFixtures.instance(of: "---\nb: [2, x]\n1: one\na: { z: 1, y: 2 }\n---\n", path: "list.md")
    #expect(
      instance
        == .object([
          .init("b", [2, "x"]), .init("1", "one"), .init("a", .object([.init("z", 1), .init("y", 2)])),
        ]))
  }

  @Test("A key that is a list or a map has no JSON form, and the error says where it is")
  func nonScalarKeyIsAnError() throws {
    let location = SourceLocation(file: "list.md", line: 3, column: 5)
    #expect(throws: JSONValue.NonScalarKey(location: location)) {
      try SchemaFixtures.instance(of: "---\nitems:\n  ? [a, b]\n  : x\n---\n", path: "list.md")
    }
    #expect(
      JSONValue.NonScalarKey(location: location).description
        == "list.md:3:5: a key that is a list or a map has no JSON form")
  }

  @Test("The JSON text escapes what JSON requires and nothing more, and keeps the order of members")
  func prettyPrinting() {
    let value: JSONValue = [
      "quote\"": "a\\b\n\t\u{01}é", "list": [1, 2.5, true, .null], "nested": [["k": []], [:]],
    ]
    #expect(
      value.prettyPrinted == """
        {
          "quote\\"": "a\\\\b\\n\\t\\u0001é",
          "list": [1, 2.5, true, null],
          "nested": [
            {
              "k": []
            },
            {}
          ]
        }

        """)
  }
}
