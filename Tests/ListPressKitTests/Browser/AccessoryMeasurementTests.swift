import Foundation
import ListPressKit
import Testing

/// Every accessory of docs/format.md drawn in each appearance, light and dark,
/// in both designs, measured in Chromium, WebKit and Firefox: its edge, the size of its
/// drawing and its colour, against `shared/reference/uikit-lists.md` §8 (and,
/// in the iOS 26 design, §14's system colours; §14 found no other change). Edges and the
/// colours the reference grades A must match; sizes and the colours it
/// leaves unsettled (U) or takes from replicas (C) are ListPress's choices,
/// documented in docs/appearance.md, and are checked so they do not drift.
@Suite
struct AccessoryMeasurementTests {
  /// The accessories of the test row, in the order it shows them, UIKit's
  /// (the outline disclosure, which it gets from its children, before the
  /// reorder control). Each kind is here once (`ExpectationTableTests` checks),
  /// and what each should measure is its ``Accessory/Kind/expectedInBrowser``.
  static let row: [Accessory.Kind] = [
    .delete, .insert, .multiselect, .customView, .label, .checkmark, .detail, .popUpMenu, .disclosureIndicator,
    .outlineDisclosure, .reorder,
  ]

  /// The definition of a page in `appearance` whose one row carries every accessory, in editing mode.
  private static func definition(_ appearance: Appearance) -> String {
    let entries = row.compactMap(\.expectedInBrowser.listed).map { entry in
      "      - " + entry.replacingOccurrences(of: "\n", with: "\n        ")
    }
    return """
      ---
      title: Accessories
      appearance: \(appearance.rawValue)
      editing: true
      items:
        - id: row
          text: Row
          accessories:
      \(entries.joined(separator: "\n"))
          children:
            - text: Child
      ---

      """
  }

  /// The pages, one per appearance, built once in each design: `site-classic`, `site-ios26`.
  private static let sites: Result<URL, any Error> = Result {
    let folder = BrowserRun.workFolder.appendingPathComponent("accessories")
    try? FileManager.default.removeItem(at: folder)
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    for appearance in Appearance.allCases {
      try definition(appearance).write(to: input.appendingPathComponent("\(appearance.rawValue).md"), atomically: true, encoding: .utf8)
    }
    for design in Design.allCases {
      let output = folder.appendingPathComponent(design.siteFolder)
      let report = ListPress.build(inputs: [input.path], options: design.buildOptions(outputDirectory: output.path))
      guard !report.failed else { throw BrowserRun.BuildFailure(diagnostics: report.diagnostics.map(\.description)) }
    }
    return folder
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
        const drawing = accessory.querySelector('[data-symbol], .lp-accessory-text, .lp-popup-value');
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

  /// The design and the mode a page is measured in.
  struct Look: Sendable, CustomTestStringConvertible {
    let design: Design
    let mode: Mode

    static let all = Design.allCases.flatMap { design in Mode.allCases.map { Look(design: design, mode: $0) } }

    var testDescription: String { "\(design), \(mode)" }
  }

  @Test("Every accessory sits on its edge, at its size, in its colour", arguments: Appearance.allCases, Look.all)
  func accessoriesAreDrawnAsUIKitDrawsThem(appearance: Appearance, look: Look) async throws {
    try Engine.chromium.require()
    let (design, mode) = (look.design, look.mode)
    let page = try Self.sites.get().appendingPathComponent("\(design.siteFolder)/\(appearance.rawValue).html")
    let measured: [Measured] = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser, mode: mode)
      try await browser.load(page, session: tab.session)
      return try await tab.value(Self.script)
    }
    try Self.check(measured, of: appearance, in: design, mode: mode, engine: .chromium)
  }

  @Test("Every accessory sits on its edge, at its size, in its colour, in WebKit and Firefox",
    arguments: Engine.webDriven, Mode.allCases)
  func accessoriesInEngines(engine: Engine, mode: Mode) async throws {
    try engine.require()
    let sites = try Self.sites.get()
    try await EngineBrowser.withSession(engine, mode: mode) { session in
      for design in Design.allCases {
        for appearance in Appearance.allCases {
          try await session.load(sites.appendingPathComponent("\(design.siteFolder)/\(appearance.rawValue).html"))
          try Self.check(try await session.value(Self.script), of: appearance, in: design, mode: mode, engine: engine)
        }
      }
    }
  }

  /// Expects what `measured` of the page in `appearance` to be UIKit's, in
  /// `design` and `mode`, as drawn by `engine`.
  private static func check(_ measured: [Measured], of appearance: Appearance, in design: Design, mode: Mode, engine: Engine) throws {
    let page = "\(engine.name), \(design), \(mode), \(appearance.rawValue)"
    #expect(measured.map(\.kind) == Self.row.map(\.rawValue), "\(page): the accessories are in UIKit's order")
    for (kind, found) in zip(Self.row, measured) {
      let drawn = kind.expectedInBrowser
      #expect(found.side == drawn.side, "\(page): \(kind.rawValue) on the \(found.side) edge [A: §8 edge; AD-ACC]")
      if drawn.width > 0 {
        #expect(abs(found.width - drawn.width) <= 1 && abs(found.height - drawn.height) <= 1,
                "\(page): \(kind.rawValue) is \(found.width) × \(found.height), not \(drawn.width) × \(drawn.height)")
      } else {
        #expect(abs(found.height - drawn.height) <= 1, "\(page): \(kind.rawValue) text is \(found.height) high")
      }
      let color = drawn.color.drawn(in: design)
      let expected = try #require(color.resolved(in: mode))
      let colour = RGBA(found.color[0], found.color[1], found.color[2], found.color[3])
      let grade = color.name == drawn.color.name ? "\(drawn.colourGrade.label): §8" : "B: \(IOS26Palette.reference)"
      #expect(colour.distance(to: expected) <= 2 && abs(colour.alpha - expected.alpha) <= 0.01,
              "\(page): \(kind.rawValue) is \(colour), not \(color.name) \(expected) [\(grade)]")
    }
  }
}
