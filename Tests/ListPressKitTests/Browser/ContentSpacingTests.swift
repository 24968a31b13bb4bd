import Foundation
import Testing

/// `imageToTextPadding`, `textToSecondaryTextVerticalPadding` and
/// `textToSecondaryTextHorizontalPadding` (`UIListContentConfiguration`),
/// on the page and on an item, as Chromium, WebKit and Firefox draw them
/// in both designs: the page's apply to every row, an item's win for its
/// own row, and an outline child starts from the page's again; and
/// `directionalLayoutMargins`, edge by edge.
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

        """,
      "margins": """
        ---
        title: Margins
        appearance: insetGrouped
        directionalLayoutMargins: { top: 4, bottom: 6 }
        items:
          - { id: page, text: Page margins }
          - id: own
            text: Own margins
            image: "symbol:star"
            directionalLayoutMargins: { top: 20, leading: 40, trailing: 30 }
            accessories: [disclosureIndicator]
            expanded: true
            children:
              - { id: child, text: Child }
          - { id: after, text: After }
        ---

        """,
    ])
  }

  /// Where a row's content sits in its cell.
  private struct Margins: Decodable, Sendable {
    let textTop: Double, rowTop: Double, rowBottom: Double, rowLeft: Double, rowRight: Double
    let contentLeft: Double, contentRight: Double
    let textHeight: Double
  }

  private static let marginsScript = """
    (() => {
      const found = {};
      for (const item of document.querySelectorAll('.lp-item[id]')) {
        const row = item.querySelector('.lp-row');
        const box = row.getBoundingClientRect();
        const parts = [...row.children].filter(part => part.getBoundingClientRect().width > 0);
        const text = row.querySelector('.lp-texts > :first-child').getBoundingClientRect();
        found[item.id] = { textTop: text.top, rowTop: box.top, rowBottom: box.bottom, rowLeft: box.left, rowRight: box.right,
          contentLeft: Math.min(...parts.map(part => part.getBoundingClientRect().left)),
          contentRight: Math.max(...parts.map(part => part.getBoundingClientRect().right)), textHeight: text.height };
      }
      return found;
    })()
    """

  @Test("directionalLayoutMargins set the row's margins, an item's over the page's, edge by edge", arguments: looks)
  func margins(engine: Engine, design: Design) async throws {
    let found: [String: Margins] = try await Self.site.get().measure("margins", in: design, engine: engine, Self.marginsScript)
    let look = "\(engine.name), \(design)"
    let page = try #require(found["page"]), own = try #require(found["own"]), child = try #require(found["child"])
    let defaultSide: Double = 16
    // The page's: 4 above the text, 6 below it, the sides as the row's own;
    // a row keeps its minimum height, its content centred between the margins.
    func centredTop(_ row: Margins, top: Double, bottom: Double) -> Double {
      top + max(0, (row.rowBottom - row.rowTop - top - bottom - row.textHeight) / 2)
    }
    #expect(abs(page.textTop - page.rowTop - centredTop(page, top: 4, bottom: 6)) <= 0.5,
            "\(look): page row's text is \(page.textTop - page.rowTop) below its top, in a row \(page.rowBottom - page.rowTop) tall")
    #expect(abs(page.contentLeft - page.rowLeft - defaultSide) <= 0.5, "\(look): page row's content starts \(page.contentLeft - page.rowLeft) in")
    // The item's own top, leading and trailing; the page's bottom.
    let ownHeight = own.rowBottom - own.rowTop
    #expect(ownHeight >= 20 + 6 + own.textHeight - 0.5, "\(look): own row is \(ownHeight) tall")
    #expect(abs(own.contentLeft - own.rowLeft - 40) <= 0.5, "\(look): own row's content starts \(own.contentLeft - own.rowLeft) in")
    #expect(abs(own.rowRight - own.contentRight - 30) <= 0.5, "\(look): own row's content ends \(own.rowRight - own.contentRight) before its edge")
    // An outline child starts from the page's again (plus its indentation).
    #expect(abs(child.textTop - child.rowTop - centredTop(child, top: 4, bottom: 6)) <= 0.5,
            "\(look): the child's text is \(child.textTop - child.rowTop) below its top")
    #expect(abs(own.textTop - own.rowTop - centredTop(own, top: 20, bottom: 6)) <= 0.5,
            "\(look): own row's text is \(own.textTop - own.rowTop) below its top")
    #expect(abs(child.contentLeft - child.rowLeft - defaultSide - 16) <= 0.5, "\(look): the child's content starts \(child.contentLeft - child.rowLeft) in")
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
