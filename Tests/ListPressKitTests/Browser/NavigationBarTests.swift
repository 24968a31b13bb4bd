import Foundation
import Testing

/// The navigation bar of the built examples in Chromium, WebKit and
/// Firefox, in both designs: every page has the 44-point bar above its large
/// title, the bar stays at the top of the window as the page scrolls, plain
/// headers pin below it, and its back button leads to the index. Where the
/// engine has scroll-driven animations (Chromium, WebKit) the bar is clear
/// over the large title and shows its material and the small title once the
/// large title has gone under it; without them (Firefox ESR) it is the
/// page's background throughout and shows no small title (docs/appearance.md,
/// "What differs by engine"). An engine that is missing is skipped, unless
/// `LISTPRESS_REQUIRE_BROWSER=1`.
struct NavigationBarTests {
  /// Runs `body` with a page of `engine` 390 × 500 px (as wide as its window
  /// allows), so that every example can scroll.
  private func withTab(_ engine: Engine, _ body: (any PageDriver) async throws -> Void) async throws {
    try await EnginePage.use(engine, width: 390, height: 500, body)
  }

  /// Where the bar and the large title are, and how much the bar's title shows.
  private struct Bar: Decodable, Sendable {
    let barTop: Double
    let barHeight: Double
    let titleTop: Double
    let barTitleOpacity: Double
    let materialOpacity: Double
    /// The alpha of the material's background colour, and whether it has a
    /// background image (the iOS 26 design's scroll-edge gradient).
    let materialAlpha: Double
    let materialImage: Bool
    /// Whether the engine has scroll-driven animations.
    let scrollDriven: Bool
  }

  private static let bar = """
    (() => {
      const bar = document.querySelector('.lp-bar').getBoundingClientRect();
      const title = document.querySelector('.lp-title').getBoundingClientRect();
      return {
        barTop: bar.top, barHeight: bar.height, titleTop: title.top,
        barTitleOpacity: Number(getComputedStyle(document.querySelector('.lp-bar-title')).opacity),
        materialOpacity: Number(getComputedStyle(document.querySelector('.lp-bar'), '::before').opacity),
        materialAlpha: (() => {
          const colour = getComputedStyle(document.querySelector('.lp-bar'), '::before').backgroundColor.match(/[\\d.]+/g).map(Number);
          return colour.length > 3 ? colour[3] : 1;
        })(),
        materialImage: getComputedStyle(document.querySelector('.lp-bar'), '::before').backgroundImage !== 'none',
        scrollDriven: CSS.supports('animation-timeline: scroll()'),
      };
    })()
    """

  @Test("Every page has the 44-point bar at the top and its large title right under it, or its title in the bar", arguments: Engine.allCases, Design.allCases)
  func everyPageHasTheBar(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      for page in ExamplePage.allCases {
        try await tab.load(page, in: design)
        let bar = try await tab.value(Self.bar, as: Bar.self)
        #expect(bar.barTop == 0 && bar.barHeight == 44, "\(page.rawValue): the bar is at \(bar.barTop), \(bar.barHeight) tall")
        if page.hasLargeTitle {
          #expect(bar.titleTop == 44, "\(page.rawValue): the large title is at \(bar.titleTop)")
          #expect(bar.barTitleOpacity == 0, "\(page.rawValue): the bar's title shows before the page scrolls")
        } else {
          #expect(bar.barTitleOpacity == 1, "\(page.rawValue): the bar's title is hidden without a large title")
        }
      }
    }
  }

  @Test("Scrolled, the bar stays at the top and shows the title as the large title goes under it", arguments: Engine.allCases, Design.allCases)
  func theBarCollapsesTheTitle(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.contacts, in: design)
      let top = try await tab.value(Self.bar, as: Bar.self)
      #expect(top.scrollDriven == (engine != .firefox), "\(engine.name): scroll-driven animations \(top.scrollDriven)")
      // Over the large title the bar is clear, or the page's background without scroll-driven animations.
      #expect(top.scrollDriven ? top.materialOpacity == 0 : top.materialOpacity == 1 && top.materialAlpha == 1)
      try await tab.run("window.scrollTo(0, 300)")
      try await tab.settle()
      let scrolled = try await tab.value(Self.bar, as: Bar.self)
      #expect(scrolled.barTop == 0, "the bar scrolled away to \(scrolled.barTop)")
      #expect(scrolled.titleTop < 0, "the large title is still at \(scrolled.titleTop)")
      // The rows scroll under the bar's material (translucent and blurred,
      // or the iOS 26 design's gradient, where the engine has scroll-driven
      // animations), or the page's background.
      #expect(scrolled.materialOpacity == 1 && (top.scrollDriven ? scrolled.materialAlpha > 0 || scrolled.materialImage : scrolled.materialAlpha == 1))
      #expect(scrolled.barTitleOpacity == (top.scrollDriven ? 1 : 0))
      // Halfway under the bar, the bar's title has not appeared yet.
      try await tab.run("window.scrollTo(0, 20)")
      try await tab.settle()
      #expect(try await tab.value(Self.bar, as: Bar.self).barTitleOpacity == 0)
    }
  }

  @Test("A plain list's pinned header sits under the bar, not behind it", arguments: Engine.allCases, Design.allCases)
  func pinnedHeadersSitUnderTheBar(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.contacts, in: design)
      // 10 px past the point where the second section's header reaches the
      // bar: where its section starts, which does not move when the header
      // sticks. Rows far from the screen keep their placeholder height
      // until they are drawn (content-visibility: auto), so the section
      // moves as the rows above it are drawn on the way down (WebKit drew
      // them after the scroll, now and then): the scroll is made again
      // until the section stays where it was asked to be.
      for _ in 0..<4 {
        let offset = try await tab.value(
          """
          (() => {
            const section = document.querySelectorAll('.lp-section-header')[1].parentElement;
            window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 44 + 10);
            return section.getBoundingClientRect().top;
          })()
          """, as: Double.self)
        try await tab.settle()
        let settled = try await tab.value(
          "document.querySelectorAll('.lp-section-header')[1].parentElement.getBoundingClientRect().top", as: Double.self)
        if abs(settled - offset) < 0.5 { break }
      }
      let pinned = try await tab.value(
        "[...document.querySelectorAll('.lp-section-header')].slice(1, 3).map(header => header.getBoundingClientRect().top)",
        as: [Double].self)
      #expect(pinned.first == 44, "the second header is at \(pinned), not under the bar")
      #expect((pinned.last ?? 0) > 44 + 20, "the third header is at \(pinned)")
    }
  }

  @Test("The back button leads to the index, which has none", arguments: Engine.allCases, Design.allCases)
  func theBackButtonLeadsToTheIndex(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.accessories, in: design)
      let link = try await tab.value(
        "[document.querySelector('.lp-back-button').href, document.querySelector('.lp-back-button').textContent]",
        as: [String].self)
      #expect(link == [try BrowserRun.site(design).appendingPathComponent("index.html").absoluteString, "Index"])
      try await tab.load(try BrowserRun.site(design).appendingPathComponent("index.html"))
      #expect(try await tab.value("document.querySelector('.lp-back-button') === null", as: Bool.self))
    }
  }
}
