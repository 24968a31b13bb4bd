import Foundation
import Testing

/// valueCell's secondary text sits beside the text, at the trailing end,
/// when both fit on one line, and goes under the text, leading-aligned and
/// whole, when they do not (`prefersSideBySideTextAndSecondaryText`: side by
/// side "if there's sufficient space", otherwise stacked), measured in
/// headless Chromium in both designs at phone widths.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: value cell layout skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct ValueCellLayoutTests {
  private static let site = Result {
    try ScratchSite("value-cells", definitions: [
      "values": """
        ---
        title: Values
        appearance: insetGrouped
        cellStyle: valueCell
        items:
          - { id: short, text: Name, secondaryText: Ada }
          - { id: long, text: Address, secondaryText: "12 Rue de la Grande Chaumière, 75006 Paris, France" }
          - { id: long-text, text: A primary text long enough to fill the row on its own, secondaryText: "On" }
          - { id: link, text: Website, secondaryText: "https://example.org/a/rather/long/address/that/goes/on", link: "https://example.org" }
        ---

        """
    ])
  }

  /// The boxes of one row's texts.
  private struct Boxes: Decodable, Sendable {
    struct Box: Decodable, Sendable { let left, right, top, bottom: Double }
    let texts: Box
    let text: Box
    let value: Box
    /// Whether the value is cut short (drawn wider than its box).
    let valueCut: Bool
  }

  private func boxes(of id: String, design: Design, width: Int, in example: ExamplePage? = nil) async throws -> Boxes {
    let page = try example.map { try BrowserRun.site(design).appendingPathComponent($0.rawValue) }
      ?? Self.site.get().page("values", in: design)
    return try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser, width: width)
      try await browser.load(page, session: tab.session)
      return try await tab.value(
        """
        (() => {
          const texts = document.querySelector('#\(id) .lp-texts');
          const box = element => { const r = element.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
          const value = texts.children[1];
          return { texts: box(texts), text: box(texts.children[0]), value: box(value),
                   valueCut: value.scrollWidth > value.clientWidth + 0.5 };
        })()
        """)
    }
  }

  static let looks = Design.allCases.flatMap { design in [320, 390].map { (design, $0) } }

  @Test("A value that fits stays beside the text, on its line, at the trailing end", arguments: looks)
  func aShortValueStaysBeside(design: Design, width: Int) async throws {
    let row = try await boxes(of: "short", design: design, width: width)
    #expect(abs(row.value.top - row.text.top) <= 1, "\(design) at \(width): the value is not on the text's line")
    #expect(abs(row.value.right - row.texts.right) <= 1, "\(design) at \(width): the value does not trail")
    #expect(!row.valueCut)
  }

  @Test("A value too long to fit beside the text goes under it, leading-aligned and whole",
        arguments: looks.flatMap { look in ["long", "long-text", "link"].map { (look.0, look.1, $0) } })
  func aLongValueGoesUnder(design: Design, width: Int, id: String) async throws {
    let row = try await boxes(of: id, design: design, width: width)
    #expect(row.value.top >= row.text.bottom - 0.5, "\(design) at \(width): \(id)'s value is not under its text")
    #expect(abs(row.value.left - row.texts.left) <= 1, "\(design) at \(width): \(id)'s value does not start where the text starts")
    #expect(row.value.right <= row.texts.right + 0.5, "\(design) at \(width): \(id)'s value runs past the texts")
    if id != "link" {
      #expect(!row.valueCut, "\(design) at \(width): \(id)'s value is cut short")
    }
  }

  @Test("The settings example's long values go under their text on a phone, and stay beside it at 820 px",
        arguments: Design.allCases, ["storage", "language-region"])
  func theSettingsValuesStackOnAPhone(design: Design, id: String) async throws {
    let phone = try await boxes(of: id, design: design, width: 390, in: .settings)
    #expect(phone.value.top >= phone.text.bottom - 0.5 && abs(phone.value.left - phone.texts.left) <= 1,
            "\(design): \(id)'s value is not under its text at 390 px")
    #expect(!phone.valueCut)
    let tablet = try await boxes(of: id, design: design, width: 820, in: .settings)
    #expect(abs(tablet.value.top - tablet.text.top) <= 1 && abs(tablet.value.right - tablet.texts.right) <= 1,
            "\(design): \(id)'s value is not beside its text at 820 px")
  }
}
