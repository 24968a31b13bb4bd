import Foundation
import Testing

/// A header's own style, in Chromium, WebKit and Firefox, both designs
/// (§6: prominentInsetGroupedHeader ≈ title3 bold label, not uppercased;
/// extraProminentInsetGroupedHeader larger, ≈ title2 bold), its secondary
/// text under it, and a header written as text unchanged.
struct HeaderStyleTests {
  private static let site = Result {
    try ScratchSite("header-styles", definitions: [
      "headers": """
        ---
        title: Headers
        appearance: insetGrouped
        sections:
          - id: prominent
            header: { text: Prominent, style: prominentInsetGroupedHeader }
            items: [{ text: One }]
          - id: extra
            header: { text: Extra, style: extraProminentInsetGroupedHeader }
            items: [{ text: Two }]
          - id: second
            header: { text: Main, secondaryText: Under it }
            items: [{ text: Three }]
          - id: text
            header: As text
            items: [{ text: Four }]
          - id: pictured
            header: { text: Pictured, secondaryText: Under it, image: "symbol:gear", style: prominentInsetGroupedHeader }
            footer: { text: Footer text, secondaryText: Its second line, image: "symbol:icloud" }
            items: [{ text: Five }]
        ---

        """,
      "plain": """
        ---
        title: Plain
        sections:
          - id: plain-grouped
            header: { text: Grouped, style: groupedHeader }
            items: [{ text: One }]
          - id: plain-plain
            header: { text: Plain, style: plainHeader }
            items: [{ text: Two }]
        ---

        """
    ])
  }

  private struct Header: Decodable, Sendable {
    let size: Double
    let weight: Int
    let color: String
    let transform: String
    let secondTop: Double?
    let firstBottom: Double
  }

  private struct Measures: Decodable, Sendable {
    let headers: [String: Header]
    let label: String
  }

  private static let script = """
    (() => {
      const headers = {};
      for (const section of document.querySelectorAll('.lp-section[id]')) {
        const header = section.querySelector('.lp-section-header');
        const style = getComputedStyle(header);
        const parts = header.children;
        const first = (parts[0] || header).getBoundingClientRect();
        headers[section.id] = { size: parseFloat(style.fontSize), weight: parseInt(style.fontWeight), color: style.color,
          transform: style.textTransform, firstBottom: first.bottom,
          secondTop: parts[1] ? parts[1].getBoundingClientRect().top : null };
      }
      return { headers, label: \(ScratchSite.colorProbe("var(--label)", inside: ".lp-section-header")) };
    })()
    """

  /// Where a header's or a footer's image and texts sit.
  private struct Pictured: Decodable, Sendable {
    let fontSize: Double
    let imageLeft: Double, imageWidth: Double, imageHeight: Double, imageCentre: Double
    let textLeft: Double, textsCentre: Double
    let contentLeft: Double
    let secondTop: Double?, firstBottom: Double
    let imageColor: String, textColor: String
  }

  private static let picturedScript = """
    (() => {
      const measure = element => {
        const image = element.querySelector('.lp-supplement-image').getBoundingClientRect();
        const texts = element.querySelector('.lp-supplement-texts');
        const [first, second] = texts.children;
        const box = texts.getBoundingClientRect();
        const style = getComputedStyle(element);
        return { fontSize: parseFloat(style.fontSize), imageLeft: image.left, imageWidth: image.width,
          imageHeight: image.height, imageCentre: (image.top + image.bottom) / 2,
          textLeft: first.getBoundingClientRect().left, textsCentre: (box.top + box.bottom) / 2,
          contentLeft: element.getBoundingClientRect().left + parseFloat(style.paddingLeft),
          firstBottom: first.getBoundingClientRect().bottom, secondTop: second ? second.getBoundingClientRect().top : null,
          imageColor: getComputedStyle(element.querySelector('.lp-supplement-image')).backgroundColor, textColor: style.color };
      };
      const section = document.getElementById('pictured');
      return { header: measure(section.querySelector('.lp-section-header')),
               footer: measure(section.querySelector('.lp-section-footer > p')) };
    })()
    """

  @Test("A header's and a footer's image lead their texts, a line tall, centred on them, in their colour", arguments: looks)
  func supplementImages(engine: Engine, design: Design) async throws {
    let m: [String: Pictured] = try await Self.site.get().measure("headers", in: design, engine: engine, Self.picturedScript)
    for (name, found) in m.sorted(by: { $0.key < $1.key }) {
      let look = "\(engine.name), \(design), \(name)"
      #expect(abs(found.imageLeft - found.contentLeft) <= 0.5, "\(look): the image starts at \(found.imageLeft), the content at \(found.contentLeft)")
      #expect(abs(found.imageWidth - 1.25 * found.fontSize) <= 0.5 && abs(found.imageHeight - 1.25 * found.fontSize) <= 0.5,
              "\(look): the image is \(found.imageWidth)×\(found.imageHeight) at a font size of \(found.fontSize)")
      #expect(abs(found.textLeft - (found.imageLeft + found.imageWidth + 0.4 * found.fontSize)) <= 0.5,
              "\(look): the text starts at \(found.textLeft), the image ends at \(found.imageLeft + found.imageWidth)")
      #expect(abs(found.imageCentre - found.textsCentre) <= 0.5, "\(look): the image is not centred on the texts")
      let secondTop = try #require(found.secondTop, "\(look): no secondary text")
      #expect(secondTop >= found.firstBottom - 0.5, "\(look): the secondary text is not under the text")
      #expect(found.imageColor == found.textColor, "\(look): the symbol is \(found.imageColor), the text \(found.textColor)")
    }
    #expect(m.keys.sorted() == ["footer", "header"])
  }

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  @Test("Prominent headers are bold, in the label colour, as written; a text header is unchanged", arguments: looks)
  func headerStyles(engine: Engine, design: Design) async throws {
    let m: Measures = try await Self.site.get().measure("headers", in: design, engine: engine, Self.script)
    let look = "\(engine.name), \(design)"
    let prominent = try #require(m.headers["prominent"]), extra = try #require(m.headers["extra"])
    let text = try #require(m.headers["text"]), second = try #require(m.headers["second"])
    #expect(prominent.size == 20 && prominent.weight == 700 && prominent.transform == "none" && prominent.color == m.label,
            "\(look): \(prominent)")
    #expect(extra.size == 22 && extra.weight == 700 && extra.color == m.label, "\(look): \(extra)")
    // A header written as text is the appearance's own: footnote in capitals
    // (classic), or the body size, semibold (iOS 26).
    switch design {
    case .classic: #expect(text.size == 13 && text.transform == "uppercase", "\(look): \(text)")
    case .ios26: #expect(text.size == 17 && text.weight == 600, "\(look): \(text)")
    }
    let secondTop = try #require(second.secondTop, "\(look): no secondary text")
    #expect(secondTop >= second.firstBottom - 0.5, "\(look): the secondary text is not under the text")
  }

  @Test("plainHeader and groupedHeader take that appearance's header type in the page's design", arguments: looks)
  func plainAndGroupedHeaders(engine: Engine, design: Design) async throws {
    let m: Measures = try await Self.site.get().measure("plain", in: design, engine: engine, Self.script)
    let look = "\(engine.name), \(design)"
    let grouped = try #require(m.headers["plain-grouped"]), plain = try #require(m.headers["plain-plain"])
    #expect(plain.size == 15 && plain.weight == 600 && plain.transform == "none" && plain.color != m.label, "\(look): \(plain)")
    switch design {
    case .classic:
      #expect(grouped.size == 13 && grouped.weight == 400 && grouped.transform == "uppercase", "\(look): \(grouped)")
    case .ios26:
      #expect(grouped.size == 17 && grouped.weight == 600 && grouped.transform == "none" && grouped.color == m.label,
              "\(look): \(grouped)")
    }
  }
}
