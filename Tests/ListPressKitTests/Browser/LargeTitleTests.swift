import Foundation
import Testing

/// A large title stays on one line and is cut short with an ellipsis, as
/// UIKit's large title is, rather than wrapping onto a second line:
/// measured in headless Chromium at 390 px in both designs.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: large title skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct LargeTitleTests {
  private static let site = Result {
    try ScratchSite("large-title", definitions: [
      "long": """
        ---
        title: A title far too long to fit on one line of a phone
        items:
          - text: Row
        ---

        """
    ])
  }

  private struct Title: Decodable, Sendable {
    let height, lineHeight: Double
    let cut: Bool
    let overflow: String
    let right, viewport: Double
  }

  @Test("A long large title is one line, cut short with an ellipsis", arguments: Design.allCases)
  func aLongTitleIsTruncated(design: Design) async throws {
    let page = try Self.site.get().page("long", in: design)
    let title: Title = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await browser.load(page, session: tab.session)
      return try await tab.value(
        """
        (() => {
          const title = document.querySelector('.lp-title');
          const style = getComputedStyle(title);
          return { height: title.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
                   lineHeight: parseFloat(style.lineHeight),
                   cut: title.scrollWidth > title.clientWidth, overflow: style.textOverflow,
                   right: title.getBoundingClientRect().right, viewport: innerWidth };
        })()
        """)
    }
    #expect(title.height == title.lineHeight, "\(design): the title is \(title.height) px high, not one \(title.lineHeight) px line")
    #expect(title.cut && title.overflow == "ellipsis", "\(design): the title is not cut short with an ellipsis")
    #expect(title.right <= title.viewport, "\(design): the title runs past the window")
  }
}
