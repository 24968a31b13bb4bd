@testable import ListPressKit
import Testing

@Suite struct LinkSafetyTests {
  @Test(arguments: [
    "https://example.org", "http://example.org", "mailto:a@example.org", "tel:+441234",
    "other.html", "../up.html", "#cloud", "?q=1", "", "javascript", "/javascript:x",
  ])
  func acceptsOrdinaryLinks(link: String) throws {
    try LinkSafety.check(link)
  }

  @Test(arguments: [
    ("javascript:alert(1)", "javascript"),
    ("JavaScript:alert(1)", "javascript"),
    ("  javascript:alert(1)", "javascript"),
    ("\u{1}\u{1F}javascript:alert(1)", "javascript"),
    ("java\tscript:alert(1)", "javascript"),
    ("java\nscript:alert(1)", "javascript"),
    ("vbscript:msgbox", "vbscript"),
    ("DATA:text/html,<script>", "data"),
  ])
  func refusesSchemesThatRunCode(link: String, scheme: String) {
    #expect(throws: InvalidValue(
      "link scheme '\(scheme):' is not allowed; expected an 'https:', 'http:' or 'mailto:' URL, a relative path or a '#anchor'"
    )) {
      try LinkSafety.check(link)
    }
  }

  @Test(arguments: [
    ("https://x", "https"), ("a+b.c-d:x", "a+b.c-d"), ("1http:x", nil), ("a/b:c", nil), (":x", nil), ("abc", nil),
  ] as [(String, String?)])
  func findsTheSchemeABrowserSees(text: String, scheme: String?) {
    #expect(URLScheme.of(text) == scheme)
  }
}
