import Mustache
import Testing

@Suite struct ParseErrorTests {
  /// The error parsing `source` throws, or `nil` if it parses.
  private func parseError(_ source: String, name: String? = "page") -> MustacheError? {
    do {
      _ = try Template(source, name: name)
      return nil
    } catch {
      return error
    }
  }

  @Test func unclosedTagPointsAtItsOpeningDelimiter() {
    let error = parseError("Hello,\n  {{name")
    #expect(error == MustacheError(.unclosedTag(expected: "}}"), template: "page", line: 2, column: 3))
  }

  @Test func unclosedTripleMustacheExpectsThreeBraces() {
    #expect(parseError("{{{name}}")?.reason == .unclosedTag(expected: "}}}"))
  }

  @Test func columnsCountCharactersNotBytes() {
    let error = parseError("<p>\n  «é» {{#items}}\n")
    #expect(error == MustacheError(.unclosedSection("items"), template: "page", line: 2, column: 7))
  }

  @Test func unclosedSectionPointsAtTheOpeningTag() {
    let error = parseError("{{#a}}\n{{#b}}\n{{/b}}\n")
    #expect(error == MustacheError(.unclosedSection("a"), template: "page", line: 1, column: 1))
  }

  @Test func mismatchedSectionEndPointsAtTheClosingTag() {
    let error = parseError("{{#items}}\n  {{name}}\n{{/itmes}}")
    #expect(
      error
        == MustacheError(.mismatchedSectionEnd(expected: "items", found: "itmes"), template: "page", line: 3, column: 1)
    )
  }

  @Test func closingTagWithoutSection() {
    let error = parseError("text {{/items}}")
    #expect(error == MustacheError(.unexpectedSectionEnd("items"), template: "page", line: 1, column: 6))
  }

  @Test(arguments: ["{{=<% =}}", "{{=<% %> [ =}}", "{{= =}}", "{{=<= =>=}}"])
  func badDelimiters(source: String) {
    guard case .invalidDelimiters = parseError(source)?.reason else {
      Issue.record("\(source) did not fail with invalid delimiters")
      return
    }
  }

  @Test func unclosedTagAfterSetDelimitersExpectsTheNewDelimiter() {
    let error = parseError("{{=<% %>=}}\n<% name }}")
    #expect(error == MustacheError(.unclosedTag(expected: "%>"), template: "page", line: 2, column: 1))
  }

  @Test(arguments: [
    ("{{ }}", MustacheError.Reason.emptyTag),
    ("{{#}}{{/}}", .emptyTag),
    ("{{first name}}", .invalidName("first name")),
    ("{{a..b}}", .invalidName("a..b")),
    ("{{.a}}", .invalidName(".a")),
    ("{{#a.}}{{/a.}}", .invalidName("a.")),
    ("{{>*a..b}}", .invalidName("*a..b")),
  ])
  func invalidNames(source: String, reason: MustacheError.Reason) {
    #expect(parseError(source)?.reason == reason)
  }

  @Test func partialNamesMayContainDotsAndSlashes() {
    #expect(parseError("{{> partials/item.html }}") == nil)
  }

  @Test func errorsPrintLikeCompilerDiagnostics() {
    #expect(parseError("{{#items}}")?.description == "page:1:1: unclosed section \"items\"")
    #expect(parseError("{{#items}}", name: nil)?.description == "template:1:1: unclosed section \"items\"")
  }

  @Test func libraryErrorsNameTheTemplate() {
    #expect(throws: MustacheError(.unclosedTag(expected: "}}"), template: "item", line: 1, column: 5)) {
      try TemplateLibrary(sources: ["page": "{{>item}}", "item": "<li>{{name</li>"])
    }
  }

  /// Each kind of tag that opens a level, nested one line per level.
  @Test(arguments: ["#", "^", "$", "<"])
  func nestingPastTheLimitIsAnErrorAtTheFirstTagPastIt(sigil: String) {
    let levels = Template.maximumNesting + 1
    let source = (1...levels).map { "{{\(sigil)s\($0)}}\n" }.joined() + (1...levels).reversed().map { "{{/s\($0)}}\n" }.joined()
    let error = parseError(source)
    #expect(error == MustacheError(.nestingTooDeep(limit: 100), template: "page", line: levels, column: 1))
    #expect(error?.description == "page:101:1: sections nest more than 100 levels deep, the limit; this tag opens level 101")
  }

  @Test func nestingUpToTheLimitParses() {
    let levels = Template.maximumNesting
    let source = (1...levels).map { "{{#s\($0)}}" }.joined() + "x" + (1...levels).reversed().map { "{{/s\($0)}}" }.joined()
    #expect(parseError(source) == nil)
  }

  /// Ten thousand levels once overflowed the stack while the tree was built.
  @Test func tenThousandLevelsAreRefusedWithoutCrashing() {
    let source = String(repeating: "{{#a}}", count: 10_000) + String(repeating: "{{/a}}", count: 10_000)
    #expect(parseError(source) == MustacheError(.nestingTooDeep(limit: 100), template: "page", line: 1, column: 601))
  }
}
