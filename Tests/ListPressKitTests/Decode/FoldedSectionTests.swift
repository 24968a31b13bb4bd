import ListPressKit
import Testing

/// With `headerMode: firstItemInSection`, a header item with children folds
/// the whole section on the page, where UIKit folds only its children
/// (issue 18, item 11): a section with other items after such a header is
/// a warning, at the first of them, with the two ways to keep them.
@Suite struct FoldedSectionTests {
  @Test(arguments: [
    (1, "collapsing the header item 'Fruit' also hides the 1 item after it in its section, which UIKit keeps in view; make it a child of 'Fruit', or give it a section of its own"),
    (2, "collapsing the header item 'Fruit' also hides the 2 items after it in its section, which UIKit keeps in view; make them children of 'Fruit', or give them a section of their own"),
  ])
  func warnsAtTheFirstItemTheHeaderFolds(others: Int, message: String) {
    let rest = (1...others).map { "      - text: Other \($0)\n" }.joined()
    let source = "---\nheaderMode: firstItemInSection\nsections:\n  - items:\n      - text: Fruit\n        children: [{ text: Apple }]\n\(rest)---\n"
    let result = decode(source)
    #expect(result.page != nil)
    #expect(result.diagnostics == ["\(source.at("text: Other 1")): warning: \(message)"])
  }

  @Test(arguments: [
    "---\nheaderMode: firstItemInSection\nsections:\n  - items:\n      - text: Fruit\n        children: [{ text: Apple }]\n---\n",
    "---\nheaderMode: firstItemInSection\nsections:\n  - items:\n      - text: Fruit\n      - text: Apple\n---\n",
    "---\nsections:\n  - items:\n      - text: Fruit\n        children: [{ text: Apple }]\n      - text: Other\n---\n",
  ])
  func noWarningWhenNothingElseIsFolded(source: String) throws {
    _ = try decodePage(source)
  }
}
