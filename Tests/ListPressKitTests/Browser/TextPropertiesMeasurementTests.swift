import Foundation
import Testing

/// `textProperties` and `secondaryTextProperties` as a browser draws them,
/// in Chromium, WebKit and Firefox, in both designs: every text style at
/// UIKit's size, weight and line height for the default text size (§3 of
/// the reference), the colour and alignment of a centred destructive row,
/// a value clamped to two lines and a subtitle to one, and the nearest
/// level winning property by property.
struct TextPropertiesMeasurementTests {
  private static let site = Result {
    try ScratchSite("text-properties", definitions: [
      "texts": """
        ---
        title: Texts
        appearance: insetGrouped
        textProperties: { color: systemGreen }
        sections:
          - id: styles
            items:
        \(TextStyleRamp.all.map { "      - { id: \($0.name), text: \($0.name), textProperties: { font: \($0.name) } }" }.joined(separator: "\n"))
          - id: levels
            textProperties: { font: footnote, transform: uppercase }
            items:
              - { id: section-level, text: Section level }
              - { id: item-level, text: Item level, textProperties: { color: systemRed, transform: none } }
          - id: rows
            items:
              - { id: plain, text: Plain }
              - id: sign-out
                text: Sign Out
                textProperties: { color: systemRed, alignment: center }
              - id: address
                text: Address
                style: valueCell
                secondaryText: "12 Rue de la Grande Chaumière, 75006 Paris, France, and then a few more words to need three lines"
                secondaryTextProperties: { numberOfLines: 2 }
              - id: note
                text: Note
                style: subtitleCell
                secondaryText: "A note long enough to wrap onto a second line at a phone's width, which one line cuts short"
                secondaryTextProperties: { numberOfLines: 1, font: footnote }
        ---

        """
    ])
  }

  /// UIKit's type ramp at the default size (§3): size, weight, line height.
  struct TextStyleRamp: Sendable, CustomTestStringConvertible {
    let name: String
    let size: Double
    let weight: Int
    let lineHeight: Double
    var testDescription: String { name }

    static let all = [
      TextStyleRamp(name: "extraLargeTitle", size: 36, weight: 700, lineHeight: 43),
      TextStyleRamp(name: "extraLargeTitle2", size: 28, weight: 700, lineHeight: 34),
      TextStyleRamp(name: "largeTitle", size: 34, weight: 400, lineHeight: 41),
      TextStyleRamp(name: "title1", size: 28, weight: 400, lineHeight: 34),
      TextStyleRamp(name: "title2", size: 22, weight: 400, lineHeight: 28),
      TextStyleRamp(name: "title3", size: 20, weight: 400, lineHeight: 25),
      TextStyleRamp(name: "headline", size: 17, weight: 600, lineHeight: 22),
      TextStyleRamp(name: "body", size: 17, weight: 400, lineHeight: 22),
      TextStyleRamp(name: "callout", size: 16, weight: 400, lineHeight: 21),
      TextStyleRamp(name: "subheadline", size: 15, weight: 400, lineHeight: 20),
      TextStyleRamp(name: "footnote", size: 13, weight: 400, lineHeight: 18),
      TextStyleRamp(name: "caption1", size: 12, weight: 400, lineHeight: 16),
      TextStyleRamp(name: "caption2", size: 11, weight: 400, lineHeight: 13),
    ]
  }

  /// What is measured of one text.
  private struct Text: Decodable, Sendable {
    let size: Double
    let weight: Int
    let lineHeight: Double
    let color: String
    let transform: String
    let align: String
    /// The text's lines as drawn, and its box and its row's texts' box.
    let lines: Int
    let left, right, textsLeft, textsRight: Double
    let cut: Bool
  }

  /// The measures of every text of the page (`ID` for the primary text,
  /// `ID/2` for the secondary), and the computed colours of `systemRed`
  /// and `systemGreen` where the list draws them.
  private struct Measures: Decodable, Sendable {
    let texts: [String: Text]
    let red: String
    let green: String
  }

  private static let script = """
    (() => {
      // Rows off the screen are drawn only when they come near it
      // (content-visibility: auto), and their text has no boxes until then.
      for (const element of document.querySelectorAll('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
      const texts = {};
      const measure = element => {
        const style = getComputedStyle(element);
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = [...range.getClientRects()].filter(r => r.width > 0);
        const drawn = element.getBoundingClientRect();
        const box = element.closest('.lp-texts').getBoundingClientRect();
        const lineHeight = parseFloat(style.lineHeight);
        return { size: parseFloat(style.fontSize), weight: parseInt(style.fontWeight), lineHeight,
                 color: style.color, transform: style.textTransform, align: style.textAlign,
                 lines: Math.round(drawn.height / lineHeight),
                 left: Math.min(...rects.map(r => r.left)), right: Math.max(...rects.map(r => r.right)),
                 textsLeft: box.left, textsRight: box.right,
                 cut: element.scrollHeight > element.clientHeight + 1 };
      };
      for (const item of document.querySelectorAll('.lp-item[id]')) {
        const spans = item.querySelector('.lp-texts').children;
        texts[item.id] = measure(spans[0]);
        if (spans[1]) texts[item.id + '/2'] = measure(spans[1]);
      }
      return { texts, red: \(ScratchSite.colorProbe("var(--systemRed)", inside: ".lp-texts")),
               green: \(ScratchSite.colorProbe("var(--systemGreen)", inside: ".lp-texts")) };
    })()
    """

  private func measures(engine: Engine, design: Design) async throws -> Measures {
    try await Self.site.get().measure("texts", in: design, engine: engine, Self.script)
  }

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  @Test("Every text style is drawn at UIKit's size, weight and line height", arguments: looks)
  func textStylesFollowTheTypeRamp(engine: Engine, design: Design) async throws {
    let measures = try await measures(engine: engine, design: design)
    for style in TextStyleRamp.all {
      let text = try #require(measures.texts[style.name], "\(style.name) is not on the page")
      let look = "\(engine.name), \(design), \(style.name)"
      #expect(text.size == style.size, "\(look): font size \(text.size)")
      #expect(text.weight == style.weight, "\(look): weight \(text.weight)")
      #expect(abs(text.lineHeight - style.lineHeight) < 0.01, "\(look): line height \(text.lineHeight)")
    }
  }

  @Test("The nearest level wins, property by property", arguments: looks)
  func theNearestLevelWins(engine: Engine, design: Design) async throws {
    let measures = try await measures(engine: engine, design: design)
    let look = "\(engine.name), \(design)"
    let plain = try #require(measures.texts["plain"])
    #expect(plain.color == measures.green, "\(look): the page's colour does not reach a row")
    #expect(plain.size == 17 && plain.transform == "none", "\(look): a row without properties lost the cell's own type")
    let section = try #require(measures.texts["section-level"])
    #expect(section.size == 13 && section.transform == "uppercase" && section.color == measures.green, "\(look): \(section)")
    let item = try #require(measures.texts["item-level"])
    #expect(item.size == 13, "\(look): the section's font does not reach an item that sets only its colour")
    #expect(item.color == measures.red && item.transform == "none", "\(look): the item's own properties do not win")
  }

  @Test("A centred destructive row: red text, centred in the row's text column", arguments: looks)
  func aCentredDestructiveRow(engine: Engine, design: Design) async throws {
    let text = try #require(try await measures(engine: engine, design: design).texts["sign-out"])
    let look = "\(engine.name), \(design)"
    #expect(text.align == "center", "\(look): text-align \(text.align)")
    let middle = (text.left + text.right) / 2
    #expect(abs(middle - (text.textsLeft + text.textsRight) / 2) <= 1, "\(look): the text is not centred")
  }

  @Test("numberOfLines clamps a value to two lines and a subtitle to one, with an ellipsis", arguments: looks)
  func numberOfLinesClamps(engine: Engine, design: Design) async throws {
    let measures = try await measures(engine: engine, design: design)
    let look = "\(engine.name), \(design)"
    let value = try #require(measures.texts["address/2"])
    #expect(value.lines == 2 && value.cut, "\(look): the value takes \(value.lines) lines, cut: \(value.cut)")
    let note = try #require(measures.texts["note/2"])
    #expect(note.lines == 1 && note.cut, "\(look): the note takes \(note.lines) lines, cut: \(note.cut)")
    #expect(note.size == 13 && abs(note.lineHeight - 18) < 0.01, "\(look): the note is not in footnote")
  }
}
