import ListPressKit
import Testing

/// Raw HTML in descriptions and the page body: libcmark's safe mode drops
/// it, leaving a comment in its place, unless `--unsafe` asks to keep it.
@Suite struct HostileMarkupTests {
  /// Raw HTML as an inline in a paragraph, and as blocks of each kind
  /// CommonMark recognises.
  static let rawHTML = [
    "Hi <script>alert(1)</script> there",
    "Hi <img src=x onerror=alert(1)> there",
    "<script>\nalert(1)\n</script>",
    "<iframe src=\"https://example.org\"></iframe>",
    "<div onclick=\"alert(1)\">\n\nclick\n\n</div>",
    "<!-- <script>alert(1)</script> -->",
    "<![CDATA[<script>alert(1)</script>]]>",
    "<?php alert(1) ?>",
    "<svg><script>alert(1)</script></svg>",
    "<a href=\"javascript:alert(1)\">x</a>",
  ]

  @Test(arguments: rawHTML)
  func isOmittedFromDescriptionsAndTheBody(html payload: String) throws {
    let outcome = HostileOutcome(
      "---\nitems:\n  - text: A\n    description: \(yamlQuoted(payload))\n---\n\(payload)\n")
    let html = try #require(outcome.html)
    let description = try #require(html.description(ofItemStartingWith: "<li class=\"lp-item\" id=\"a\">"))
    let body = try #require(html.element(startingWith: "<div class=\"lp-body\">", tag: "div"))
    for markdown in [description, body] {
      #expect(markdown.contains("<!-- raw HTML omitted -->"))
      #expect(!markdown.contains(payload))
      for marker in ["<script", "<iframe", "<svg", "<?php", "<![CDATA", "onerror=", "onclick=", "javascript:"] {
        #expect(!markdown.contains(marker))
      }
    }
  }

  @Test(arguments: rawHTML)
  func isKeptWithTheUnsafeSwitch(html payload: String) throws {
    let outcome = HostileOutcome("---\nitems: [{ text: A }]\n---\n\(payload)\n", allowsUnsafeHTML: true)
    let html = try #require(outcome.html)
    #expect(!html.contains("<!-- raw HTML omitted -->"))
    #expect(html.contains(payload.components(separatedBy: "\n")[0]))
  }
}
