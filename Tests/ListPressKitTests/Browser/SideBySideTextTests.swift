import Foundation
import Testing

/// `prefersSideBySideTextAndSecondaryText`, on the page and on an item, as
/// Chromium, WebKit and Firefox draw it in both designs: a subtitle cell
/// that prefers it puts a short secondary text beside its text, at the
/// trailing end; a value cell that does not puts its value under the text;
/// an item's own choice wins over the page's.
struct SideBySideTextTests {
  private static let site = Result {
    try ScratchSite("side-by-side", definitions: [
      "items": """
        ---
        title: Side by side
        appearance: insetGrouped
        items:
          - { id: subtitle, text: Subtitle, secondaryText: Beside, style: subtitleCell, prefersSideBySideTextAndSecondaryText: true }
          - { id: value, text: Value, secondaryText: Under, style: valueCell, prefersSideBySideTextAndSecondaryText: false }
          - { id: plain-subtitle, text: Plain subtitle, secondaryText: Under, style: subtitleCell }
        ---

        """,
      "page": """
        ---
        title: Page
        prefersSideBySideTextAndSecondaryText: true
        cellStyle: subtitleCell
        items:
          - { id: follows-page, text: Follows, secondaryText: Beside }
          - { id: own-choice, text: Own, secondaryText: Under, prefersSideBySideTextAndSecondaryText: false }
        ---

        """,
    ])
  }

  private struct Row: Decodable, Sendable {
    let textTop, textBottom, secondTop, secondRight, textsRight: Double
  }

  private static let script = """
    (() => {
      const rows = {};
      for (const item of document.querySelectorAll('.lp-item[id]')) {
        const texts = item.querySelector('.lp-texts');
        const [text, second] = [...texts.children].map(e => e.getBoundingClientRect());
        rows[item.id] = { textTop: text.top, textBottom: text.bottom, secondTop: second.top,
                          secondRight: second.right, textsRight: texts.getBoundingClientRect().right };
      }
      return rows;
    })()
    """

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  private func rows(_ page: String, engine: Engine, design: Design) async throws -> [String: Row] {
    try await Self.site.get().measure(page, in: design, engine: engine, Self.script)
  }

  private func isBeside(_ row: Row) -> Bool {
    abs(row.secondTop - row.textTop) <= 3 && abs(row.secondRight - row.textsRight) <= 1
  }

  private func isUnder(_ row: Row) -> Bool {
    row.secondTop >= row.textBottom - 0.5
  }

  @Test("An item's own preference puts its secondary text beside or under its text", arguments: looks)
  func itemPreference(engine: Engine, design: Design) async throws {
    let rows = try await rows("items", engine: engine, design: design)
    let look = "\(engine.name), \(design)"
    #expect(isBeside(try #require(rows["subtitle"])), "\(look): the subtitle cell's text is not beside")
    #expect(isUnder(try #require(rows["value"])), "\(look): the value cell's value is not under")
    #expect(isUnder(try #require(rows["plain-subtitle"])), "\(look): a subtitle cell is no longer stacked")
  }

  @Test("The page's preference applies to every row, and an item's own wins", arguments: looks)
  func pagePreference(engine: Engine, design: Design) async throws {
    let rows = try await rows("page", engine: engine, design: design)
    let look = "\(engine.name), \(design)"
    #expect(isBeside(try #require(rows["follows-page"])), "\(look): the page's preference does not reach a row")
    #expect(isUnder(try #require(rows["own-choice"])), "\(look): the item's own choice does not win")
  }
}
