import ListPressKit
import Testing

/// Outline children, accessories and swipe actions are drawn only in list
/// sections: in a grid or horizontal section each is a warning at its key
/// that says what is ignored, and the decoded item no longer has it, so
/// nothing downstream draws or checks it.
@Suite struct ListOnlyFeatureTests {
  @Test(arguments: ["grid", "horizontal"])
  func warnsAtEachListOnlyKeyAndDropsIt(layout: String) throws {
    let source = """
      ---
      sections:
        - layout: \(layout)
          items:
            - text: Card
              accessories: [disclosureIndicator]
              trailingSwipeActions: [{ title: Delete, style: destructive }]
              children:
                - text: Inner
      ---

      """
    let result = decode(source)
    #expect(result.diagnostics == [
      "\(source.at("accessories")): warning: 'accessories' is ignored in a \(layout) section: only a list section draws accessories",
      "\(source.at("trailingSwipeActions")): warning: 'trailingSwipeActions' is ignored in a \(layout) section: swipe actions work only in a list section",
      "\(source.at("children")): warning: 'children' is ignored in a \(layout) section: only a list section draws an outline",
    ])
    let item = try #require(result.page?.sections.first?.items.first)
    #expect(item.accessories.isEmpty && item.trailingSwipeActions.isEmpty && item.children.isEmpty)
  }

  @Test func aListSectionKeepsThemWithoutAWarning() throws {
    let page = try decodePage(
      "---\nsections:\n  - items:\n      - text: Row\n        accessories: [checkmark]\n        children: [{ text: Inner }]\n---\n")
    #expect(page.sections[0].items[0].accessories.count == 1)
    #expect(page.sections[0].items[0].children.count == 1)
  }

  /// A layout written after the items still applies: the warnings wait
  /// for the whole section.
  @Test func theLayoutMayComeAfterTheItems() {
    let source = "---\nsections:\n  - items:\n      - { text: Card, accessories: [checkmark] }\n    layout: grid\n---\n"
    #expect(decode(source).diagnostics == [
      "\(source.at("accessories")): warning: 'accessories' is ignored in a grid section: only a list section draws accessories"
    ])
  }

  /// With `firstItemInSection` the first item's children are the
  /// section's outline, not its card's: they stay.
  @Test func aHeaderItemKeepsItsChildren() throws {
    let result = decode(
      "---\nheaderMode: firstItemInSection\nsections:\n  - layout: grid\n    items:\n      - text: Header\n        children: [{ text: One }]\n      - text: Two\n---\n")
    let page = try #require(result.page)
    #expect(page.sections[0].items[0].children.count == 1)
    // The only warning is that the header folds the item after it (FoldedSectionTests).
    #expect(result.diagnostics.count == 1 && result.diagnostics[0].contains("collapsing the header item 'Header'"))
  }
}
