import ListPressKit
import Testing

@Suite struct MarkdownRendererTests {
  @Test func rendersMarkdown() {
    let html = MarkdownRenderer().render("Ex-**SOLDIER** for [hire](https://example.org).")
    #expect(html == "<p>Ex-<strong>SOLDIER</strong> for <a href=\"https://example.org\">hire</a>.</p>\n")
  }

  @Test func dropsJavaScriptLinksAndRawHTMLByDefault() {
    let html = MarkdownRenderer().render("[x](javascript:alert(1))\n\n<script>alert(2)</script>\n\n<b onclick=\"y\">b</b>")
    #expect(!html.contains("javascript:"))
    #expect(!html.contains("<script>"))
    #expect(!html.contains("onclick"))
    #expect(html.contains("<a href=\"\">x</a>"))
    #expect(html.contains("raw HTML omitted"))
  }

  @Test func keepsThemWhenUnsafeHTMLIsAllowed() {
    let html = MarkdownRenderer(allowsUnsafeHTML: true).render("[x](javascript:alert(1))\n\n<script>alert(2)</script>")
    #expect(html.contains("<a href=\"javascript:alert(1)\">x</a>"))
    #expect(html.contains("<script>alert(2)</script>"))
  }

  @Test func addsNoSourcePositions() {
    #expect(!MarkdownRenderer().render("# Title\n\ntext").contains("data-sourcepos"))
  }

  @Test func rendersEmptyInputAsNothing() {
    #expect(MarkdownRenderer().render("") == "")
  }

  /// Every way Markdown writes a link or an image: inline, by reference,
  /// as an autolink, with the colon as an entity or a backslash escape.
  @Test(arguments: [
    ("[x](ms-msdt:/id%20PCWDiagnostic)", "<p><a href=\"\">x</a></p>\n"),
    ("[x](intent://scan/#Intent;end)", "<p><a href=\"\">x</a></p>\n"),
    ("<search-ms:query=x>", "<p><a href=\"\">search-ms:query=x</a></p>\n"),
    ("[x][r]\n\n[r]: vscode://file/etc/passwd", "<p><a href=\"\">x</a></p>\n"),
    ("[x](ms-msdt&#58;x)", "<p><a href=\"\">x</a></p>\n"),
    ("[x](file:///etc/passwd \"t\")", "<p><a href=\"\" title=\"t\">x</a></p>\n"),
    ("![a](ftp://example.org/a.png)", "<p><img src=\"\" alt=\"a\" /></p>\n"),
    ("![a](data:text/html,x)", "<p><img src=\"\" alt=\"a\" /></p>\n"),
    ("[x](https://example.org/a:b)", "<p><a href=\"https://example.org/a:b\">x</a></p>\n"),
    ("[x](MAILTO:a@example.org) <tel:+441234>", "<p><a href=\"MAILTO:a@example.org\">x</a> <a href=\"tel:+441234\">tel:+441234</a></p>\n"),
    ("[x](other.html#a) [y](#b) [z](?q=a:b)", "<p><a href=\"other.html#a\">x</a> <a href=\"#b\">y</a> <a href=\"?q=a:b\">z</a></p>\n"),
    ("![a](images/a.png) ![b](data:image/png;base64,iVBORw0KGgo=)", "<p><img src=\"images/a.png\" alt=\"a\" /> <img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"b\" /></p>\n"),
  ])
  func linksAndImagesKeepOnlyTheAllowedSchemes(markdown: String, html: String) {
    #expect(MarkdownRenderer().render(markdown) == html)
  }

  @Test func unsafeHTMLKeepsEveryScheme() {
    let html = MarkdownRenderer(allowsUnsafeHTML: true).render("[x](ms-msdt:/id) ![a](ftp://example.org/a.png)")
    #expect(html == "<p><a href=\"ms-msdt:/id\">x</a> <img src=\"ftp://example.org/a.png\" alt=\"a\" /></p>\n")
  }
}
