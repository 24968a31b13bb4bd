import Foundation
import Mustache
import Testing

@Suite struct MustacheValueTests {
  @Test(arguments: [
    (MustacheValue.double(1.210), "1.21"),
    (.double(2.0), "2"),
    (.double(-3.0), "-3"),
    (.double(0.5), "0.5"),
    (.double(-0.0), "0"),
    (.double(0.1 + 0.2), "0.30000000000000004"),
    (.double(1e20), "1e+20"),
    (.int(85), "85"),
    (.int(-7), "-7"),
    (.bool(true), "true"),
    (.bool(false), "false"),
    (.string("text"), "text"),
  ])
  func numbersAndScalarsRenderAsText(value: MustacheValue, text: String) throws {
    #expect(value.text == text)
    #expect(try Template("{{.}}").render(value) == text)
  }

  @Test(arguments: [MustacheValue.null, .list([1]), .object(["a": 1])])
  func valuesWithoutTextRenderNothing(value: MustacheValue) throws {
    #expect(value.text == nil)
    #expect(try Template("[{{.}}]").render(value) == "[]")
  }

  @Test(arguments: [
    (MustacheValue.null, false),
    (.bool(false), false),
    (.bool(true), true),
    (.int(0), true),
    (.double(0), true),
    (.string(""), false),
    (.string("0"), true),
    (.list([]), false),
    (.list([.null]), true),
    (.object([:]), true),
  ])
  func truthiness(value: MustacheValue, isTruthy: Bool) throws {
    #expect(value.isTruthy == isTruthy)
    #expect(try Template("{{#.}}yes{{/.}}{{^.}}no{{/.}}").render(value) == (isTruthy ? "yes" : "no"))
  }

  @Test func literalsBuildTheMatchingCases() {
    let name = "Ada"
    let value: MustacheValue = [
      "name": "\(name)", "age": 36, "height": 1.65, "admin": true, "tags": ["a"], "none": nil,
    ]
    #expect(
      value
        == .object([
          "name": .string("Ada"), "age": .int(36), "height": .double(1.65), "admin": .bool(true),
          "tags": .list([.string("a")]), "none": .null,
        ]))
  }

  @Test func decodesJSONKeepingIntegersApartFromDoubles() throws {
    let json = #"{"n": 85, "x": 1.21, "b": true, "s": "t", "l": [1, null], "o": {"k": false}}"#
    let value = try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
    #expect(
      value
        == [
          "n": .int(85), "x": .double(1.21), "b": .bool(true), "s": "t", "l": [1, nil], "o": ["k": false],
        ])
  }
}
