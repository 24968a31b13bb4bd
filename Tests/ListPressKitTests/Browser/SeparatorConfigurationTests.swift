import Foundation
import ListPressKit
import Testing

/// `separatorConfiguration` on the page, a section and an item, a
/// section's `showsSeparators`, and `headerTopPadding`, read back from the
/// page in Chromium, WebKit and Firefox in both designs: which lines show,
/// where they start and end, in which colour, and the space above headers
/// (UIListSeparatorConfiguration, A: AD-SEPCONF; headerTopPadding, A: AD-HTP).
struct SeparatorConfigurationTests {
  private static func definition(_ appearance: Appearance) -> String {
    """
    ---
    title: Separator configuration
    appearance: \(appearance.rawValue)
    headerTopPadding: 30
    separatorConfiguration:
      color: "#ff0000"
    sections:
      - id: automatic
        header: Automatic
        items:
          - { id: a, text: With an image, image: "symbol:star" }
          - { id: b, text: Text only }
          - { id: c, text: Last }
      - id: edge-to-edge
        header: Edge to edge
        separatorConfiguration:
          bottomSeparatorInsets: { leading: 0, trailing: 0 }
        items:
          - { id: d, text: With an image, image: "symbol:star" }
          - { id: e, text: Hides its bottom, separatorConfiguration: { bottomSeparatorVisibility: hidden } }
          - { id: f, text: Under a hidden bottom }
          - { id: g, text: Hides its top, separatorConfiguration: { topSeparatorVisibility: hidden } }
          - { id: h, text: Last }
      - id: none
        header: None
        headerTopPadding: 0
        showsSeparators: false
        items:
          - { id: i, text: One }
          - { id: j, text: Two }
      - id: forced
        header: Forced
        items:
          - id: k
            text: Top line
            image: "symbol:star"
            separatorConfiguration: { topSeparatorVisibility: visible, bottomSeparatorInsets: { trailing: 40 } }
          - id: l
            text: Bottom line
            separatorConfiguration: { bottomSeparatorVisibility: visible, color: "#00ff00" }
    ---

    """
  }

  static let appearances: [Appearance] = [.plain, .grouped, .insetGrouped]

  private static let site = FocusedSite.build(
    "separator-configuration",
    pages: Dictionary(uniqueKeysWithValues: appearances.map { ($0.rawValue, definition($0)) }))

  /// A line, as the measuring functions find it.
  private struct Line: Decodable, Sendable {
    let left: Double
    let right: Double
    let color: [Double]
  }

  /// One row: its box, where its text starts, and the lines along its top
  /// and bottom edges.
  private struct Row: Decodable, Sendable {
    let left: Double
    let right: Double
    let textStart: Double
    let top: Line?
    let bottom: Line?
  }

  private struct Measured: Decodable, Sendable {
    let rows: [String: Row]
    /// The space above each section's header, from the end of the section before it.
    let headerGaps: [String: Double]
  }

  private func measure(_ engine: Engine, _ design: Design, _ appearance: Appearance) async throws -> Measured {
    let page = try Self.site.get().page(appearance.rawValue, in: design)
    var measured: Measured?
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      try await tab.loadMeasuringFunctions()
      measured = try await tab.value(
        """
        (() => {
          for (const element of document.querySelectorAll('*')) element.style.contentVisibility = 'visible';
          const rows = {};
          for (const list of document.querySelectorAll('.lp-section > .lp-items')) {
            const lines = linesAround(window, list);
            for (const cell of cellsOf(list)) {
              const line = y => { const found = lineAt(lines, y, cell);
                                  return found && { left: found.left, right: found.right, color: found.color }; };
              rows[cell.item.id] = { left: cell.left, right: cell.right, textStart: cell.text.getBoundingClientRect().left,
                                     top: line(cell.top), bottom: line(cell.bottom) };
            }
          }
          const headerGaps = {};
          for (const section of [...document.querySelectorAll('.lp-section')].slice(1)) {
            const previous = section.previousElementSibling.getBoundingClientRect();
            headerGaps[section.id] = section.querySelector('.lp-section-header').getBoundingClientRect().top - previous.bottom;
          }
          return { rows, headerGaps };
        })()
        """)
    }
    return try #require(measured)
  }

  @Test("Lines show, hide, start, end and take colours as the page, section and item configure them",
        arguments: Engine.allCases, Design.allCases.flatMap { design in appearances.map { (design, $0) } })
  func linesFollowTheConfiguration(engine: Engine, look: (Design, Appearance)) async throws {
    let (design, appearance) = look
    let context = "\(engine.name), \(design), \(appearance)"
    let measured = try await measure(engine, design, appearance)
    let rows = measured.rows
    func row(_ id: String) throws -> Row { try #require(rows[id], "\(context): no row #\(id)") }
    let red: [Double] = [255, 0, 0]
    let green: [Double] = [0, 255, 0]

    // The page's colour, on automatic lines that start under the text.
    let a = try row("a")
    let automatic = try #require(a.bottom, "\(context): no line under #a")
    #expect(abs(automatic.left - a.textStart) <= 0.5, "\(context): #a's line starts at \(automatic.left), its text at \(a.textStart)")
    #expect(Array(automatic.color.prefix(3)) == red, "\(context): #a's line is \(automatic.color), not the page's red")
    let automaticTrailingInset = a.right - automatic.right

    // A section's insets of 0 run the line from edge to edge of the row.
    let d = try row("d")
    let edgeToEdge = try #require(d.bottom, "\(context): no line under #d")
    #expect(abs(edgeToEdge.left - d.left) <= 0.5 && abs(edgeToEdge.right - d.right) <= 0.5,
            "\(context): #d's line runs \(edgeToEdge.left)–\(edgeToEdge.right), its row \(d.left)–\(d.right)")
    #expect(try row("e").bottom == nil, "\(context): #e hides its bottom separator, yet a line shows under it")
    #expect(try row("f").bottom == nil, "\(context): #g hides its top separator, yet a line shows above it")
    #expect(try row("g").bottom != nil, "\(context): no line under #g, which hides only its top")

    // A section without separators.
    #expect(try row("i").bottom == nil, "\(context): a line shows in a section with showsSeparators: false")

    // Forced lines: a first row's top, a trailing inset, a last row's bottom in the item's colour.
    let k = try row("k")
    let top = try #require(k.top, "\(context): no line along #k's top, which makes it visible")
    if appearance != .grouped {
      #expect(abs(top.left - k.textStart) <= 0.5, "\(context): #k's top line starts at \(top.left), its text at \(k.textStart)")
      #expect(abs((k.right - top.right) - automaticTrailingInset) <= 0.5,
              "\(context): #k's top line ends \(k.right - top.right) from its edge, automatic lines \(automaticTrailingInset)")
    }
    let inset = try #require(k.bottom, "\(context): no line under #k")
    #expect(abs((k.right - inset.right) - 40) <= 0.5, "\(context): #k's line ends \(k.right - inset.right) from its edge, not 40")
    #expect(abs(inset.left - k.textStart) <= 0.5, "\(context): #k's line starts at \(inset.left), its text at \(k.textStart)")
    let l = try row("l")
    let last = try #require(l.bottom, "\(context): no line under the last row #l, which makes it visible")
    #expect(Array(last.color.prefix(3)) == green, "\(context): #l's line is \(last.color), not its own green")
  }

  @Test("headerTopPadding sets the space above a header, the section's over the page's",
        arguments: Engine.allCases, Design.allCases.flatMap { design in appearances.map { (design, $0) } })
  func headerTopPadding(engine: Engine, look: (Design, Appearance)) async throws {
    let (design, appearance) = look
    let gaps = try await measure(engine, design, appearance).headerGaps
    let context = "\(engine.name), \(design), \(appearance)"
    for section in ["edge-to-edge", "forced"] {
      let gap = try #require(gaps[section], "\(context): no header in #\(section)")
      #expect(abs(gap - 30) <= 0.5, "\(context): \(gap) points above #\(section)'s header, not the page's 30 [A: AD-HTP]")
    }
    let none = try #require(gaps["none"], "\(context): no header in #none")
    #expect(abs(none) <= 0.5, "\(context): \(none) points above #none's header, not its own 0 [A: AD-HTP]")
  }
}
