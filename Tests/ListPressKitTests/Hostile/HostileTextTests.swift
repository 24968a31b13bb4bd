import ListPressKit
import Testing

/// Script tags, event-handler attributes and quote-breaking written into
/// every text field that reaches the page: each is decoded as plain text
/// and written escaped, so it shows as the characters that were typed.
@Suite struct HostileTextTests {
  /// A field that reaches HTML, as a definition that puts `PAYLOAD` in it.
  struct Field: CustomTestStringConvertible, Sendable {
    var name: String
    var template: String
    var testDescription: String { name }

    func definition(with payload: String) -> String {
      template.replacingOccurrences(of: "PAYLOAD", with: yamlQuoted(payload))
    }
  }

  static let fields = [
    Field(name: "title", template: "---\ntitle: PAYLOAD\nitems: [{ text: A }]\n---\n"),
    Field(name: "text", template: "---\nitems:\n  - text: PAYLOAD\n---\n"),
    Field(name: "secondaryText", template: "---\nitems:\n  - text: A\n    secondaryText: PAYLOAD\n---\n"),
    Field(name: "header", template: "---\nsections:\n  - header: PAYLOAD\n    items: [{ text: A }]\n---\n"),
    Field(name: "footer", template: "---\nsections:\n  - footer: PAYLOAD\n    items: [{ text: A }]\n---\n"),
    Field(
      name: "label text",
      template: "---\nitems:\n  - text: A\n    accessories:\n      - type: label\n        text: PAYLOAD\n---\n"),
    Field(
      name: "customView text",
      template:
        "---\nitems:\n  - text: A\n    accessories:\n      - type: customView\n        placement: trailing\n        text: PAYLOAD\n---\n"
    ),
    Field(name: "leading swipe title", template: "---\nitems:\n  - text: A\n    leadingSwipeActions:\n      - title: PAYLOAD\n---\n"),
    Field(name: "trailing swipe title", template: "---\nitems:\n  - text: A\n    trailingSwipeActions:\n      - title: PAYLOAD\n---\n"),
    Field(name: "item id", template: "---\nitems:\n  - text: A\n    id: PAYLOAD\n---\n"),
    // The id also lands in the favourite's `data-item-id`, and in the
    // actions menu's id and the `popovertarget` of the buttons that open
    // and close it.
    Field(
      name: "item id (favourite, swipe actions)",
      template:
        "---\nitems:\n  - text: A\n    id: PAYLOAD\n    accessories:\n      - type: customView\n        placement: leading\n        image: symbol:star\n        toggle: favorite\n    trailingSwipeActions:\n      - title: Delete\n---\n"
    ),
    Field(name: "section id", template: "---\nsections:\n  - id: PAYLOAD\n    items: [{ text: A }]\n---\n"),
    Field(
      name: "header item (firstItemInSection)",
      template: "---\nheaderMode: firstItemInSection\nsections:\n  - items:\n      - text: PAYLOAD\n      - text: B\n---\n"),
  ]

  /// Without whitespace, so that each is also a valid id.
  static let payloads = [
    "<script>alert(1)</script>",
    "\"onmouseover=\"alert(1)",
    "'onfocus='alert(1)'autofocus='",
    "</title></h1><img/src=x/onerror=alert(1)>",
    "&lt;script&gt;",
  ]

  @Test(arguments: fields, payloads)
  func isEscapedWhereverItLands(field: Field, payload: String) throws {
    let outcome = HostileOutcome(field.definition(with: payload))
    #expect(outcome.diagnostics.isEmpty)
    let html = try #require(outcome.html)
    #expect(html.contains(HTMLEscaping.escaped(payload)))
    #expect(!html.contains(payload))
    // The page's own deferred script in the head is the only script element.
    let withoutOwnScript = try #require(html.withoutOwnScript)
    #expect(!withoutOwnScript.lowercased().contains("<script"))
    #expect(outcome.htmlViolation == nil)
    #expect(outcome.duration < hostileTimeLimit)
  }

  /// An image path is a URL path: what would start markup or break out of
  /// the attribute is percent-encoded or escaped, and the path still names
  /// the file.
  @Test(arguments: payloads.dropLast())
  func imagePathsArePercentEncoded(payload: String) throws {
    let outcome = HostileOutcome("---\nitems:\n  - text: A\n    image: \(yamlQuoted(payload))\n---\n")
    let html = try #require(outcome.html)
    // The image's, not the head's script.
    let image = try #require(html.firstRange(of: "<img ").map { html[$0.upperBound...] })
    let source = try #require(image.firstRange(of: "src=\"").map { image[$0.upperBound...].prefix { $0 != "\"" } })
    #expect(!source.contains("<") && !source.contains("'") && !source.contains(">"))
    let attributeValue = source.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    #expect(attributeValue.removingPercentEncoding == payload)
    #expect(!html.contains(payload))
  }
}
