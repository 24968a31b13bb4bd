import Foundation
import ListPressKit
import Testing

/// Where the separators between rows start and when they hide, read back
/// from the page in Chromium, WebKit and Firefox in both designs. UIKit draws a cell's
/// separator along its bottom from its own `separatorLayoutGuide`, so the
/// line between two rows starts where the upper row's text starts
/// (§4 separator leading edge, A: AD-SEPGUIDE, AD-SEPCONF), and it hides the
/// separators next to a highlighted or selected cell (§9, C: F7-8).
struct SeparatorPlacementTests {
  /// A list where a row with an image is followed by one without, an open
  /// outline's parent by its first child, a child by the row after its parent.
  private static func definition(_ appearance: Appearance) -> String {
    """
    ---
    title: Separators
    appearance: \(appearance.rawValue)
    items:
      - id: with-image
        text: With an image
        image: symbol:star.fill
      - id: text-only
        text: Text only
        link: https://example.org/text-only
      - id: parent
        text: Parent
        image: symbol:folder.fill
        children:
          - id: first-child
            text: First child
          - id: second-child
            text: Second child
            image: symbol:doc
      - id: described
        text: Described
        image: symbol:star
        description: A description under the row, long enough to wrap onto a second line at 390 points.
      - id: last
        text: Last
    ---

    """
  }

  static let appearances: [Appearance] = [.plain, .grouped, .insetGrouped]

  private static let site = FocusedSite.build(
    "separators", pages: Dictionary(uniqueKeysWithValues: appearances.map { ($0.rawValue, definition($0)) }))

  /// One pair of rows next to each other and the line between them.
  private struct Pair: Decodable, Sendable {
    let label: String
    /// Where the line between them starts, or `nil` when none shows.
    let lineStart: Double?
    /// Where the upper row's primary text starts.
    let upperTextStart: Double
  }

  /// The pairs of visible rows of the first list matching `list`, after `prepare` ran.
  private func pairs(_ list: String, in tab: any PageDriver, after prepare: String = "") async throws -> [String: Pair] {
    try await tab.loadMeasuringFunctions()
    if !prepare.isEmpty {
      try await tab.run(prepare)
      // An outline opens over 0.3 s.
      try await tab.settle()
    }
    let found: [Pair] = try await tab.value(
      """
      (() => {
        const list = document.querySelector(\(String(reflecting: list)));
        const lines = linesAround(window, list), cells = cellsOf(list);
        return cells.slice(1).map((cell, index) => {
          const above = cells[index], line = lineAt(lines, cell.top, cell);
          return { label: labelOf(above.item) + ' | ' + labelOf(cell.item),
                   lineStart: line && line.left, upperTextStart: above.text.getBoundingClientRect().left };
        });
      })()
      """)
    return Dictionary(found.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
  }

  private static let openParent = "document.querySelector('#parent > details').open = true"
  private static let allPairs = [
    "#with-image | #text-only", "#text-only | #parent", "#parent | #first-child", "#first-child | #second-child",
    "#second-child | #described", "#described | #last",
  ]

  @Test("The line between two rows starts at the upper row's text",
        arguments: Engine.allCases, Design.allCases.flatMap { design in appearances.map { (design, $0) } })
  func lineStartsAtTheUpperText(engine: Engine, look: (Design, Appearance)) async throws {
    let (design, appearance) = look
    let page = try Self.site.get().page(appearance.rawValue, in: design)
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      let found = try await pairs(".lp-items", in: tab, after: Self.openParent)
      #expect(found.keys.sorted() == Self.allPairs.sorted(), "\(engine.name), \(design), \(appearance): pairs \(found.keys.sorted())")
      for label in Self.allPairs {
        let pair = try #require(found[label])
        let start = try #require(pair.lineStart, "\(engine.name), \(design), \(appearance): no line between \(label)")
        #expect(abs(start - pair.upperTextStart) <= 0.5,
                "\(engine.name), \(design), \(appearance): the line between \(label) starts at \(start), the upper text at \(pair.upperTextStart) [A: §4 separator leading edge; AD-SEPGUIDE]")
      }
    }
  }

  /// Which lines show once `prepare` ran on the insetGrouped page.
  private func shownLines(
    _ engine: Engine, _ design: Design, after prepare: String, pressing selector: String? = nil
  ) async throws -> [String: Bool] {
    let page = try Self.site.get().page(Appearance.insetGrouped.rawValue, in: design)
    var shown: [String: Bool] = [:]
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      try await tab.run(Self.openParent)
      try await tab.settle()
      if let selector {
        shown = try await tab.whilePressing(selector, dx: 40) {
          try await pairs(".lp-items", in: tab, after: prepare).mapValues { $0.lineStart != nil }
        }
      } else {
        shown = try await pairs(".lp-items", in: tab, after: prepare).mapValues { $0.lineStart != nil }
      }
    }
    return shown
  }

  @Test("The separators beside a pressed row hide, and show again around the others", arguments: Engine.allCases, Design.allCases)
  func pressedRowHidesItsSeparators(engine: Engine, design: Design) async throws {
    let shown = try await shownLines(engine, design, after: "", pressing: "#text-only .lp-texts")
    for label in Self.allPairs {
      let beside = label.contains("#text-only")
      #expect(shown[label] == !beside,
              "\(engine.name), \(design): while #text-only is pressed, the line \(label) \(beside ? "shows" : "hides") [C: §9; F7-8]")
    }
  }

  @Test("The separators beside a selected outline row and around its first child hide", arguments: Engine.allCases, Design.allCases)
  func selectedOutlineRowHidesItsSeparators(engine: Engine, design: Design) async throws {
    let parent = try await shownLines(engine, design, after: "document.getElementById('parent').classList.add('is-selected')")
    let child = try await shownLines(engine, design, after: "document.getElementById('first-child').classList.add('is-selected')")
    let second = try await shownLines(engine, design, after: "document.getElementById('second-child').classList.add('is-selected')")
    let after = try await shownLines(engine, design, after: "document.getElementById('described').classList.add('is-selected')")
    let look = "\(engine.name), \(design)"
    for label in Self.allPairs {
      #expect(after[label] == !label.contains("#described"), "\(look): #described selected, line \(label) [C: §9; F7-8]")
      #expect(parent[label] == !label.contains("#parent"), "\(look): #parent selected, line \(label) [C: §9; F7-8]")
      #expect(child[label] == !label.contains("#first-child"), "\(look): #first-child selected, line \(label) [C: §9; F7-8]")
      #expect(second[label] == !label.contains("#second-child"), "\(look): #second-child selected, line \(label) [C: §9; F7-8]")
    }
  }

  @Test("In the accessories example, the line under the expanded Inbox starts at its text, and hides while it is selected",
        arguments: Engine.allCases, Design.allCases)
  func inboxExpanded(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(.accessories, in: design)
      let open = "document.querySelector('#inbox > details').open = true"
      let selected = try await pairs(
        "#all-at-once .lp-items", in: tab, after: open + "; document.getElementById('inbox').classList.add('is-selected')")
      #expect(selected["#inbox | #from-family"] != nil && selected["#inbox | #from-family"]?.lineStart == nil,
              "\(engine.name), \(design): the selected Inbox keeps a line under it")
      let deselected = try await pairs(
        "#all-at-once .lp-items", in: tab, after: open + "; document.getElementById('inbox').classList.remove('is-selected')")
      let pair = try #require(deselected["#inbox | #from-family"])
      let start = try #require(pair.lineStart, "\(engine.name), \(design): no line under Inbox")
      #expect(abs(start - pair.upperTextStart) <= 0.5,
              "\(engine.name), \(design): the line under Inbox starts at \(start), its text at \(pair.upperTextStart)")
      #expect(deselected["#from-family | #newsletters"]?.lineStart != nil, "\(engine.name), \(design): no line under #from-family")
    }
  }
}
