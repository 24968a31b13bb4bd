import ListPressKit
import Testing

@Suite struct HTMLEscapingTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
    ("\" onerror=\"alert(1)", "&quot; onerror=&quot;alert(1)"),
    ("it's", "it&#39;s"),
    ("Tom & Jerry", "Tom &amp; Jerry"),
    ("&amp;", "&amp;amp;"),
    ("", ""),
    ("<<>>", "&lt;&lt;&gt;&gt;"),
    ("héllo → <ü>", "héllo → &lt;ü&gt;"),
  ])
  func escapesTheFiveCharacters(input: String, expected: String) {
    #expect(HTMLEscaping.escaped(input) == expected)
  }
}
