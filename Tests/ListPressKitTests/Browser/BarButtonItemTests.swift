import Foundation
import Testing

/// A page's `navigationItem` in Chromium, WebKit and Firefox, in both
/// designs: the bar button items fire `listpress:barbuttonitem` when pressed
/// with the mouse or the keyboard (a disabled one does not), sit at their
/// ends in UIKit's order, and a prompt and an inline title are drawn where
/// UIKit draws them. An engine that is missing is skipped, unless
/// `LISTPRESS_REQUIRE_BROWSER=1`.
struct BarButtonItemTests {
  private static let definition = """
    ---
    title: Inbox
    navigationItem:
      largeTitleDisplayMode: never
      prompt: Choose a message
      leftBarButtonItems:
        - { systemItem: cancel, id: cancel }
      rightBarButtonItems:
        - { systemItem: add, id: new }
        - { title: Sort, id: sort, disabled: true }
    items: [{ text: One }, { text: Two }]
    ---

    """

  private static let site = FocusedSite.build("bar-button-items", pages: ["inbox": definition])

  /// What one `listpress:barbuttonitem` event said.
  private struct Fired: Decodable, Sendable, Equatable {
    let id: String?
    let systemItem: String?
    let title: String?
  }

  @Test("Pressing a bar button item by mouse or keyboard fires listpress:barbuttonitem; a disabled one fires nothing",
        arguments: Engine.allCases, Design.allCases)
  func pressingAnItemFiresItsEvent(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(try Self.site.get().page("inbox", in: design))
      try await tab.run(
        """
        window.fired = [];
        document.addEventListener('listpress:barbuttonitem', event => window.fired.push(event.detail))
        """)
      try await tab.click("[data-item-id=new]")
      try await tab.click("[data-item-id=sort]")
      try await tab.run("document.querySelector('[data-item-id=cancel]').focus()")
      try await tab.pressEnter()
      #expect(
        try await tab.value("window.fired", as: [Fired].self) == [
          Fired(id: "new", systemItem: "add", title: "Add"),
          Fired(id: "cancel", systemItem: "cancel", title: "Cancel"),
        ], "\(engine.name), \(design)")
    }
  }

  /// Where the bar's parts are, in CSS px.
  private struct Layout: Decodable, Sendable {
    let barHeight: Double
    let promptTop: Double
    let promptBottom: Double
    let promptCentre: Double
    let titleCentre: Double
    let titleTop: Double
    let titleOpacity: Double
    let headingHeight: Double
    let cancelLeft: Double
    let sortRight: Double
    let addLeft: Double
    let addRight: Double
    let itemsTop: Double
    let firstRowTop: Double
  }

  @Test("The prompt tops the bar, the title is in its middle from the start, the items at their ends in UIKit's order",
        arguments: Engine.allCases, Design.allCases)
  func theBarIsLaidOutAsUIKitLaysItOut(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine, width: 390, height: 500, exactly: true) { tab in
      try await tab.load(try Self.site.get().page("inbox", in: design))
      let layout = try await tab.value(
        """
        (() => {
          const box = selector => document.querySelector(selector).getBoundingClientRect();
          const bar = box('.lp-bar'), prompt = box('.lp-prompt'), title = box('.lp-bar-title');
          return {
            barHeight: bar.height, promptTop: prompt.top, promptBottom: prompt.bottom,
            promptCentre: (prompt.left + prompt.right) / 2, titleCentre: (title.left + title.right) / 2,
            titleTop: title.top, titleOpacity: Number(getComputedStyle(document.querySelector('.lp-bar-title')).opacity),
            headingHeight: box('h1.lp-title').height,
            cancelLeft: box('[data-item-id=cancel]').left, sortRight: box('[data-item-id=sort]').right,
            addLeft: box('[data-item-id=new]').left, addRight: box('[data-item-id=new]').right,
            itemsTop: box('.lp-bar-buttons').top, firstRowTop: box('.lp-item').top,
          };
        })()
        """, as: Layout.self)
      let look = "\(engine.name), \(design)"
      #expect(layout.barHeight == 74, "\(look): the bar with its prompt is \(layout.barHeight) px tall")
      #expect(layout.promptTop == 0 && layout.promptBottom <= 30, "\(look): the prompt is at \(layout.promptTop)–\(layout.promptBottom)")
      #expect(abs(layout.promptCentre - 195) <= 1 && abs(layout.titleCentre - 195) <= 1, "\(look): \(layout)")
      #expect(layout.titleTop >= 30 && layout.itemsTop == 30, "\(look): the title and items start at \(layout.titleTop), \(layout.itemsTop)")
      #expect(layout.titleOpacity == 1, "\(look): the title in the bar is hidden")
      #expect(layout.headingHeight <= 1, "\(look): the large title is drawn \(layout.headingHeight) px tall")
      // The first of the trailing items is the outermost.
      #expect(layout.sortRight <= layout.addLeft && layout.addRight >= 390 - 20 && layout.addRight <= 390 - 8, "\(look): \(layout)")
      #expect(layout.cancelLeft >= 8 && layout.cancelLeft <= 20, "\(look): Cancel starts at \(layout.cancelLeft)")
      #expect(layout.firstRowTop >= 74, "\(look): the first row starts at \(layout.firstRowTop), under the bar")
    }
  }
}
