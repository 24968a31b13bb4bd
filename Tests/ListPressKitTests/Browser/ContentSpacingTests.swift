import Foundation
import Testing

/// `imageToTextPadding`, `textToSecondaryTextVerticalPadding` and
/// `textToSecondaryTextHorizontalPadding` (`UIListContentConfiguration`),
/// on the page and on an item, as Chromium, WebKit and Firefox draw them
/// in both designs: the page's apply to every row, an item's win for its
/// own row, and an outline child starts from the page's again.
struct ContentSpacingTests {
  private static let site = Result {
    try ScratchSite("content-spacing", definitions: [
      "spacing": """
        ---
        title: Spacing
        appearance: insetGrouped
        textToSecondaryTextVerticalPadding: 8
        imageToTextPadding: 20
        items:
          - { id: page, text: Page spacing, secondaryText: Eight under, style: subtitleCell, image: "symbol:star" }
          - id: own
            text: Own spacing
            secondaryText: Two under
            style: subtitleCell
            image: "symbol:star"
            imageToTextPadding: 4
            textToSecondaryTextVerticalPadding: 2
            expanded: true
            children:
              - { id: child, text: Child, secondaryText: Eight under, style: subtitleCell, image: "symbol:star" }
          - { id: value, text: Value, secondaryText: Beside, style: valueCell, textToSecondaryTextHorizontalPadding: 40 }
        ---

        """
    ])
  }

  private struct Gaps: Decodable, Sendable {
    /// From the image's trailing edge to the texts' leading edge.
    let imageToText: Double?
    /// From the text's bottom to the secondary text's top.
    let vertical: Double
    /// The texts' column gap.
    let columnGap: String
  }

  private static let script = """
    (() => {
      const gaps = {};
      for (const item of document.querySelectorAll('.lp-item[id]')) {
        const row = item.querySelector('.lp-row');
        const image = row.querySelector(':scope > [data-symbol]');
        const texts = row.querySelector('.lp-texts');
        const [text, second] = texts.children;
        gaps[item.id] = {
          imageToText: image ? texts.getBoundingClientRect().left - image.getBoundingClientRect().right : null,
          vertical: second.getBoundingClientRect().top - text.getBoundingClientRect().bottom,
          columnGap: getComputedStyle(texts).columnGap };
      }
      return gaps;
    })()
    """

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  @Test("The page's spacings apply to every row; an item's win for its row, not its children's", arguments: looks)
  func spacings(engine: Engine, design: Design) async throws {
    let gaps: [String: Gaps] = try await Self.site.get().measure("spacing", in: design, engine: engine, Self.script)
    let look = "\(engine.name), \(design)"
    let page = try #require(gaps["page"]), own = try #require(gaps["own"])
    let child = try #require(gaps["child"]), value = try #require(gaps["value"])
    #expect(abs((page.imageToText ?? 0) - 20) <= 0.5 && abs(page.vertical - 8) <= 0.5, "\(look): page row \(page)")
    #expect(abs((own.imageToText ?? 0) - 4) <= 0.5 && abs(own.vertical - 2) <= 0.5, "\(look): own row \(own)")
    #expect(abs((child.imageToText ?? 0) - 20) <= 0.5 && abs(child.vertical - 8) <= 0.5, "\(look): child \(child)")
    #expect(value.columnGap == "40px", "\(look): the value's gap is \(value.columnGap)")
  }
}
