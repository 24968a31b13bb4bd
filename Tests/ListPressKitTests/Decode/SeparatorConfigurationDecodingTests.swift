import ListPressKit
import Testing

/// `separatorConfiguration` (UIListSeparatorConfiguration) on the page, a
/// section and an item, a section's `showsSeparators`, and
/// `headerTopPadding` on the page and a section.
@Suite struct SeparatorConfigurationDecodingTests {
  private static let full = """
    { color: systemRed, topSeparatorVisibility: visible, bottomSeparatorVisibility: hidden,
      topSeparatorInsets: { leading: 0 }, bottomSeparatorInsets: { leading: 20, trailing: 8.5 } }
    """
  private static let decodedFull = SeparatorConfiguration(
    color: .system(.systemRed), topSeparatorVisibility: .visible, bottomSeparatorVisibility: .hidden,
    topSeparatorInsets: SeparatorInsets(leading: 0), bottomSeparatorInsets: SeparatorInsets(leading: 20, trailing: 8.5))

  @Test func decodesItOnThePage() throws {
    let page = try decodePage("---\nseparatorConfiguration: \(Self.full)\nheaderTopPadding: 12\nitems: [{ text: Row }]\n---\n")
    #expect(page.separatorConfiguration == Self.decodedFull)
    #expect(page.headerTopPadding == 12)
  }

  @Test func decodesItOnASectionWithShowsSeparators() throws {
    let page = try decodePage(
      """
      ---
      sections:
        - separatorConfiguration: \(Self.full)
          showsSeparators: false
          headerTopPadding: 0
          items: [{ text: Row }]
        - items: [{ text: Other }]
      ---

      """)
    #expect(page.sections[0].separatorConfiguration == Self.decodedFull)
    #expect(page.sections[0].showsSeparators == false)
    #expect(page.sections[0].headerTopPadding == 0)
    #expect(page.sections[1].separatorConfiguration == nil)
    #expect(page.sections[1].showsSeparators == nil)
    #expect(page.sections[1].headerTopPadding == nil)
    #expect(page.headerTopPadding == nil)
  }

  @Test func decodesItOnAnItemAndItsChildren() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: Parent
          separatorConfiguration: { bottomSeparatorVisibility: automatic }
          children:
            - text: Child
              separatorConfiguration: \(Self.full)
      ---

      """)
    let parent = page.sections[0].items[0]
    #expect(parent.separatorConfiguration == SeparatorConfiguration(bottomSeparatorVisibility: .automatic))
    #expect(parent.children[0].separatorConfiguration == Self.decodedFull)
  }

  @Test(arguments: [
    ("{ topSeparatorVisibility: shown }", "shown",
     "unknown visibility 'shown'; expected one of 'automatic', 'visible' or 'hidden'"),
    ("{ bottomSeparatorVisibility: .hidden }", ".hidden",
     "'.hidden' is Swift's shorthand; write 'hidden', without the leading '.'"),
    ("{ colour: systemRed }", "colour",
     "unknown key 'colour' in separatorConfiguration; did you mean 'color'?"),
    ("{ bottomSeparatorInsets: { top: 1 } }", "top",
     "unknown key 'top' in bottomSeparatorInsets; expected one of 'leading' or 'trailing'"),
    ("{ bottomSeparatorInsets: { leading: -4 } }", "-4",
     "expected zero or a positive number for 'leading', found -4"),
    ("{ topSeparatorInsets: 16 }", "16",
     "expected a map for 'topSeparatorInsets', found a number"),
    ("hidden", "hidden",
     "expected a map for 'separatorConfiguration', found a string"),
  ])
  func refusesWhatItDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nseparatorConfiguration: \(written)\nitems: [{ text: Row }]\n---\n"
    expectRefused(source, at: needle, after: "separatorConfiguration:", message)
  }

  @Test func itemSeparatorHandlerPointsAtTheItemsOwnConfiguration() {
    let source = "---\nitemSeparatorHandler: hide\nitems: [{ text: Row }]\n---\n"
    let result = decode(source)
    #expect(result.diagnostics.first?.hasPrefix(
      "\(source.at("itemSeparatorHandler")): warning: 'itemSeparatorHandler' is a UIKit setting that ListPress does not support; give an item its own 'separatorConfiguration'") == true,
            "\(result.diagnostics)")
  }
}

/// `directionalLayoutMargins` on the page and an item.
@Suite struct LayoutMarginsDecodingTests {
  @Test func decodesTheMarginsEdgeByEdge() throws {
    let page = try decodePage(
      """
      ---
      directionalLayoutMargins: { top: 4, bottom: 6 }
      items:
        - text: Row
          directionalLayoutMargins: { leading: 40, trailing: 30.5 }
      ---

      """)
    #expect(page.spacing.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, bottom: 6))
    #expect(page.sections[0].items[0].spacing.directionalLayoutMargins == DirectionalEdgeInsets(leading: 40, trailing: 30.5))
  }

  @Test(arguments: [
    ("{ left: 4 }", "left", "unknown key 'left' in directionalLayoutMargins; expected one of 'top', 'leading', 'bottom' or 'trailing'"),
    ("{ top: -1 }", "-1", "expected zero or a positive number for 'top', found -1"),
    ("8", "8", "expected a map for 'directionalLayoutMargins', found a number"),
  ])
  func refusesWhatTheMarginsDoNotTake(written: String, at needle: String, message: String) {
    let source = "---\ndirectionalLayoutMargins: \(written)\nitems: [{ text: Row }]\n---\n"
    expectRefused(source, at: needle, after: "directionalLayoutMargins:", message)
  }
}
