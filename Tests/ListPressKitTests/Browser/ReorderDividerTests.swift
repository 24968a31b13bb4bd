import Foundation
import Testing

/// The thin vertical divider UIKit draws before a reorder control that
/// follows another accessory (`UICellAccessory.ReorderOptions`
/// `showsVerticalSeparator`, true by default), measured in Chromium (light
/// and dark), WebKit and Firefox in both designs: a hairline in the separator
/// colour, the row's height, between the accessory before it and the
/// control's lines; none when the control is the row's only shown
/// accessory, or when the file turns it off.
struct ReorderDividerTests {
  private static let site = Result {
    try ScratchSite("reorder-divider", definitions: [
      "reorder": """
        ---
        title: Reorder
        appearance: insetGrouped
        editing: true
        items:
          - { id: after-chevron, text: After a chevron, accessories: [reorder, disclosureIndicator] }
          - { id: alone, text: Alone, accessories: [reorder] }
          - id: turned-off
            text: Turned off
            accessories: [disclosureIndicator, { type: reorder, showsVerticalSeparator: false }]
          - id: after-folded
            text: After a folded label
            accessories: [{ type: label, text: off, displayed: whenNotEditing }, reorder]
        ---

        """
    ])
  }

  /// What one row's reorder control draws before it.
  private struct Divider: Decodable, Sendable {
    /// The width of the line; 0 without one.
    let width: Double
    let color: String
    /// The separator colour of the rows, for comparison.
    let separatorColor: String
    let top, bottom, rowTop, rowBottom: Double
    /// The line's position, the end of the accessory before it and the start of the control's lines.
    let x, previousEnd, linesStart: Double
  }

  private func divider(of id: String, engine: Engine, design: Design, mode: Mode) async throws -> Divider {
    let page = try Self.site.get().page("reorder", in: design)
    var divider: Divider?
    try await EnginePage.use(engine, mode: mode) { tab in
      try await tab.load(page)
      divider = try await tab.value(
        """
        (() => {
          const reorder = document.querySelector('#\(id) .lp-accessory-reorder');
          const style = getComputedStyle(reorder);
          const box = reorder.getBoundingClientRect();
          const row = reorder.closest('.lp-row').getBoundingClientRect();
          const previous = reorder.previousElementSibling.getBoundingClientRect();
          const separator = getComputedStyle(document.querySelector('#alone .lp-texts'), '::before');
          const width = parseFloat(style.borderLeftWidth);
          return { width: style.borderLeftStyle === 'none' ? 0 : width, color: style.borderLeftColor,
                   separatorColor: separator.borderBottomColor,
                   top: box.top, bottom: box.bottom, rowTop: row.top, rowBottom: row.bottom,
                   x: box.left, previousEnd: previous.right,
                   linesStart: box.left + width + parseFloat(style.paddingLeft) };
        })()
        """)
    }
    return try #require(divider)
  }

  static let looks = EnginePage.looks.flatMap { look in Design.allCases.map { (look.0, look.1, $0) } }

  @Test("A reorder control after another accessory has a hairline divider before it, the row's height",
        arguments: looks)
  func aDividerSeparatesTheReorderControl(engine: Engine, mode: Mode, design: Design) async throws {
    let divider = try await divider(of: "after-chevron", engine: engine, design: design, mode: mode)
    let look = "\(engine.name), \(design), \(mode)"
    #expect(divider.width > 0 && divider.width <= 1, "\(look): the divider is \(divider.width) px wide")
    #expect(divider.color == divider.separatorColor, "\(look): the divider is \(divider.color), not the separator colour")
    #expect(abs(divider.top - divider.rowTop) <= 0.5 && abs(divider.bottom - divider.rowBottom) <= 0.5,
            "\(look): the divider runs \(divider.top)–\(divider.bottom), the row \(divider.rowTop)–\(divider.rowBottom)")
    #expect(divider.x >= divider.previousEnd + 4 && divider.linesStart >= divider.x + 4,
            "\(look): the divider at \(divider.x) is not between the chevron (to \(divider.previousEnd)) and the lines (from \(divider.linesStart))")
  }

  @Test("No divider when the reorder control is the only accessory shown, or the file turns it off",
        arguments: Engine.allCases, Design.allCases.flatMap { design in ["alone", "turned-off", "after-folded"].map { (design, $0) } })
  func noDividerWithoutAnAccessoryBefore(engine: Engine, row: (Design, String)) async throws {
    let (design, id) = row
    let divider = try await divider(of: id, engine: engine, design: design, mode: .light)
    #expect(divider.width == 0, "\(engine.name), \(design): \(id) has a divider")
  }
}
