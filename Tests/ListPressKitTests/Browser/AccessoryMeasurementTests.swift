import Foundation
import ListPressKit
import Testing

/// Every accessory of docs/format.md drawn in each appearance, light and dark,
/// measured in headless Chromium: its edge, the size of its drawing and its
/// colour, against `shared/reference/uikit-lists.md` §8. Edges and the
/// colours the reference grades A must match; sizes and the colours it
/// leaves unsettled (U) or takes from replicas (C) are ListPress's choices,
/// documented in docs/appearance.md, and are checked so they do not drift.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: accessory measurements skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct AccessoryMeasurementTests {
  /// What one accessory should measure.
  struct Drawn: Sendable, CustomTestStringConvertible {
    let kind: String
    let side: String
    let width: Double
    let height: Double
    let color: DynamicColor
    /// The grade of the colour: A checks are the reference's; the rest are choices.
    let colorGrade: String

    var testDescription: String { kind }
  }

  /// The accessories of the test row, in the order they are listed, and the
  /// size of their drawing: the stylesheet's `::before` box for the system
  /// accessories, the symbol or the text for the others.
  static let expected: [Drawn] = [
    Drawn(kind: "delete", side: "leading", width: 22, height: 22, color: Palette.systemRed, colorGrade: "A"),
    Drawn(kind: "insert", side: "leading", width: 22, height: 22, color: Palette.systemGreen, colorGrade: "A"),
    Drawn(kind: "multiselect", side: "leading", width: 22, height: 22, color: Palette.systemGray3, colorGrade: "C"),
    Drawn(kind: "customView", side: "leading", width: 22, height: 22, color: Palette.systemBlue, colorGrade: "tint"),
    Drawn(kind: "label", side: "trailing", width: 0, height: 22, color: Palette.secondaryLabel, colorGrade: "U"),
    Drawn(kind: "checkmark", side: "trailing", width: 14, height: 12, color: Palette.systemBlue, colorGrade: "U"),
    Drawn(kind: "detail", side: "trailing", width: 22, height: 22, color: Palette.systemBlue, colorGrade: "U"),
    Drawn(kind: "disclosureIndicator", side: "trailing", width: 8, height: 13, color: Palette.tertiaryLabel, colorGrade: "U"),
    Drawn(kind: "reorder", side: "trailing", width: 18, height: 12, color: Palette.systemGray, colorGrade: "A"),
    Drawn(kind: "outlineDisclosure", side: "trailing", width: 8, height: 13, color: Palette.systemBlue, colorGrade: "U"),
  ]

  /// The definition of a page in `appearance` whose one row carries every accessory, in editing mode.
  private static func definition(_ appearance: Appearance) -> String {
    """
    ---
    title: Accessories
    appearance: \(appearance.rawValue)
    editing: true
    items:
      - id: row
        text: Row
        accessories:
          - delete
          - insert
          - multiselect
          - type: customView
            placement: leading
            image: symbol:star
          - type: label
            text: "3"
          - checkmark
          - detail
          - disclosureIndicator
          - reorder
        children:
          - text: Child
    ---

    """
  }

  /// The pages, one per appearance, built once.
  private static let site: Result<URL, any Error> = Result {
    let folder = BrowserRun.workFolder.appendingPathComponent("accessories")
    try? FileManager.default.removeItem(at: folder)
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    for appearance in Appearance.allCases {
      try definition(appearance).write(to: input.appendingPathComponent("\(appearance.rawValue).md"), atomically: true, encoding: .utf8)
    }
    let output = folder.appendingPathComponent("site")
    let report = ListPress.build(inputs: [input.path], options: BuildOptions(outputDirectory: output.path))
    guard !report.failed else { throw BrowserRun.BuildFailure(diagnostics: report.diagnostics.map(\.description)) }
    return output
  }

  /// What the page measured of one accessory.
  private struct Measured: Decodable, Sendable {
    let kind: String
    let side: String
    let width: Double
    let height: Double
    let color: [Double]
  }

  private static let script = """
    (() => {
      const texts = document.querySelector('#row .lp-texts').getBoundingClientRect();
      return [...document.querySelectorAll('#row > details > summary .lp-accessory')].map(accessory => {
        const drawing = accessory.querySelector('[data-symbol], .lp-accessory-text');
        const glyph = getComputedStyle(accessory, '::before');
        const box = drawing ? drawing.getBoundingClientRect()
          : { width: parseFloat(glyph.width), height: parseFloat(glyph.height) };
        const own = accessory.getBoundingClientRect();
        const color = getComputedStyle(accessory).color.match(/[\\d.]+/g).map(Number);
        return {
          kind: [...accessory.classList].find(name => name.startsWith('lp-accessory-')).slice('lp-accessory-'.length),
          side: own.right <= texts.left ? 'leading' : own.left >= texts.right ? 'trailing' : 'overlapping',
          width: box.width, height: box.height,
          color: color.length === 3 ? [...color, 1] : color,
        };
      });
    })()
    """

  @Test("Every accessory sits on its edge, at its size, in its colour", arguments: Appearance.allCases, Mode.allCases)
  func accessoriesAreDrawnAsUIKitDrawsThem(appearance: Appearance, mode: Mode) async throws {
    let page = try Self.site.get().appendingPathComponent("\(appearance.rawValue).html")
    let measured: [Measured] = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser, mode: mode)
      try await browser.load(page, session: tab.session)
      return try await tab.value(Self.script)
    }

    #expect(measured.map(\.kind) == Self.expected.map(\.kind), "the accessories keep the order given")
    for (drawn, found) in zip(Self.expected, measured) {
      #expect(found.side == drawn.side, "\(drawn.kind) on the \(found.side) edge [A: §8 edge; AD-ACC]")
      if drawn.width > 0 {
        #expect(abs(found.width - drawn.width) <= 1 && abs(found.height - drawn.height) <= 1,
                "\(drawn.kind) is \(found.width) × \(found.height), not \(drawn.width) × \(drawn.height)")
      } else {
        #expect(abs(found.height - drawn.height) <= 1, "\(drawn.kind) text is \(found.height) high")
      }
      let expected = try #require(drawn.color.resolved(in: mode))
      let colour = RGBA(found.color[0], found.color[1], found.color[2], found.color[3])
      #expect(colour.distance(to: expected) <= 2 && abs(colour.alpha - expected.alpha) <= 0.01,
              "\(drawn.kind) is \(colour), not \(drawn.color.name) \(expected) [\(drawn.colorGrade): §8]")
    }
  }
}
