import Foundation
import ListPressKit
import Testing

/// Where the separators between rows start and when they hide, read back
/// from the page in headless Chromium in both designs. UIKit draws a cell's
/// separator along its bottom from its own `separatorLayoutGuide`, so the
/// line between two rows starts where the upper row's text starts
/// (§4 separator leading edge, A: AD-SEPGUIDE, AD-SEPCONF), and it hides the
/// separators next to a highlighted or selected cell (§9, C: F7-8).
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: separator tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
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
  private func pairs(_ list: String, in tab: BrowserTab, after prepare: String = "") async throws -> [String: Pair] {
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

  @Test("The line between two rows starts at the upper row's text", arguments: Design.allCases, appearances)
  func lineStartsAtTheUpperText(design: Design, appearance: Appearance) async throws {
    let page = try Self.site.get().page(appearance.rawValue, in: design)
    try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await browser.load(page, session: tab.session)
      let found = try await pairs(".lp-items", in: tab, after: Self.openParent)
      #expect(found.keys.sorted() == Self.allPairs.sorted())
      for label in Self.allPairs {
        let pair = try #require(found[label])
        let start = try #require(pair.lineStart, "\(design), \(appearance): no line between \(label)")
        #expect(abs(start - pair.upperTextStart) <= 0.5,
                "\(design), \(appearance): the line between \(label) starts at \(start), the upper text at \(pair.upperTextStart) [A: §4 separator leading edge; AD-SEPGUIDE]")
      }
    }
  }

  /// Which lines show once `prepare` ran on the insetGrouped page.
  private func shownLines(_ design: Design, after prepare: String, pressing selector: String? = nil) async throws -> [String: Bool] {
    let page = try Self.site.get().page(Appearance.insetGrouped.rawValue, in: design)
    return try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await browser.load(page, session: tab.session)
      try await tab.run(Self.openParent)
      try await tab.settle()
      if let selector {
        let point = try await tab.value(
          "(() => { const box = document.querySelector(\(String(reflecting: selector))).getBoundingClientRect(); return [box.left + 40, box.top + box.height / 2] })()",
          as: [Double].self)
        try await browser.send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": .decimal(point[0]), "y": .decimal(point[1])], session: tab.session)
        try await browser.send(
          "Input.dispatchMouseEvent",
          ["type": "mousePressed", "x": .decimal(point[0]), "y": .decimal(point[1]), "button": "left", "clickCount": 1], session: tab.session)
      }
      return try await pairs(".lp-items", in: tab, after: prepare).mapValues { $0.lineStart != nil }
    }
  }

  @Test("The separators beside a pressed row hide, and show again around the others", arguments: Design.allCases)
  func pressedRowHidesItsSeparators(design: Design) async throws {
    let shown = try await shownLines(design, after: "", pressing: "#text-only .lp-texts")
    for label in Self.allPairs {
      let beside = label.contains("#text-only")
      #expect(shown[label] == !beside, "\(design): while #text-only is pressed, the line \(label) \(beside ? "shows" : "hides") [C: §9; F7-8]")
    }
  }

  @Test("The separators beside a selected outline row and around its first child hide", arguments: Design.allCases)
  func selectedOutlineRowHidesItsSeparators(design: Design) async throws {
    let parent = try await shownLines(design, after: "document.getElementById('parent').classList.add('is-selected')")
    let child = try await shownLines(design, after: "document.getElementById('first-child').classList.add('is-selected')")
    let second = try await shownLines(design, after: "document.getElementById('second-child').classList.add('is-selected')")
    let after = try await shownLines(design, after: "document.getElementById('described').classList.add('is-selected')")
    for label in Self.allPairs {
      #expect(after[label] == !label.contains("#described"), "\(design): #described selected, line \(label) [C: §9; F7-8]")
      #expect(parent[label] == !label.contains("#parent"), "\(design): #parent selected, line \(label) [C: §9; F7-8]")
      #expect(child[label] == !label.contains("#first-child"), "\(design): #first-child selected, line \(label) [C: §9; F7-8]")
      #expect(second[label] == !label.contains("#second-child"), "\(design): #second-child selected, line \(label) [C: §9; F7-8]")
    }
  }

  @Test("In the accessories example, the line under the expanded Inbox starts at its text, and hides while it is selected",
        arguments: Design.allCases)
  func inboxExpanded(design: Design) async throws {
    try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await tab.load(.accessories, in: design)
      let open = "document.querySelector('#inbox > details').open = true"
      let selected = try await pairs(
        "#all-at-once .lp-items", in: tab, after: open + "; document.getElementById('inbox').classList.add('is-selected')")
      #expect(selected["#inbox | #from-family"]?.lineStart == nil, "\(design): the selected Inbox keeps a line under it")
      let deselected = try await pairs(
        "#all-at-once .lp-items", in: tab, after: open + "; document.getElementById('inbox').classList.remove('is-selected')")
      let pair = try #require(deselected["#inbox | #from-family"])
      let start = try #require(pair.lineStart, "\(design): no line under Inbox")
      #expect(abs(start - pair.upperTextStart) <= 0.5, "\(design): the line under Inbox starts at \(start), its text at \(pair.upperTextStart)")
      #expect(deselected["#from-family | #newsletters"]?.lineStart != nil)
    }
  }
}
