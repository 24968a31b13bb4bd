import Foundation
import Testing

/// The navigation bar of the built examples in headless Chromium, in both
/// designs: every page has the 44-point bar above its large title, the bar
/// stays at the top of the window as the page scrolls and shows the title
/// once the large title has gone under it, plain headers pin below it, and
/// its back button leads to the index. Skipped when Chromium is missing,
/// unless `LISTPRESS_REQUIRE_BROWSER=1`.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: navigation bar tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct NavigationBarTests {
  /// Runs `body` with a tab of the shared Chromium, 390 × 500 px, so that
  /// every example can scroll.
  private func withTab(_ body: (BrowserTab) async throws -> Void) async throws {
    try await SharedBrowser.use { browser in
      try await body(try await BrowserTab.open(in: browser, width: 390, height: 500))
    }
  }

  /// Where the bar and the large title are, and how much the bar's title shows.
  private struct Bar: Decodable, Sendable {
    let barTop: Double
    let barHeight: Double
    let titleTop: Double
    let barTitleOpacity: Double
    let materialOpacity: Double
  }

  private static let bar = """
    (() => {
      const bar = document.querySelector('.lp-bar').getBoundingClientRect();
      const title = document.querySelector('.lp-title').getBoundingClientRect();
      return {
        barTop: bar.top, barHeight: bar.height, titleTop: title.top,
        barTitleOpacity: Number(getComputedStyle(document.querySelector('.lp-bar-title')).opacity),
        materialOpacity: Number(getComputedStyle(document.querySelector('.lp-bar'), '::before').opacity),
      };
    })()
    """

  @Test("Every page has the 44-point bar at the top and its large title right under it", arguments: Design.allCases)
  func everyPageHasTheBar(design: Design) async throws {
    try await withTab { tab in
      for page in ExamplePage.allCases {
        try await tab.load(page, in: design)
        let bar = try await tab.value(Self.bar, as: Bar.self)
        #expect(bar.barTop == 0 && bar.barHeight == 44, "\(page.rawValue): the bar is at \(bar.barTop), \(bar.barHeight) tall")
        #expect(bar.titleTop == 44, "\(page.rawValue): the large title is at \(bar.titleTop)")
        #expect(bar.barTitleOpacity == 0, "\(page.rawValue): the bar's title shows before the page scrolls")
      }
    }
  }

  @Test("Scrolled, the bar stays at the top and shows the title as the large title goes under it", arguments: Design.allCases)
  func theBarCollapsesTheTitle(design: Design) async throws {
    try await withTab { tab in
      try await tab.load(.contacts, in: design)
      let top = try await tab.value(Self.bar, as: Bar.self)
      #expect(top.materialOpacity == 0)
      try await tab.run("window.scrollTo(0, 300)")
      try await tab.settle()
      let scrolled = try await tab.value(Self.bar, as: Bar.self)
      #expect(scrolled.barTop == 0, "the bar scrolled away to \(scrolled.barTop)")
      #expect(scrolled.titleTop < 0, "the large title is still at \(scrolled.titleTop)")
      #expect(scrolled.barTitleOpacity == 1)
      #expect(scrolled.materialOpacity == 1)
      // Halfway under the bar, the bar's title has not appeared yet.
      try await tab.run("window.scrollTo(0, 20)")
      try await tab.settle()
      #expect(try await tab.value(Self.bar, as: Bar.self).barTitleOpacity == 0)
    }
  }

  @Test("A plain list's pinned header sits under the bar, not behind it", arguments: Design.allCases)
  func pinnedHeadersSitUnderTheBar(design: Design) async throws {
    try await withTab { tab in
      try await tab.load(.contacts, in: design)
      // 10 px past the point where the second section's header reaches the bar.
      try await tab.run(
        """
        const header = document.querySelectorAll('.lp-section-header')[1];
        window.scrollTo(0, header.getBoundingClientRect().top + window.scrollY - 44 + 10)
        """)
      try await tab.settle()
      let pinned = try await tab.value(
        "[...document.querySelectorAll('.lp-section-header')].slice(1, 3).map(header => header.getBoundingClientRect().top)",
        as: [Double].self)
      #expect(pinned.first == 44, "the second header is at \(pinned), not under the bar")
      #expect((pinned.last ?? 0) > 44 + 20, "the third header is at \(pinned)")
    }
  }

  @Test("The back button leads to the index, which has none", arguments: Design.allCases)
  func theBackButtonLeadsToTheIndex(design: Design) async throws {
    try await withTab { tab in
      try await tab.load(.accessories, in: design)
      let link = try await tab.value(
        "[document.querySelector('.lp-back-button').href, document.querySelector('.lp-back-button').textContent]",
        as: [String].self)
      #expect(link == [try BrowserRun.site(design).appendingPathComponent("index.html").absoluteString, "Index"])
      try await tab.browser.load(try BrowserRun.site(design).appendingPathComponent("index.html"), session: tab.session)
      #expect(try await tab.value("document.querySelector('.lp-back-button') === null", as: Bool.self))
    }
  }
}
