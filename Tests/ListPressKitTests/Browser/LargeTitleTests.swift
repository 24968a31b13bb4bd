import Foundation
import Testing

/// A large title stays on one line and is cut short with an ellipsis, as
/// UIKit's large title is, rather than wrapping onto a second line:
/// measured in Chromium, WebKit and Firefox at a phone's width (390 px;
/// WebKit's and Firefox's windows somewhat wider, `EnginePage`) in both designs.
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

  @Test("A long large title is one line, cut short with an ellipsis", arguments: Engine.allCases, Design.allCases)
  func aLongTitleIsTruncated(engine: Engine, design: Design) async throws {
    let page = try Self.site.get().page("long", in: design)
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      let title: Title = try await tab.value(
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
      let look = "\(engine.name), \(design)"
      #expect(title.height == title.lineHeight, "\(look): the title is \(title.height) px high, not one \(title.lineHeight) px line")
      #expect(title.cut && title.overflow == "ellipsis", "\(look): the title is not cut short with an ellipsis")
      #expect(title.right <= title.viewport, "\(look): the title runs past the window")
    }
  }
}
