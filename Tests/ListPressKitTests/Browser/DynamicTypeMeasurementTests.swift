import Foundation
import ListPressKit
import Testing

/// `preferredContentSizeCategory` as Chromium, WebKit and Firefox draw it,
/// in both designs: every text style at each of five fixed categories at
/// the size and line height of Apple's table (`TypeRamp`), the image slot
/// and an accessory's drawing scaled with the body text, a value cell's
/// value stacked under its text at the accessibility sizes (and still
/// beside it where the item prefers it), and `auto` following the reader's
/// text size: `large`'s ramp at the browser's 16 px, a quarter larger at 20 px.
struct DynamicTypeMeasurementTests {
  /// The categories measured: the smallest, the default, the largest
  /// standard size and the smallest and largest accessibility sizes.
  static let categories: [ContentSizeCategory] = [
    .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
  ]

  private static func definition(_ category: ContentSizeCategory) -> String {
    """
    ---
    title: Sizes
    appearance: insetGrouped
    preferredContentSizeCategory: \(category.rawValue)
    sections:
      - items:
    \(TextStyle.allCases.map { "      - { id: \($0.rawValue), text: \($0.rawValue), textProperties: { font: \($0.rawValue) } }" }.joined(separator: "\n"))
      - items:
          - { id: value, text: Wi-Fi, secondaryText: On, style: valueCell }
          - { id: beside, text: Wi-Fi, secondaryText: On, style: valueCell, prefersSideBySideTextAndSecondaryText: true }
          - { id: symbol, text: Airplane Mode, image: "symbol:airplane", accessories: [disclosureIndicator] }
    ---

    """
  }

  private static let site = Result {
    try ScratchSite("dynamic-type", definitions: Dictionary(uniqueKeysWithValues:
      (categories + [.auto]).map { ($0.rawValue, definition($0)) }))
  }

  private struct Text: Decodable, Sendable {
    let size, lineHeight: Double
  }

  private struct Row: Decodable, Sendable {
    let textTop, textBottom, secondTop, secondRight, textsRight: Double
  }

  private struct Measures: Decodable, Sendable {
    let texts: [String: Text]
    let rows: [String: Row]
    let symbolWidth, chevronWidth, chevronHeight: Double
  }

  /// The measuring script; `rootFontSize`, when given, is set on the root
  /// first, as a reader's browser text size would be.
  private static func script(rootFontSize: Int? = nil) -> String {
    """
    (() => {
      \(rootFontSize.map { "document.documentElement.style.fontSize = '\($0)px';" } ?? "")
      for (const element of document.querySelectorAll('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
      const texts = {}, rows = {};
      for (const item of document.querySelectorAll('.lp-item[id]')) {
        const spans = item.querySelector('.lp-texts').children;
        const style = getComputedStyle(spans[0]);
        texts[item.id] = { size: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight) };
        if (spans[1]) {
          const [text, second] = [spans[0], spans[1]].map(e => e.getBoundingClientRect());
          rows[item.id] = { textTop: text.top, textBottom: text.bottom, secondTop: second.top, secondRight: second.right,
                            textsRight: item.querySelector('.lp-texts').getBoundingClientRect().right };
        }
      }
      const symbol = document.querySelector('#symbol .lp-row > [data-symbol]').getBoundingClientRect();
      const chevron = getComputedStyle(document.querySelector('#symbol .lp-accessory-disclosureIndicator'), '::before');
      return { texts, rows, symbolWidth: symbol.width,
               chevronWidth: parseFloat(chevron.width), chevronHeight: parseFloat(chevron.height) };
    })()
    """
  }

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  private func measures(
    _ category: ContentSizeCategory, engine: Engine, design: Design, rootFontSize: Int? = nil
  ) async throws -> Measures {
    try await Self.site.get().measure(category.rawValue, in: design, engine: engine, Self.script(rootFontSize: rootFontSize))
  }

  /// Checks that `measures` draw every text style at `ramp` times `scale`,
  /// and the image slot and chevron at their default sizes times the body
  /// size over 17.
  private func check(_ measures: Measures, _ ramp: TypeRamp, scale: Double = 1, _ look: String) throws {
    for style in TextStyle.allCases {
      let text = try #require(measures.texts[style.rawValue], "\(look): \(style) is not on the page")
      #expect(abs(text.size - Double(ramp[style].size) * scale) < 0.01, "\(look), \(style): font size \(text.size)")
      #expect(abs(text.lineHeight - Double(ramp[style].lineHeight) * scale) < 0.01,
              "\(look), \(style): line height \(text.lineHeight)")
    }
    let unit = Double(ramp[.body].size) * scale / 17
    #expect(abs(measures.symbolWidth - 28 * unit) < 0.1, "\(look): image slot \(measures.symbolWidth)")
    #expect(abs(measures.chevronWidth - 8 * unit) < 0.1, "\(look): chevron width \(measures.chevronWidth)")
    #expect(abs(measures.chevronHeight - 13 * unit) < 0.1, "\(look): chevron height \(measures.chevronHeight)")
  }

  @Test("Every text style, the image slot and the accessories follow the page's category", arguments: looks)
  func fixedCategories(engine: Engine, design: Design) async throws {
    for category in Self.categories {
      let measures = try await measures(category, engine: engine, design: design)
      try check(measures, TypeRamp(category), "\(engine.name), \(design), \(category)")
    }
  }

  @Test("A value cell stacks its value under its text at the accessibility sizes, as UIKit does", arguments: looks)
  func valueCellsStackAtAccessibilitySizes(engine: Engine, design: Design) async throws {
    for category in Self.categories {
      let rows = try await measures(category, engine: engine, design: design).rows
      let look = "\(engine.name), \(design), \(category)"
      let value = try #require(rows["value"]), beside = try #require(rows["beside"])
      let isBeside = abs(value.secondTop - value.textTop) <= 3 && abs(value.secondRight - value.textsRight) <= 1
      #expect(isBeside != category.isAccessibilityCategory, "\(look): the value is \(isBeside ? "beside" : "under") the text")
      #expect(value.secondTop >= value.textBottom - 0.5 || !category.isAccessibilityCategory, "\(look): not under")
      // prefersSideBySideTextAndSecondaryText: true wins at every size.
      #expect(abs(beside.secondTop - beside.textTop) <= 3 && abs(beside.secondRight - beside.textsRight) <= 1,
              "\(look): an item that prefers side by side is stacked")
    }
  }

  @Test("auto is large at the browser's default text size and grows with the reader's", arguments: looks)
  func autoFollowsTheReadersTextSize(engine: Engine, design: Design) async throws {
    let look = "\(engine.name), \(design), auto"
    try check(try await measures(.auto, engine: engine, design: design), TypeRamp(.large), look)
    try check(try await measures(.auto, engine: engine, design: design, rootFontSize: 20), TypeRamp(.large),
              scale: 20.0 / 16, look + " at 20 px")
    // A fixed category keeps its sizes whatever the reader's text size.
    try check(try await measures(.large, engine: engine, design: design, rootFontSize: 20), TypeRamp(.large),
              "\(engine.name), \(design), large at 20 px")
  }
}
