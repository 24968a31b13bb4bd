import Foundation
import Testing

/// The header of a grid or horizontal section starts where its cards
/// start, in both designs (the classic cards at the layout margin, the
/// iOS 26 inset-grouped ones at the groups' 20-point inset), measured on
/// the Listen Now example in Chromium, WebKit and Firefox at a phone's
/// width (390 px; WebKit's and Firefox's windows somewhat wider, `EnginePage`).
struct SectionLayoutHeaderTests {
  private struct Starts: Decodable, Sendable {
    let header, firstCard: Double
  }

  @Test("A grid or horizontal section's header starts where its first card does",
        arguments: Engine.allCases, Design.allCases.flatMap { design in [".layout-grid", ".layout-horizontal"].map { (design, $0) } })
  func headerLinesUpWithTheCards(engine: Engine, look: (Design, String)) async throws {
    let (design, layout) = look
    try await EnginePage.use(engine) { tab in
      try await tab.load(.listenNow, in: design)
      let starts: Starts = try await tab.value(
        """
        (() => {
          const section = document.querySelector('\(layout)');
          const header = section.querySelector('.lp-section-header');
          const range = document.createRange();
          range.selectNodeContents(header);
          return { header: range.getClientRects()[0].left,
                   firstCard: section.querySelector('.lp-item').getBoundingClientRect().left };
        })()
        """)
      #expect(abs(starts.header - starts.firstCard) <= 0.5,
              "\(engine.name), \(design): the \(layout) header starts at \(starts.header), its first card at \(starts.firstCard)")
    }
  }
}
