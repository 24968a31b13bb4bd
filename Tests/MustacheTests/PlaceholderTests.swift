import Mustache
import Testing

/// A placeholder's text is left out of the output and its places are
/// returned; the output with the text inserted at them is what rendering
/// the text as a string writes.
@Suite struct PlaceholderTests {
  /// Text with characters that escape, a line break and more than one byte
  /// per character.
  private static let text = "<b>Tom & \"Jerry\"</b>\n<i>café</i>"

  /// A standalone partial and a parent with an indented block.
  private let library: TemplateLibrary

  init() throws {
    library = try TemplateLibrary(sources: [
      "indented": "  {{{x}}}\n<br>\n",
      "parent": "<main>\n  {{$content}}{{/content}}\n</main>\n",
    ])
  }

  /// `output` with `text` at every insertion, escaped where the tag escapes.
  private func inserting(_ text: String, into output: [UInt8], at insertions: [Insertion]) throws -> String {
    let escaped = try Template("{{t}}").render(["t": .string(text)])
    var result: [UInt8] = []
    var copied = 0
    for insertion in insertions {
      #expect(insertion.name == "x")
      result += output[copied..<insertion.offset]
      result += Array((insertion.isEscaped ? escaped : text).utf8)
      copied = insertion.offset
    }
    return String(decoding: result + output[copied...], as: UTF8.self)
  }

  @Test(arguments: [
    "<p>{{{x}}}</p>",
    "<p>{{x}}</p>",
    "{{&x}}|{{x}}|{{{x}}}",
    "no placeholder here",
    "{{#x}}[{{.}}]{{/x}}{{^x}}none{{/x}}",
    "<ul>\n  {{>indented}}\n</ul>\n",
    "{{<parent}}{{$content}}{{{x}}}\n{{/content}}{{/parent}}",
  ])
  func insertingTheTextGivesWhatRenderingItWrites(source: String) throws {
    var library = library
    try library.add(source: source, named: "page")
    var output: [UInt8] = []
    let insertions = try library.render("page", ["x": .placeholder("x")], options: .strict, into: &output)
    let rendered = try library.render("page", ["x": .string(Self.text)], options: .strict)
    #expect(try inserting(Self.text, into: output, at: insertions) == rendered)
  }

  @Test func everyPlaceIsReturnedInOrderWithItsEscaping() throws {
    var output = Array("before:".utf8)
    let insertions = try Template("a{{{x}}}b{{x}}c").render(["x": .placeholder("x")], into: &output)
    #expect(String(decoding: output, as: UTF8.self) == "before:abc")
    #expect(
      insertions == [
        Insertion(name: "x", offset: 8, isEscaped: false),
        Insertion(name: "x", offset: 9, isEscaped: true),
      ])
  }

  @Test func renderingToAStringLeavesTheTextOut() throws {
    #expect(try Template("a{{x}}b{{{x}}}c").render(["x": .placeholder("x")], options: .strict) == "abc")
  }

  @Test func aPlaceholderIsTruthyAndHasNoText() {
    #expect(MustacheValue.placeholder("x").isTruthy)
    #expect(MustacheValue.placeholder("x").text == nil)
  }

  @Test func aPlaceholderHasNoKeysAndNamesNoPartial() throws {
    #expect(throws: MustacheError(.unknownName("x.y"), template: nil, line: 1, column: 1)) {
      try Template("{{x.y}}").render(["x": .placeholder("x")], options: .strict)
    }
    #expect(throws: MustacheError(.invalidDynamicName("x"), template: nil, line: 1, column: 1)) {
      try Template("{{>*x}}").render(["x": .placeholder("x")], options: .strict)
    }
  }
}
