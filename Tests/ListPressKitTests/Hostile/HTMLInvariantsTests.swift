import ListPressKit
import Testing

/// The fuzzer's checks (`HTMLInvariants`, shared with this target through a
/// symbolic link) accept a real page, with or without the Content Security
/// Policy's meta element, and refuse each thing they are there to catch: a
/// fuzzer whose checks pass everything finds nothing.
@Suite struct HTMLInvariantsTests {
  private static func page() throws -> String {
    try #require(HostileOutcome("---\ntitle: T\nitems: [{ text: A, link: 'https://example.org' }]\n---\nBody\n").html)
  }

  private static let charset = "<meta charset=\"utf-8\">\n"
  private static let headEnd = "</head>"
  private static let mainStart = "<main class=\"lp-content\">"

  private func violation(_ html: String) -> String? {
    HTMLInvariants.firstViolation(in: Array(html.utf8), ownFiles: pageOwnFiles)
  }

  /// `html` with `insertion` put right after the first `anchor`.
  private func inserting(_ insertion: String, after anchor: String, in html: String) throws -> String {
    let range = try #require(html.range(of: anchor))
    return html.replacingCharacters(in: range, with: anchor + insertion)
  }

  @Test func aRenderedPageAndOneWithASecurityPolicyPass() throws {
    let html = try Self.page()
    #expect(html.contains(pageOwnScript))
    #expect(violation(html) == nil)
    // Pages carry their Content Security Policy: the one meta allowed in the head.
    #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\""))
    let withoutPolicy = try #require(html.firstRange(of: #/<meta http-equiv="Content-Security-Policy"[^>]*>\n?/#))
    #expect(violation(html.replacingCharacters(in: withoutPolicy, with: "")) == nil)
  }

  /// Additions to the head, each next to the page's own elements.
  static let headAdditions = [
    "<script src=\"listpress-00000000.js\" defer></script>\n",
    "<script>alert(1)</script>\n",
    "<meta http-equiv=\"refresh\" content=\"0; url=https://example.org\">\n",
    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src *\">\n",
    "<meta name=\"referrer\" content=\"unsafe-url\">\n",
    "<meta name=\"viewport\" content=\"width=1\">\n",
    "<base href=\"https://example.org/\">\n",
    "<link rel=\"stylesheet\" href=\"https://example.org/a.css\">\n",
    "<link rel=\"preload\" href=\"x.js\" as=\"script\">\n",
    "<style>body{}</style>\n",
    "<title>Another</title>\n",
    "<!-- a comment -->\n",
  ]

  @Test(arguments: headAdditions)
  func anythingButThePagesOwnElementsInTheHeadIsRefused(addition: String) throws {
    #expect(violation(try inserting(addition, after: Self.charset, in: Self.page())) != nil)
  }

  @Test(arguments: [
    ("<script src=\"\(TemplateSet.builtIn.scriptFileName)\" defer></script>", "<script src=\"a.js\" defer></script>"),
    ("<script src=\"\(TemplateSet.builtIn.scriptFileName)\" defer></script>", "<script src=\"\(TemplateSet.builtIn.scriptFileName)\" defer onload=\"x()\"></script>"),
    ("<script src=\"\(TemplateSet.builtIn.scriptFileName)\" defer></script>", "<script src=\"\(TemplateSet.builtIn.scriptFileName)\" defer>alert(1)</script>"),
    ("<title>T</title>", "<title>T<b>x</b></title>"),
    ("<meta charset=\"utf-8\">", "<meta charset=\"utf-7\">"),
    ("<html lang=\"en\"", "<html onload=\"x()\" lang=\"en\""),
    ("</html>", "</html><script>alert(1)</script>"),
  ])
  func aChangedOwnElementIsRefused(original: String, changed: String) throws {
    let html = try Self.page()
    #expect(html.contains(original))
    #expect(violation(html.replacingOccurrences(of: original, with: changed)) != nil)
  }

  /// Markup no safe page has in its body.
  static let bodyAdditions = [
    "<script>alert(1)</script>",
    "<SCRIPT src=\"\(TemplateSet.builtIn.scriptFileName)\" defer></SCRIPT>",
    "<svg><script>alert(1)</script></svg>",
    "<iframe src=\"https://example.org\"></iframe>",
    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src *\">",
    "<link rel=\"stylesheet\" href=\"a.css\">",
    "<style>*{}</style>",
    "<base href=\"https://example.org/\">",
    "<form action=\"https://example.org\"></form>",
    "<div onclick=\"alert(1)\">x</div>",
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\" &#x6A;avascript:alert(1)\">x</a>",
    "<a href=\"java&#x09;script:alert(1)\">x</a>",
    "<img src=\"data:text/html,x\" alt=\"\">",
    "<img src=x alt=\"\">",
    "<a href=\"&copy\">x</a>",
    "<span style=\"background: url(https://example.org/t.png)\">x</span>",
    "<!-- <script>alert(1)</script> -->",
    "<?php x ?>",
    "a < b",
  ]

  @Test(arguments: bodyAdditions)
  func anythingUnsafeInTheBodyIsRefused(addition: String) throws {
    #expect(violation(try inserting(addition, after: Self.mainStart, in: Self.page())) != nil)
  }

  /// What libcmark writes in safe mode passes in the body.
  @Test(arguments: [
    "<!-- raw HTML omitted -->", "<a href=\"\">a</a>", "<img src=\"data:image/png;base64,AA==\" alt=\"a\" />",
    "<p>a &amp; b &lt;c&gt;</p>",
  ])
  func whatTheSafeRendererWritesPasses(addition: String) throws {
    #expect(violation(try inserting(addition, after: Self.mainStart, in: Self.page())) == nil)
  }
}
