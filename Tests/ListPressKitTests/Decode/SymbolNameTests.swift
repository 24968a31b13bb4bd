import ListPressKit
import Testing

/// Symbol names are checked against the symbols ListPress can draw: an
/// unknown one is a warning, not an error, because the page still builds
/// with a placeholder.
@Suite struct SymbolNameTests {
  @Test(arguments: ["image: symbol:star.fill", "image: symbol:newspaper.fill"])
  func knownSymbolsDecodeQuietly(line: String) throws {
    let page = try decodePage("---\nitems:\n  - text: A\n    \(line)\n---\n")
    #expect(page.sections.first?.items.first?.image != nil)
  }

  @Test(arguments: [
    ("star.fil", "unknown symbol 'star.fil'; did you mean 'star.fill'?"),
    (
      "guitars.fill",
      "unknown symbol 'guitars.fill'; it is drawn as a placeholder; docs/symbols.md lists the symbols ListPress draws"
    ),
  ])
  func unknownItemSymbolsAreWarnings(name: String, message: String) {
    let source = "---\nitems:\n  - text: A\n    image: symbol:\(name)\n---\n"
    let result = decode(source)
    #expect(result.page?.sections.first?.items.first?.image == .symbol(name))
    #expect(result.diagnostics == ["\(source.at("symbol:")): warning: \(message)"])
  }

  @Test func unknownSymbolsInAccessoriesAndSwipeActionsAreWarnedToo() {
    let source = """
      ---
      items:
        - text: A
          accessories: [{ type: customView, placement: leading, image: "symbol:strr" }]
          trailingSwipeActions: [{ title: Go, image: "symbol:trashh" }]
      ---
      """
    #expect(decode(source).diagnostics == [
      "\(source.at("\"symbol:strr")): warning: unknown symbol 'strr'; did you mean 'star'?",
      "\(source.at("\"symbol:trashh")): warning: unknown symbol 'trashh'; did you mean 'trash'?",
    ])
  }
}
