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
}
