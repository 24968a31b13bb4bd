import Foundation
import Testing

/// The header of a grid or horizontal section starts where its cards
/// start, in both designs (the classic cards at the layout margin, the
/// iOS 26 inset-grouped ones at the groups' 20-point inset), measured on
/// the Listen Now example in headless Chromium at 390 px.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: section layout headers skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct SectionLayoutHeaderTests {
  private struct Starts: Decodable, Sendable {
    let header, firstCard: Double
  }

  @Test("A grid or horizontal section's header starts where its first card does",
        arguments: Design.allCases, [".layout-grid", ".layout-horizontal"])
  func headerLinesUpWithTheCards(design: Design, layout: String) async throws {
    let starts: Starts = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await tab.load(.listenNow, in: design)
      return try await tab.value(
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
    }
    #expect(abs(starts.header - starts.firstCard) <= 0.5,
            "\(design): the \(layout) header starts at \(starts.header), its first card at \(starts.firstCard)")
  }
}
