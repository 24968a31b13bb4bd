import ListPressKit
import Testing

/// A NUL character cannot be in a definition's bytes, but a double-quoted
/// YAML escape writes one. It is an error at the scalar that holds it,
/// wherever the scalar is, and no page is made, so it never reaches HTML.
@Suite struct NulCharacterTests {
  private static let message =
    "error: a text cannot hold a NUL character (U+0000), which an escape such as '\\0' writes; remove the escape"

  /// Every kind of field that holds text, keys and a page's own data
  /// included, each with the position of the scalar that holds the NUL.
  static let definitions: [(field: String, yaml: String, position: String)] = [
    ("title", "title: \"A\\0B\"\nitems:\n  - text: A\n", "2:8"),
    ("text", "items:\n  - text: \"A\\0B\"\n", "3:11"),
    ("secondaryText", "items:\n  - text: A\n    secondaryText: \"A\\0B\"\n", "4:20"),
    ("description", "items:\n  - text: A\n    description: \"*A*\\0B\"\n", "4:18"),
    ("item id", "items:\n  - text: A\n    id: \"a\\0b\"\n", "4:9"),
    ("link", "items:\n  - text: A\n    link: \"https://example.org/\\0\"\n", "4:11"),
    ("section id", "sections:\n  - id: \"s\\0\"\n    items: []\n", "3:9"),
    ("header", "sections:\n  - header: \"H\\x00\"\n    items: []\n", "3:13"),
    ("footer", "sections:\n  - footer: \"F\\u0000\"\n    items: []\n", "3:13"),
    ("swipe action title", "items:\n  - text: A\n    trailingSwipeActions: [{ title: \"D\\U00000000\" }]\n", "4:37"),
    ("label", "items:\n  - text: A\n    accessories: [{ type: label, text: \"\\0\" }]\n", "4:40"),
    ("own data", "author: \"Ada\\0\"\nitems: []\n", "2:9"),
    ("key", "\"tint\\0Color\": red\nitems: []\n", "2:1"),
  ]

  @Test(arguments: definitions)
  func aNulFromAnEscapeIsAnErrorAtItsValue(field: String, yaml: String, position: String) {
    let outcome = HostileOutcome("---\n" + yaml + "---\nBody\n")
    #expect(outcome.html == nil, "\(field)")
    #expect(outcome.errors == ["list.md:\(position): \(Self.message)"], "\(field)")
  }

  /// The same text without the escape is fine: only the NUL is refused.
  @Test func otherEscapesStillWork() throws {
    let outcome = HostileOutcome("---\ntitle: \"A\\tB\\u00e9\"\nitems:\n  - text: A\n---\n")
    #expect(outcome.diagnostics.isEmpty)
    #expect(try #require(outcome.html).contains("<title>A\tBé</title>"))
  }
}
