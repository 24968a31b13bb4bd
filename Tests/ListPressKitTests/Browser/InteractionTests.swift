import Foundation
import Testing

/// The built examples driven in each engine (Chromium, WebKit, Firefox) as
/// a reader would drive them, in both designs: the Edit/Done switch,
/// outlines, swipes (and, in the iOS 26 design, the detached actions of a
/// swiped row), the favourite toggle and its memory, keyboard focus and the
/// `listpress:swipeaction` event. An engine that is missing is skipped,
/// unless `LISTPRESS_REQUIRE_BROWSER=1`.
struct InteractionTests {
  /// Runs `body` with a page of `engine` 390 CSS px wide where the engine's
  /// window allows it (`EnginePage`).
  private func withTab(_ engine: Engine, _ body: (any PageDriver) async throws -> Void) async throws {
    try await EnginePage.use(engine, body)
  }

  /// Width, visibility and opacity of the first accessory matching `selector`.
  private struct Shown: Decodable, Sendable, Equatable {
    let width: Double
    let visible: Bool
  }

  private func shown(_ selector: String, in tab: any PageDriver) async throws -> Shown {
    try await tab.value(
      """
      (() => {
        const element = document.querySelector(\(String(reflecting: selector)));
        const style = getComputedStyle(element);
        return { width: element.getBoundingClientRect().width,
                 visible: style.visibility === 'visible' && style.opacity === '1' };
      })()
      """)
  }

  @Test("The Edit/Done button switches editing in place, and the editing accessories slide in and out",
        arguments: Engine.allCases, Design.allCases)
  func editingSwitches(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.accessories, in: design)
      let button = ".lp-edit-button"
      // The page is declared in editing mode: the script shows the button as Done.
      #expect(try await tab.value("document.querySelector('\(button)').hidden", as: Bool.self) == false)
      #expect(try await tab.value("document.querySelector('\(button)').textContent", as: String.self) == "Done")
      let delete = "#inbox .lp-accessory-delete", reorder = "#inbox .lp-accessory-reorder"
      let notEditing = ".lp-accessory-label[data-displayed='whenNotEditing']"
      #expect(try await shown(delete, in: tab) == Shown(width: 22, visible: true))
      #expect(try await shown(reorder, in: tab).visible)
      #expect(try await shown(notEditing, in: tab) == Shown(width: 0, visible: false))

      // The accessories slide out in UIKit's 0.3 s, folding their width. The
      // click and the look at the running transitions happen in one script,
      // so a busy machine cannot let the 0.3 s pass in between.
      let sliding = try await tab.value(
        """
        document.querySelector('\(button)').click(),
        document.querySelector('\(delete)').getAnimations()
          .filter(animation => animation.transitionProperty === 'min-width' && animation.effect.getTiming().duration === 300)
          .length
        """, as: Int.self)
      #expect(sliding == 1, "the delete accessory does not slide out")
      try await tab.settle()
      #expect(try await tab.value("document.querySelector('\(button)').textContent", as: String.self) == "Edit")
      #expect(try await tab.value("document.documentElement.classList.contains('is-editing')", as: Bool.self) == false)
      #expect(try await shown(delete, in: tab) == Shown(width: 0, visible: false))
      #expect(try await shown(reorder, in: tab) == Shown(width: 0, visible: false))
      #expect(try await shown(notEditing, in: tab).visible)
      #expect(try await shown(notEditing, in: tab).width > 0)
      // The one leading accessory left, the star, starts the row's content at the layout margin.
      #expect(
        try await tab.value(
          """
          document.querySelector('#inbox .lp-accessory-customView').getBoundingClientRect().left
            - document.querySelector('#inbox').closest('.lp-items').getBoundingClientRect().left
          """, as: Double.self) == 16)

      try await tab.click(button)
      try await tab.settle()
      #expect(try await tab.value("document.querySelector('\(button)').textContent", as: String.self) == "Done")
      #expect(try await shown(delete, in: tab) == Shown(width: 22, visible: true))
      #expect(try await shown(notEditing, in: tab) == Shown(width: 0, visible: false))
    }
  }

  @Test("Clicking an outline row opens it: its children show and its chevron turns a quarter", arguments: Engine.allCases, Design.allCases)
  func outlineExpands(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.sidebar, in: design)
      let child = "document.querySelector('#devices .lp-children .lp-row')"
      // What a reader sees: the child row is what is drawn at its middle.
      // (checkVisibility() alone does not tell in WebKit, which keeps a
      // closed <details>'s content laid out in a box that clips it.)
      let childShows = """
        (() => {
          const row = \(child);
          if (!row.checkVisibility()) return false;
          const box = row.getBoundingClientRect();
          return row.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        })()
        """
      let chevron = "getComputedStyle(document.querySelector('#devices > details > summary .lp-accessory-outlineDisclosure'), '::before').transform"
      #expect(try await tab.value("document.querySelector('#devices > details').open", as: Bool.self) == false)
      #expect(try await tab.value(childShows, as: Bool.self) == false)
      #expect(try await tab.value(chevron, as: String.self) == "none")

      try await tab.click("#devices > details > summary")
      try await tab.settle()
      #expect(try await tab.value("document.querySelector('#devices > details').open", as: Bool.self))
      #expect(try await tab.value(childShows, as: Bool.self))
      #expect(try await tab.value("\(child).getBoundingClientRect().height", as: Double.self) >= 44)
      #expect(try await tab.value(chevron, as: String.self) == "matrix(0, 1, -1, 0, 0, 0)")

      try await tab.click("#devices > details > summary")
      try await tab.settle()
      #expect(try await tab.value(childShows, as: Bool.self) == false)
    }
  }

  /// Where a swipe container came to rest and what of its actions shows.
  private struct Swipe: Decodable, Sendable {
    let scrollLeft: Double
    /// The width of the side's actions, gaps between and around them included
    /// (the room for a full swipe beyond them left out).
    let actionsExtent: Double
    /// The width of the side's buttons alone.
    let buttonsWidth: Double
    /// Whether every action lies inside the row's box.
    let actionsInView: Bool
    /// How far the action nearest the row's edge on that side is from it.
    let outermostGap: Double
    /// The radius of the row's cell (of the cell or of the row it holds).
    let cellRadius: Double
  }

  private func swipe(_ item: String, _ side: String, by distance: Int, in tab: any PageDriver) async throws -> Swipe {
    let scroller = side == "trailing" ? ".lp-swipe-track" : ".lp-swipe"
    return try await tab.value(
      """
      (async () => {
        const item = document.getElementById('\(item)');
        const scroller = item.querySelector('\(scroller)');
        scroller.scrollBy({ left: \(distance), behavior: 'instant' });
        await \(BrowserTab.stillness(atLeast: 400));
        const row = item.getBoundingClientRect();
        const container = item.querySelector('.lp-swipe-actions[data-side=\(side)]');
        const actions = [...container.querySelectorAll(':scope > button')];
        const room = container.querySelector(':scope > .lp-full-swipe');
        const outermost = actions[0].getBoundingClientRect();
        const radius = element => parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0;
        return {
          scrollLeft: scroller.scrollLeft,
          // The room for a full swipe beyond the first action, and the gap before it, are not the actions'.
          actionsExtent: container.getBoundingClientRect().width - (room && getComputedStyle(room).display !== 'none'
            ? room.getBoundingClientRect().width + (parseFloat(getComputedStyle(container).columnGap) || 0) : 0),
          buttonsWidth: actions.reduce((sum, action) => sum + action.getBoundingClientRect().width, 0),
          actionsInView: actions.every(action => {
            const box = action.getBoundingClientRect();
            return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
          }),
          outermostGap: '\(side)' === 'trailing' ? row.right - outermost.right : outermost.left - row.left,
          cellRadius: Math.max(radius(item.querySelector('.lp-swipe-cell')), radius(item.querySelector('.lp-swipe-cell > .lp-row'))),
        };
      })()
      """)
  }

  @Test("Swiping a row reveals its actions, and the row snaps open or shut", arguments: Engine.allCases, Design.allCases)
  func swipeReveals(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.swipeActions, in: design)
      // At rest, no action shows.
      #expect(try await swipe("invoice", "trailing", by: 0, in: tab).scrollLeft == 0)
      #expect(try await swipe("invoice", "trailing", by: 0, in: tab).actionsInView == false)

      let trailing = try await swipe("invoice", "trailing", by: 150, in: tab)
      #expect(trailing.actionsInView)
      #expect(abs(trailing.scrollLeft - trailing.actionsExtent) < 1, "the row did not snap open: \(trailing)")
      // Each action is at least as wide as the design's minimum (docs/appearance.md).
      #expect(trailing.buttonsWidth >= 3 * (design == .classic ? 74 : 52))

      let shut = try await swipe("invoice", "trailing", by: -Int(trailing.actionsExtent) + 20, in: tab)
      #expect(shut.scrollLeft == 0, "the row did not snap shut: \(shut)")

      let leading = try await swipe("invoice", "leading", by: -150, in: tab)
      #expect(leading.actionsInView)
      #expect(abs(leading.scrollLeft + leading.actionsExtent) < 1, "the row did not snap open: \(leading)")
      // The first leading action is nearest the leading edge, the first trailing one nearest the trailing edge.
      #expect(
        try await tab.value(
          """
          (() => {
            const [read, pin] = document.querySelectorAll('#invoice .lp-swipe-actions[data-side=leading] > button');
            const [remove, flag] = document.querySelectorAll('#invoice .lp-swipe-actions[data-side=trailing] > button');
            return read.getBoundingClientRect().left < pin.getBoundingClientRect().left
              && remove.getBoundingClientRect().left > flag.getBoundingClientRect().left;
          })()
          """, as: Bool.self))
    }
  }

  @Test("In the iOS 26 design a swiped row's cell rounds, and its actions stop short of the row's edge",
        arguments: Engine.allCases)
  func swipedRowIsDetached(engine: Engine) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.swipeActions, in: .ios26)
      let rest = try await swipe("invoice", "trailing", by: 0, in: tab)
      #expect(rest.cellRadius == 0, "\(engine.name): the row at rest is rounded \(rest.cellRadius) px [§14 the swiped row's content gets a 16 radius]")
      let source = "[B: §14 Swipe actions, about 10 from the edges, the swiped row's content gets a 16 radius; FA-20, F7-9, AT-200]"
      for (side, distance) in [("trailing", 150), ("leading", -150)] {
        let open = try await swipe("invoice", side, by: distance, in: tab)
        #expect(abs(open.outermostGap - 10) <= 1, "the outermost \(side) action is \(open.outermostGap) px from the row's edge \(source)")
        // Drawn where scroll-driven animations work, as in Chromium and WebKit;
        // square where they do not, as in Firefox ESR (docs/appearance.md).
        let radius: Double = engine.runsScrollDrivenAnimations ? 16 : 0
        #expect(abs(open.cellRadius - radius) <= 1, "the swiped cell's radius is \(open.cellRadius) px in \(engine.name) \(source)")
        _ = try await swipe("invoice", side, by: -distance, in: tab)
      }
    }
  }

  /// The swipe actions example with `dir="rtl"` on its root element, as a
  /// host page in a right-to-left language gives a fragment, written beside
  /// it (a file for each engine, which tests of other engines may show at
  /// the same time).
  private func rightToLeft(_ design: Design, for engine: Engine) throws -> URL {
    let page = try BrowserRun.site(design).appendingPathComponent(ExamplePage.swipeActions.rawValue)
    let html = try String(contentsOf: page, encoding: .utf8)
    let root = "<html lang=\"en\""
    try #require(html.contains(root), "the page's root element is not \(root)")
    let mirrored = page.deletingLastPathComponent().appendingPathComponent("_rtl-\(engine.rawValue)-\(page.lastPathComponent)")
    try html.replacingOccurrences(of: root, with: root + " dir=\"rtl\"").write(to: mirrored, atomically: true, encoding: .utf8)
    return mirrored
  }

  @Test("In a right-to-left page a row rests on its cell and swipes the other way to its leading actions, at the right",
        arguments: Engine.allCases, Design.allCases)
  func rightToLeftSwipe(engine: Engine, design: Design) async throws {
    let page = try rightToLeft(design, for: engine)
    try await withTab(engine) { tab in
      try await tab.load(page)
      #expect(try await tab.value("getComputedStyle(document.querySelector('#invoice .lp-swipe-cell')).direction", as: String.self) == "rtl")
      let rest = try await swipe("invoice", "leading", by: 0, in: tab)
      #expect(rest.scrollLeft == 0 && !rest.actionsInView && rest.cellRadius == 0, "\(engine.name), \(design): at rest \(rest)")
      let open = try await swipe("invoice", "leading", by: 150, in: tab)
      #expect(open.actionsInView && abs(open.scrollLeft - open.actionsExtent) < 1, "\(engine.name), \(design): the row did not snap open: \(open)")
      // The first leading action is nearest the leading edge, the right one.
      #expect(
        try await tab.value(
          """
          (() => {
            const [read, pin] = document.querySelectorAll('#invoice .lp-swipe-actions[data-side=leading] > button');
            return read.getBoundingClientRect().left > pin.getBoundingClientRect().left
              && read.getBoundingClientRect().right > document.getElementById('invoice').getBoundingClientRect().right - 20;
          })()
          """, as: Bool.self), "\(engine.name), \(design): the leading actions are not at the right, the first nearest the edge")
      let radius: Double = design == .ios26 && engine.runsScrollDrivenAnimations ? 16 : 0
      #expect(abs(open.cellRadius - radius) <= 1, "\(engine.name), \(design): the swiped cell's radius is \(open.cellRadius) px, not \(radius)")
    }
  }

  @Test("A favourite toggle flips, turns systemYellow and is remembered across a reload", arguments: Engine.allCases, Design.allCases)
  func favouriteIsRemembered(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.favourites, in: design)
      let star = "document.querySelector('#slow-kitchen .lp-favorite')"
      let state = "[\(star).getAttribute('aria-pressed'), \(star).querySelector('[data-symbol]').dataset.symbol, getComputedStyle(\(star)).color]"
      // Only this page's memory: the other design's page, tested at the same
      // time, shares the file: origin's storage.
      try await tab.run("localStorage.removeItem('listpress:favorites:' + location.pathname)")
      try await tab.load(.favourites, in: design)
      #expect(try await tab.value(state, as: [String].self) == ["false", "star", "rgb(255, 204, 0)"])

      try await tab.click("#slow-kitchen .lp-favorite")
      #expect(try await tab.value(state, as: [String].self) == ["true", "star.fill", "rgb(255, 204, 0)"])
      #expect(try await tab.value("\(star).querySelector('[data-symbol]').getBoundingClientRect().width", as: Double.self) == 22)
      // The row's link is not followed: the page stays.
      #expect(try await tab.value("location.href.endsWith('favourites.html')", as: Bool.self))

      try await tab.load(.favourites, in: design)
      #expect(try await tab.value(state, as: [String].self) == ["true", "star.fill", "rgb(255, 204, 0)"])
      #expect(try await tab.value("document.querySelector('#deep-field .lp-favorite').getAttribute('aria-pressed')", as: String.self) == "false")

      try await tab.click("#slow-kitchen .lp-favorite")
      try await tab.load(.favourites, in: design)
      #expect(try await tab.value("\(star).getAttribute('aria-pressed')", as: String.self) == "false")
    }
  }

  /// The details of the `listpress:swipeaction` events the page fired.
  private struct Fired: Decodable, Sendable, Equatable {
    let itemId: String
    let side: String
    let index: Int
    let title: String?
    let bubbledFrom: String
  }

  @Test("Choosing a swipe action from the menu or the swipe fires listpress:swipeaction with the item's id",
        arguments: Engine.allCases, Design.allCases)
  func swipeActionEventFires(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.swipeActions, in: design)
      try await tab.run(
        """
        window.fired = [];
        document.addEventListener('listpress:swipeaction', event => window.fired.push(
          { ...event.detail, bubbledFrom: event.target.closest('.lp-item').id }))
        """)
      let menuOpen = "document.getElementById('lp-actions-rehearsal').matches(':popover-open')"
      #expect(try await tab.value(menuOpen, as: Bool.self) == false)
      try await tab.click("#rehearsal .lp-swipe-menu-button")
      #expect(try await tab.value(menuOpen, as: Bool.self))
      try await tab.settle()
      #expect(try await tab.value("getComputedStyle(document.querySelector('#rehearsal .lp-swipe-menu-button')).opacity", as: String.self) == "1")
      try await tab.click("#lp-actions-rehearsal button[data-side=trailing][data-index='1']")
      #expect(try await tab.value(menuOpen, as: Bool.self) == false)

      try await tab.run("document.querySelector('#boarding-pass .lp-swipe-track').scrollBy({ left: 400, behavior: 'instant' })")
      try await tab.settle()
      try await tab.click("#boarding-pass .lp-swipe-actions button[data-index='0']")
      try await tab.settle()

      #expect(
        try await tab.value("window.fired", as: [Fired].self) == [
          Fired(itemId: "rehearsal", side: "trailing", index: 1, title: "Delete", bubbledFrom: "rehearsal"),
          Fired(itemId: "boarding-pass", side: "trailing", index: 0, title: nil, bubbledFrom: "boarding-pass"),
        ])
      // Once an action is chosen the row slides back over its actions.
      #expect(try await tab.value("document.querySelector('#boarding-pass .lp-swipe-track').scrollLeft", as: Double.self) == 0)
    }
  }

  @Test("The keyboard reaches a row's link with a visible focus ring in the tint colour", arguments: Engine.allCases, Design.allCases)
  func focusRingShows(engine: Engine, design: Design) async throws {
    try await withTab(engine) { tab in
      try await tab.load(.favourites, in: design)
      for _ in 0..<20 where try await tab.value("document.activeElement.matches('a.lp-texts')", as: Bool.self) == false {
        try await tab.pressTab()
      }
      let ring = try await tab.value(
        """
        (() => {
          const focused = document.activeElement;
          const row = focused.closest('.lp-row');
          if (!row) return [focused.outerHTML.slice(0, 120), String(document.hasFocus()), ''];
          const style = getComputedStyle(row);
          return [style.outlineStyle, style.outlineWidth, style.outlineColor];
        })()
        """, as: [String].self)
      // The page tint is systemOrange: §2's, or §14's in the iOS 26 design.
      let orange = design == .classic ? "rgb(255, 149, 0)" : "rgb(255, 141, 40)"
      #expect(ring == ["solid", "3px", orange], "\(engine.name), \(design): the focused row's ring is \(ring), not the tint, systemOrange")
    }
  }
}
