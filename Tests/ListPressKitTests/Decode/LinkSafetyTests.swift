@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild
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
      "link scheme '\(scheme):' is not allowed; expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'"
    )) {
      try LinkSafety.check(link)
    }
  }

  /// Schemes that open another program with what the link carries: not
  /// on the allow-list, so an error with a note naming the way out.
  @Test(arguments: [
    ("ms-msdt:/id PCWDiagnostic", "ms-msdt"), ("intent://scan/#Intent;scheme=zxing;end", "intent"),
    ("search-ms:query=x", "search-ms"), ("ftp://example.org/", "ftp"), ("file:///etc/passwd", "file"),
    ("vscode://file/etc/passwd", "vscode"), ("Sms:+441234", "sms"), ("a:b", "a"),
  ])
  func refusesSchemesOffTheAllowList(link: String, scheme: String) throws {
    #expect(throws: InvalidValue(
      "link scheme '\(scheme):' is not allowed; expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'",
      note: "a link with another scheme can open another program; build with '--unsafe' to allow it"
    )) {
      try LinkSafety.check(link)
    }
    try LinkSafety.check(link, allowsUnsafeLinks: true)
  }

  /// `--unsafe` lets other schemes through, never those that run code.
  @Test(arguments: ["javascript:alert(1)", "VBScript:x", "data:text/html,x"])
  func refusesSchemesThatRunCodeEvenWhenUnsafe(link: String) {
    #expect(throws: InvalidValue.self) { try LinkSafety.check(link, allowsUnsafeLinks: true) }
  }

  @Test(arguments: [
    ("https://x", "https"), ("a+b.c-d:x", "a+b.c-d"), ("1http:x", nil), ("a/b:c", nil), (":x", nil), ("abc", nil),
  ] as [(String, String?)])
  func findsTheSchemeABrowserSees(text: String, scheme: String?) {
    #expect(URLScheme.of(text) == scheme)
  }
}
