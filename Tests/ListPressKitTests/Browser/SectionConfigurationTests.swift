import Foundation
import ListPressKit
import Testing

/// A section's own list configuration read back from the page in Chromium,
/// WebKit and Firefox, both designs: a plain and a grouped section on an
/// inset-grouped page are drawn as such (§5: insets, row background, header
/// type, grouped edges), a section's own header mode, and a horizontal
/// section's orthogonalScrollingBehavior as scroll snapping.
struct SectionConfigurationTests {
  private static let site = FocusedSite.build(
    "section-configuration",
    pages: [
      "mixed": """
        ---
        title: Mixed
        appearance: insetGrouped
        sections:
          - id: page-own
            header: Inset grouped
            items: [{ text: One }, { text: Two }]
          - id: plain
            header: Plain
            appearance: plain
            items: [{ text: Three }, { text: Four }]
          - id: grouped
            header: Grouped
            appearance: grouped
            items: [{ text: Five }, { text: Six }]
          - id: without-header
            header: Not shown
            headerMode: none
            items: [{ text: Seven }]
        ---

        """,
      "scrolling": """
        ---
        title: Scrolling
        sections:
        \(OrthogonalScrollingBehavior.allCases.map { behavior in
          """
            - id: \(behavior.rawValue)
              layout: horizontal
              orthogonalScrollingBehavior: \(behavior.rawValue)
              items: [{ text: A }, { text: B }, { text: C }, { text: D }, { text: E }]
          """
        }.joined(separator: "\n"))
          - id: default
            layout: horizontal
            items: [{ text: A }, { text: B }]
        ---

        """,
    ])

  private struct Section: Decodable, Sendable {
    let listLeft: Double
    let listRight: Double
    let rowBackground: String
    let headerSize: Double?
    let headerWeight: Int?
    let headerTransform: String?
    let topEdge: Bool
  }

  private struct Mixed: Decodable, Sendable {
    let sections: [String: Section]
    let viewport: Double
    let systemBackground: String
    let groupedRow: String
  }

  private static let mixedScript = """
    (() => {
      const sections = {};
      for (const section of document.querySelectorAll('.lp-section')) {
        const list = section.querySelector('.lp-items').getBoundingClientRect();
        const header = section.querySelector('.lp-section-header');
        const style = header && getComputedStyle(header);
        sections[section.id] = { listLeft: list.left, listRight: list.right,
          rowBackground: getComputedStyle(section.querySelector('.lp-items')).backgroundColor,
          headerSize: style ? parseFloat(style.fontSize) : null, headerWeight: style ? parseInt(style.fontWeight) : null,
          headerTransform: style ? style.textTransform : null,
          topEdge: parseFloat(getComputedStyle(section.querySelector('.lp-items')).borderTopWidth) > 0 };
      }
      return { sections, viewport: document.documentElement.clientWidth,
               systemBackground: \(ScratchSite.colorProbe("var(--systemBackground)", inside: ".lp-list")),
               groupedRow: \(ScratchSite.colorProbe("var(--secondarySystemGroupedBackground)", inside: ".lp-list")) };
    })()
    """

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  @Test("Plain and grouped sections of an inset-grouped page are drawn in their own appearance", arguments: looks)
  func sectionsTakeTheirOwnAppearance(engine: Engine, design: Design) async throws {
    let page = try Self.site.get().page("mixed", in: design)
    var measured: Mixed?
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      measured = try await tab.value(Self.mixedScript)
    }
    let m = try #require(measured)
    let look = "\(engine.name), \(design)"
    let own = try #require(m.sections["page-own"]), plain = try #require(m.sections["plain"])
    let grouped = try #require(m.sections["grouped"]), hidden = try #require(m.sections["without-header"])
    let inset: Double = design == .classic ? 16 : 20
    #expect(abs(own.listLeft - inset) <= 0.5 && abs(m.viewport - own.listRight - inset) <= 0.5,
            "\(look): the page's inset-grouped section spans \(own.listLeft)–\(own.listRight) [B: §5 inset = layout margin]")
    for (name, section) in [("plain", plain), ("grouped", grouped)] {
      #expect(abs(section.listLeft) <= 0.5 && abs(section.listRight - m.viewport) <= 0.5,
              "\(look): the \(name) section spans \(section.listLeft)–\(section.listRight), not the whole width [B: §5]")
    }
    #expect(plain.rowBackground == m.systemBackground, "\(look): plain rows on \(plain.rowBackground) [A: §5 row background]")
    #expect(grouped.rowBackground == m.groupedRow && own.rowBackground == m.groupedRow,
            "\(look): grouped rows on \(grouped.rowBackground) and \(own.rowBackground) [A: §5 row background]")
    #expect(plain.headerSize == 15 && plain.headerWeight == 600 && plain.headerTransform == "none",
            "\(look): the plain section's header is \(plain) [U: §6 plainHeader]")
    switch design {
    case .classic:
      #expect(grouped.headerSize == 13 && grouped.headerTransform == "uppercase", "\(look): grouped header \(grouped) [B: §6]")
      #expect(grouped.topEdge && !plain.topEdge && !own.topEdge, "\(look): only the grouped section has a top edge line [B: §5]")
    case .ios26:
      #expect(grouped.headerSize == 17 && grouped.headerWeight == 600, "\(look): grouped header \(grouped) [§14]")
    }
    #expect(hidden.headerSize == nil, "\(look): a section with headerMode: none draws its header")
  }

  private struct Snap: Decodable, Sendable {
    let type: String
    let aligns: [String]
    let stops: [String]
  }

  @Test("orthogonalScrollingBehavior is drawn as scroll snapping", arguments: looks)
  func scrollingBehaviors(engine: Engine, design: Design) async throws {
    let page = try Self.site.get().page("scrolling", in: design)
    var measured: [String: Snap] = [:]
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      measured = try await tab.value(
        """
        (() => {
          const found = {};
          for (const section of document.querySelectorAll('.lp-section')) {
            const list = section.querySelector('.lp-items');
            const cards = [...list.children].map(card => getComputedStyle(card));
            found[section.id] = { type: getComputedStyle(list).scrollSnapType,
              aligns: cards.map(style => style.scrollSnapAlign), stops: cards.map(style => style.scrollSnapStop) };
          }
          return found;
        })()
        """)
    }
    let look = "\(engine.name), \(design)"
    func snap(_ id: String) throws -> Snap { try #require(measured[id], "\(look): no section #\(id)") }
    #expect(try snap("continuous").type == "none", "\(look): continuous snaps")
    for id in ["continuousGroupLeadingBoundary", "default"] {
      let found = try snap(id)
      #expect(found.type.hasPrefix("x mandatory") && found.aligns.allSatisfy { $0 == "start" }
              && found.stops.allSatisfy { $0 == "normal" }, "\(look): #\(id) is \(found)")
    }
    let group = try snap("groupPaging"), centred = try snap("groupPagingCentered"), paging = try snap("paging")
    #expect(group.aligns.allSatisfy { $0 == "start" } && group.stops.allSatisfy { $0 == "always" }, "\(look): \(group)")
    #expect(centred.aligns.allSatisfy { $0 == "center" } && centred.stops.allSatisfy { $0 == "always" }, "\(look): \(centred)")
    // At 390 points two cards show whole: a page starts at every other card.
    #expect(paging.aligns == ["start", "none", "start", "none", "start"] && paging.stops[0] == "always",
            "\(look): paging rests at \(paging)")
  }
}
