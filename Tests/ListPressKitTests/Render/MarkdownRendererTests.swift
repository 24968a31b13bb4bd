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
}
