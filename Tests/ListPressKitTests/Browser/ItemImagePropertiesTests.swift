import Foundation
import Testing

/// An item's own `imageProperties` and `reservedLayoutSize`, as Chromium,
/// WebKit and Firefox draw them in both designs: each row's symbol in its
/// own tint and size, images of three sizes centred in one reserved room so
/// that the rows' texts start at one edge, and an outline child that does
/// not take its parent's properties.
struct ItemImagePropertiesTests {
  private static let site = Result {
    try ScratchSite("item-image-properties", definitions: [
      "settings": """
        ---
        title: Settings
        appearance: insetGrouped
        imageProperties: { reservedLayoutSize: 36 }
        sections:
          - items:
              - { id: airplane, text: Airplane Mode, image: "symbol:airplane", imageProperties: { tintColor: systemOrange } }
              - { id: wifi, text: Wi-Fi, secondaryText: Home, style: valueCell, image: "symbol:wifi", imageProperties: { tintColor: systemBlue, maximumSize: 20 } }
              - { id: large, text: Bluetooth, image: "symbol:antenna.radiowaves.left.and.right", imageProperties: { maximumSize: 36 } }
              - id: parent
                text: Folder
                image: "symbol:folder"
                imageProperties: { tintColor: systemRed, maximumSize: 22 }
                expanded: true
                children:
                  - { id: child, text: Child, image: "symbol:doc" }
        ---

        """
    ])
  }

  private struct Row: Decodable, Sendable {
    let imageLeft, imageWidth, imageCentre, textLeft: Double
    let imageColor: String
  }

  private struct Measures: Decodable, Sendable {
    let rows: [String: Row]
    let orange, blue, red, tint: String
  }

  private static let script = """
    (() => {
      const rows = {};
      for (const item of document.querySelectorAll('.lp-item[id]')) {
        const row = item.querySelector('.lp-row');
        const image = row.querySelector(':scope > [data-symbol]').getBoundingClientRect();
        const texts = row.querySelector('.lp-texts').getBoundingClientRect();
        rows[item.id] = { imageLeft: image.left, imageWidth: image.width, imageCentre: image.left + image.width / 2,
                          textLeft: texts.left, imageColor: getComputedStyle(row.querySelector(':scope > [data-symbol]')).color };
      }
      return { rows, orange: \(ScratchSite.colorProbe("var(--systemOrange)", inside: ".lp-row")),
               blue: \(ScratchSite.colorProbe("var(--systemBlue)", inside: ".lp-row")),
               red: \(ScratchSite.colorProbe("var(--systemRed)", inside: ".lp-row")),
               tint: \(ScratchSite.colorProbe("var(--tint)", inside: ".lp-row")) };
    })()
    """

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  private func measures(engine: Engine, design: Design) async throws -> Measures {
    try await Self.site.get().measure("settings", in: design, engine: engine, Self.script)
  }

  @Test("Each row's symbol takes its own tint and size; an outline child does not take its parent's", arguments: looks)
  func ownTintAndSize(engine: Engine, design: Design) async throws {
    let measures = try await measures(engine: engine, design: design)
    let look = "\(engine.name), \(design)"
    let airplane = try #require(measures.rows["airplane"])
    let wifi = try #require(measures.rows["wifi"])
    let large = try #require(measures.rows["large"])
    let parent = try #require(measures.rows["parent"])
    let child = try #require(measures.rows["child"])
    #expect(airplane.imageColor == measures.orange, "\(look): airplane is \(airplane.imageColor)")
    #expect(wifi.imageColor == measures.blue, "\(look): wifi is \(wifi.imageColor)")
    #expect(parent.imageColor == measures.red, "\(look): the parent is \(parent.imageColor)")
    #expect(child.imageColor == measures.tint, "\(look): the child took \(child.imageColor), not the page's tint")
    #expect(abs(airplane.imageWidth - 28) < 0.5 && abs(wifi.imageWidth - 20) < 0.5 && abs(large.imageWidth - 36) < 0.5,
            "\(look): widths \(airplane.imageWidth), \(wifi.imageWidth), \(large.imageWidth)")
    #expect(abs(parent.imageWidth - 22) < 0.5 && abs(child.imageWidth - 28) < 0.5,
            "\(look): the parent's image is \(parent.imageWidth) wide, its child's \(child.imageWidth)")
  }

  @Test("reservedLayoutSize: images of three sizes centred in one room, texts at one edge", arguments: looks)
  func reservedRoomAlignsTexts(engine: Engine, design: Design) async throws {
    let measures = try await measures(engine: engine, design: design)
    let look = "\(engine.name), \(design)"
    let rows = try ["airplane", "wifi", "large", "parent"].map { try #require(measures.rows[$0]) }
    for row in rows.dropFirst() {
      #expect(abs(row.textLeft - rows[0].textLeft) <= 0.5, "\(look): texts start at \(rows.map(\.textLeft))")
      #expect(abs(row.imageCentre - rows[0].imageCentre) <= 0.5, "\(look): images centred at \(rows.map(\.imageCentre))")
    }
    // The room is 36 wide: the 36-point image fills it, so the text starts
    // one image gap after it.
    #expect(rows[0].textLeft - rows[2].imageLeft >= 36, "\(look): the room is narrower than 36")
  }
}
