import Foundation
import ListPressKit
import Testing

/// Symbols as each engine draws them in a list row (the 28 px image slot,
/// the drawing 80 % of it), read from screenshots (`SymbolInk`): outline
/// strokes as wide as SF Symbols' regular ones, and every name with a
/// `circle` drawn with its circle (`ellipsis.circle` was once the bare dots).
/// An engine that is missing is skipped, unless `LISTPRESS_REQUIRE_BROWSER=1`.
struct SymbolDrawingTests {
  /// The mean stroke of SF Symbols' regular weight, in CSS px, drawn at the
  /// size of a list row's symbol: their `star`, `heart`, `folder`, `bell`,
  /// `gearshape`, `person`, `envelope` and `circle`, from an export of SF
  /// Symbols 7.3 (monochrome, the app's regular weight and medium scale),
  /// rendered in Chromium at one scale, where `circle` is as wide as the
  /// 22 px circle ListPress draws, and measured as `SymbolInk.stroke` does:
  /// 1.48 to 1.67 px, 1.57 on average. The same measure reads Bootstrap's
  /// one-unit outlines at 1.40 to 1.59 px, 1.47 on average.
  static let regularStroke = 1.57

  /// The outline symbols measured against `regularStroke`.
  static let outlines = ["star", "heart", "folder", "bell", "gear", "person", "envelope", "circle"]

  /// Every name of the catalog with a `circle` in it (`person.crop.circle`,
  /// `ellipsis.circle.fill`, `circle` itself).
  static let circles = SymbolCatalog.shared.names.filter { $0.split(separator: ".").contains("circle") }

  private static let definition = """
    ---
    title: Symbols
    appearance: insetGrouped
    items:
    \((outlines + circles.filter { !outlines.contains($0) }).map { name in
      """
        - id: \(id(of: name))
          text: \(name)
          image: symbol:\(name)
      """
    }.joined(separator: "\n"))
    ---

    """

  private static let site = FocusedSite.build("symbol-drawing", pages: ["symbols": definition])

  /// The item's id for the symbol `name`.
  private static func id(of name: String) -> String {
    "symbol-" + name.replacingOccurrences(of: ".", with: "-")
  }

  private static func selector(of name: String) -> String {
    "#\(id(of: name)) .lp-row > [data-symbol]"
  }

  /// Runs `body` with the symbols page of `design` open in `engine`.
  private func withPage(_ engine: Engine, _ design: Design, _ body: (any PageDriver) async throws -> Void) async throws {
    try engine.require()
    let page = try Self.site.get().page("symbols", in: design)
    if engine == .chromium {
      try await SharedBrowser.use { browser in
        let tab = try await BrowserTab.open(in: browser)
        try await tab.load(page)
        try await body(tab)
      }
    } else {
      try await EngineBrowser.use(engine) { session in
        try await session.setWindow(width: 390, height: 844)
        try await session.load(page)
        try await body(session)
      }
    }
  }

  @Test("Outline strokes are as wide as SF Symbols' regular weight", arguments: Engine.allCases, Design.allCases)
  func outlineStrokes(engine: Engine, design: Design) async throws {
    try await withPage(engine, design) { page in
      let inks = try await SymbolInk.of(Self.outlines.map(Self.selector(of:)), in: page)
      let strokes = Dictionary(uniqueKeysWithValues: Self.outlines.map { ($0, inks[Self.selector(of: $0)]?.stroke ?? 0) })
      let mean = strokes.values.reduce(0, +) / Double(strokes.count)
      let described = Self.outlines.map { "\($0) \(((strokes[$0] ?? 0) * 100).rounded() / 100)" }.joined(separator: ", ")
      #expect(abs(mean - Self.regularStroke) <= 0.06,
              "\(engine.name), \(design): strokes are \(described) px, \((mean * 100).rounded() / 100) on average, not \(Self.regularStroke)")
      for (name, stroke) in strokes {
        #expect(abs(stroke - Self.regularStroke) <= 0.25, "\(engine.name), \(design): \(name)'s strokes are \(stroke) px")
      }
    }
  }

  @Test("Every symbol with a circle in its name is drawn with its circle", arguments: Engine.allCases)
  func circlesAreDrawn(engine: Engine) async throws {
    #expect(Self.circles.count >= 30)
    try await withPage(engine, .ios26) { page in
      let inks = try await SymbolInk.of(Self.circles.map(Self.selector(of:)), in: page)
      for name in Self.circles {
        let rim = inks[Self.selector(of: name)]?.rim ?? 0
        #expect(rim >= 0.5, "\(engine.name): \(name) has no ink on part of its rim (\(rim))")
      }
      // The dots: drawn in the circle, cut out of the disc.
      let dots = inks[Self.selector(of: "ellipsis.circle")]?.centre ?? 0
      #expect(dots >= 0.8, "\(engine.name): ellipsis.circle has no middle dot (\(dots))")
      let holes = inks[Self.selector(of: "ellipsis.circle.fill")]?.centre ?? 1
      #expect(holes <= 0.2, "\(engine.name): ellipsis.circle.fill's middle dot is not cut out (\(holes))")
    }
  }
}
