import Foundation
import Testing

/// valueCell's secondary text sits beside the text, at the trailing end,
/// when both fit on one line, and goes under the text, leading-aligned and
/// whole, when they do not (`prefersSideBySideTextAndSecondaryText`: side by
/// side "if there's sufficient space", otherwise stacked), measured in
/// Chromium, WebKit and Firefox in both designs at phone widths, 320 and
/// 390 px (in WebKit and Firefox, whose windows are wider, in a frame of
/// that width: `FramedPage`), and at 820 px.
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

  private func boxes(of id: String, engine: Engine, design: Design, width: Int, in example: ExamplePage? = nil) async throws -> Boxes {
    let page = try example.map { try BrowserRun.site(design).appendingPathComponent($0.rawValue) }
      ?? Self.site.get().page("values", in: design)
    var boxes: Boxes?
    try await EnginePage.use(engine, width: width, exactly: true) { tab in
      try await tab.load(page)
      boxes = try await tab.value(
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
    return try #require(boxes)
  }

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.flatMap { design in [320, 390].map { (engine, design, $0) } } }

  @Test("A value that fits stays beside the text, on its line, at the trailing end", arguments: looks)
  func aShortValueStaysBeside(engine: Engine, design: Design, width: Int) async throws {
    let row = try await boxes(of: "short", engine: engine, design: design, width: width)
    let look = "\(engine.name), \(design) at \(width)"
    #expect(abs(row.value.top - row.text.top) <= 1, "\(look): the value is not on the text's line")
    #expect(abs(row.value.right - row.texts.right) <= 1, "\(look): the value does not trail")
    #expect(!row.valueCut, "\(look): the value is cut short")
  }

  @Test("A value too long to fit beside the text goes under it, leading-aligned and whole",
        arguments: looks.flatMap { look in ["long", "long-text", "link"].map { (look.0, look.1, look.2, $0) } })
  func aLongValueGoesUnder(engine: Engine, design: Design, width: Int, id: String) async throws {
    let row = try await boxes(of: id, engine: engine, design: design, width: width)
    let look = "\(engine.name), \(design) at \(width)"
    #expect(row.value.top >= row.text.bottom - 0.5, "\(look): \(id)'s value is not under its text")
    #expect(abs(row.value.left - row.texts.left) <= 1, "\(look): \(id)'s value does not start where the text starts")
    #expect(row.value.right <= row.texts.right + 0.5, "\(look): \(id)'s value runs past the texts")
    if id != "link" {
      #expect(!row.valueCut, "\(look): \(id)'s value is cut short")
    }
  }

  @Test("The settings example's long values go under their text on a phone, and stay beside it at 820 px",
        arguments: Engine.allCases, Design.allCases.flatMap { design in ["storage", "language-region"].map { (design, $0) } })
  func theSettingsValuesStackOnAPhone(engine: Engine, row: (Design, String)) async throws {
    let (design, id) = row
    let look = "\(engine.name), \(design)"
    let phone = try await boxes(of: id, engine: engine, design: design, width: 390, in: .settings)
    #expect(phone.value.top >= phone.text.bottom - 0.5 && abs(phone.value.left - phone.texts.left) <= 1,
            "\(look): \(id)'s value is not under its text at 390 px")
    #expect(!phone.valueCut, "\(look): \(id)'s value is cut short at 390 px")
    let tablet = try await boxes(of: id, engine: engine, design: design, width: 820, in: .settings)
    #expect(abs(tablet.value.top - tablet.text.top) <= 1 && abs(tablet.value.right - tablet.texts.right) <= 1,
            "\(look): \(id)'s value is not beside its text at 820 px")
  }
}
