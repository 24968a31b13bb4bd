import ListPressKit
import Testing

/// `javascript:`, `vbscript:` and `data:` addresses, however they are spelt,
/// in an item's `link` and `image` (refused when decoding, with the scheme
/// named) and in Markdown links and images (emptied by libcmark's safe mode).
@Suite struct HostileURLTests {
  /// Spellings of a dangerous address as YAML scalars, and the scheme a
  /// browser would read in each.
  static let addresses: [(yaml: String, scheme: String)] = [
    ("javascript:alert(1)", "javascript"),
    ("JaVaScRiPt:alert(1)", "javascript"),
    ("' javascript:alert(1)'", "javascript"),
    ("\"java\\tscr\\nipt:alert(1)\"", "javascript"),
    ("\"\\x01javascript:alert(1)\"", "javascript"),
    ("vbscript:msgbox(1)", "vbscript"),
    ("VBScript:msgbox(1)", "vbscript"),
    ("'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='", "data"),
    ("'data:image/svg+xml,<svg onload=alert(1)>'", "data"),
  ]

  @Test(arguments: addresses)
  func aLinkWithADangerousSchemeIsAnError(yaml: String, scheme: String) {
    let outcome = HostileOutcome("---\nitems:\n  - text: A\n    link: \(yaml)\n---\n")
    #expect(outcome.html == nil)
    #expect(
      outcome.diagnostics == [
        "list.md:4:11: error: link scheme '\(scheme):' is not allowed; expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'"
      ])
  }

  @Test(arguments: addresses)
  func anImageWithADangerousSchemeIsAnError(yaml: String, scheme: String) {
    let outcome = HostileOutcome("---\nitems:\n  - text: A\n    image: \(yaml)\n---\n")
    #expect(outcome.html == nil)
    #expect(
      outcome.diagnostics == [
        "list.md:4:12: error: image URL scheme '\(scheme):' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"
      ])
  }

  /// A page made in code skips the decoder's check; the row still gets no
  /// address it could run.
  @Test func aRowLinkMadeInCodeIsDroppedWhenUnsafe() throws {
    let page = ListPage(path: "list.md", title: "T", sections: [
      ListSection(items: [ListItem(id: "a", text: "A", link: " JavaScript:alert(1)")])
    ])
    let html = try PageRenderer().render(page, at: "list.html")
    #expect(html.contains("<span class=\"lp-row\"><span class=\"lp-texts\">"))
    #expect(!html.lowercased().contains("javascript"))
  }

  /// Markdown with a dangerous address, and the element libcmark writes for it.
  static let markdown: [(markdown: String, element: String)] = [
    ("[a](javascript:alert(1))", "<a href=\"\">a</a>"),
    ("[a](JaVaScRiPt:alert(1))", "<a href=\"\">a</a>"),
    ("[a](&#106;avascript:alert(1))", "<a href=\"\">a</a>"),
    ("[a](vbscript:msgbox(1))", "<a href=\"\">a</a>"),
    ("[a](data:text/html;base64,PHNjcmlwdD4=)", "<a href=\"\">a</a>"),
    ("[a](file:///etc/passwd)", "<a href=\"\">a</a>"),
    ("<javascript:alert(1)>", "<a href=\"\">javascript:alert(1)</a>"),
    ("[a][r]\n\n[r]: javascript:alert(1)", "<a href=\"\">a</a>"),
    ("![a](javascript:alert(1))", "<img src=\"\" alt=\"a\" />"),
    ("![a](vbscript:msgbox(1))", "<img src=\"\" alt=\"a\" />"),
    ("![a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)", "<img src=\"\" alt=\"a\" />"),
  ]

  @Test(arguments: markdown)
  func aMarkdownAddressInADescriptionIsEmptied(markdown: String, element: String) throws {
    let outcome = HostileOutcome("---\nitems:\n  - text: A\n    description: \(yamlQuoted(markdown))\n---\n")
    let html = try #require(outcome.html)
    #expect(html.contains(element))
    #expect(!html.contains("href=\"javascript") && !html.contains("src=\"javascript"))
    #expect(outcome.htmlViolation == nil)
  }

  @Test(arguments: markdown)
  func aMarkdownAddressInTheBodyIsEmptied(markdown: String, element: String) throws {
    let outcome = HostileOutcome("---\nitems: [{ text: A }]\n---\n\(markdown)\n")
    let html = try #require(outcome.html)
    #expect(html.contains(element))
    #expect(outcome.htmlViolation == nil)
  }

  /// The unsafe switch is what lets them through: without it, the tests
  /// above would prove nothing.
  @Test func theUnsafeSwitchKeepsMarkdownAddresses() throws {
    let outcome = HostileOutcome("---\nitems: [{ text: A }]\n---\n[a](javascript:alert(1))\n", allowsUnsafeHTML: true)
    #expect(try #require(outcome.html).contains("<a href=\"javascript:alert(1)\">a</a>"))
  }
}
