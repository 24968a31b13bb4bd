import Foundation
import Testing

/// Menus in Chromium, WebKit and Firefox, in both designs: a `popUpMenu`
/// accessory opens from its row and takes the value chosen, an item's
/// `contextMenu` opens with a secondary click, the keyboard or a long press,
/// each choice fires `listpress:menuaction` with the item's and the action's
/// ids, and a full swipe performs a side's first swipe action. An engine that
/// is missing is skipped, unless `LISTPRESS_REQUIRE_BROWSER=1`.
struct MenuTests {
  /// What one `listpress:menuaction` event said.
  private struct Fired: Decodable, Sendable, Equatable {
    let itemId: String
    let menu: String
    let actionId: String?
    let index: Int
    let title: String?
  }

  private static let recordMenuActions = """
    window.fired = [];
    document.addEventListener('listpress:menuaction', event => window.fired.push(event.detail))
    """

  private static func isOpen(_ id: String) -> String {
    "document.getElementById('\(id)').matches(':popover-open')"
  }

  /// The id of the action that has the focus, or its title when it has none.
  private static let focusedAction =
    "document.activeElement.dataset.actionId ?? document.activeElement.querySelector('.lp-action-title')?.textContent ?? ''"

  /// Clicks the middle of an action of an open menu, without scrolling the
  /// page first: a menu anchored to its button follows it a frame after the
  /// page scrolls, so a point taken at once would miss.
  private static func click(_ selector: String, in tab: any PageDriver) async throws {
    let point = try await tab.value(
      "(() => { const box = document.querySelector(\(String(reflecting: selector))).getBoundingClientRect(); return [box.left + box.width / 2, box.top + box.height / 2]; })()",
      as: [Double].self)
    try await tab.click(x: point[0], y: point[1])
  }

  @Test("Pressing a row with a pop-up menu opens it; the value chosen shows in the row and fires listpress:menuaction",
        arguments: Engine.allCases, Design.allCases)
  func popUpMenuChoosesAValue(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(.settings, in: design)
      try await tab.run(Self.recordMenuActions)
      let menu = "lp-popup-auto-lock"
      #expect(try await tab.value(Self.isOpen(menu), as: Bool.self) == false)
      try await tab.click("#auto-lock .lp-texts")
      #expect(try await tab.value(Self.isOpen(menu), as: Bool.self), "\(engine.name), \(design): the row did not open its menu")
      // The menu lies beside the row, inside the window.
      let placement = try await tab.value(
        """
        (() => {
          const menu = document.getElementById('\(menu)').getBoundingClientRect();
          const button = document.querySelector('#auto-lock .lp-accessory-popUpMenu').getBoundingClientRect();
          return [menu.top >= button.bottom - 1 || menu.bottom <= button.top + 1, menu.left >= 0 && menu.right <= innerWidth];
        })()
        """, as: [Bool].self)
      #expect(placement == [true, true], "\(engine.name), \(design): the menu covers its button or leaves the window")
      try await Self.click("#\(menu) [data-index='2']", in: tab)
      #expect(try await tab.value(Self.isOpen(menu), as: Bool.self) == false)
      #expect(try await tab.value("document.querySelector('#auto-lock .lp-popup-value').textContent", as: String.self) == "5 Minutes")
      #expect(
        try await tab.value("document.querySelector('#auto-lock .lp-accessory-popUpMenu').getAttribute('aria-label')", as: String.self)
          == "Auto-Lock: 5 Minutes")
      #expect(
        try await tab.value("[...document.querySelectorAll('#\(menu) [aria-checked=true]')].map(b => b.dataset.index)", as: [String].self)
          == ["2"])

      // The keyboard: the accessory opens its menu on the value chosen, the arrow moves on, Enter chooses.
      try await tab.run("document.querySelector('#appearance .lp-accessory-popUpMenu').focus()")
      try await tab.pressEnter()
      #expect(try await tab.value(Self.isOpen("lp-popup-appearance"), as: Bool.self))
      #expect(try await tab.value(Self.focusedAction, as: String.self) == "automatic")
      try await tab.pressArrowDown()
      #expect(try await tab.value(Self.focusedAction, as: String.self) == "light")
      try await tab.pressEnter()
      #expect(try await tab.value("document.querySelector('#appearance .lp-popup-value').textContent", as: String.self) == "Light")
      #expect(
        try await tab.value("window.fired", as: [Fired].self) == [
          Fired(itemId: "auto-lock", menu: "popUpMenu", actionId: nil, index: 2, title: "5 Minutes"),
          Fired(itemId: "appearance", menu: "popUpMenu", actionId: "light", index: 1, title: "Light"),
        ], "\(engine.name), \(design)")
    }
  }

  @Test("A secondary click on a row opens its context menu at the pointer; a choice fires listpress:menuaction",
        arguments: Engine.allCases, Design.allCases)
  func contextMenuOpensBySecondaryClick(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(.swipeActions, in: design)
      try await tab.run(Self.recordMenuActions)
      let menu = "lp-menu-invoice"
      let point = try await tab.value(
        "(() => { const box = document.querySelector('#invoice .lp-texts').getBoundingClientRect(); return [Math.round(box.left + 20), Math.round(box.top + box.height / 2)]; })()",
        as: [Double].self)
      try await tab.secondaryClick(x: point[0], y: point[1])
      #expect(try await tab.value(Self.isOpen(menu), as: Bool.self), "\(engine.name), \(design): no context menu")
      let corner = try await tab.value(
        "(() => { const box = document.getElementById('\(menu)').getBoundingClientRect(); return [box.left, box.top]; })()",
        as: [Double].self)
      #expect(abs(corner[0] - point[0]) <= 1 && abs(corner[1] - point[1]) <= 1, "\(engine.name), \(design): the menu is at \(corner), the click at \(point)")
      // Its group's actions and its destructive one are there, in order.
      #expect(
        try await tab.value("[...document.querySelectorAll('#\(menu) .lp-menu-action')].map(b => b.dataset.actionId)", as: [String].self)
          == ["reply", "forward", "unread", "flag", "delete"])
      try await Self.click("#\(menu) [data-action-id=forward]", in: tab)
      #expect(try await tab.value(Self.isOpen(menu), as: Bool.self) == false)
      #expect(
        try await tab.value("window.fired", as: [Fired].self) == [
          Fired(itemId: "invoice", menu: "contextMenu", actionId: "forward", index: 1, title: "Forward")
        ], "\(engine.name), \(design)")
    }
  }

  @Test("The keyboard opens a row's context menu from its menu button, moves through it and chooses",
        arguments: Engine.allCases, Design.allCases)
  func contextMenuByKeyboard(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(.swipeActions, in: design)
      try await tab.run(Self.recordMenuActions)
      let button = "document.querySelector('#boarding-pass .lp-context-menu-button')"
      // The button shows only while it has the focus.
      #expect(try await tab.value("getComputedStyle(\(button)).opacity", as: String.self) == "0")
      for _ in 0..<30 where try await tab.value("document.activeElement === \(button)", as: Bool.self) == false {
        try await tab.pressTab()
      }
      #expect(try await tab.value("getComputedStyle(\(button)).opacity", as: String.self) == "1", "\(engine.name): Tab did not reach the button")
      try await tab.pressEnter()
      #expect(try await tab.value(Self.isOpen("lp-menu-boarding-pass"), as: Bool.self))
      #expect(try await tab.value(Self.focusedAction, as: String.self) == "wallet")
      try await tab.pressArrowDown()
      try await tab.pressEnter()
      #expect(
        try await tab.value("window.fired", as: [Fired].self) == [
          Fired(itemId: "boarding-pass", menu: "contextMenu", actionId: "share", index: 1, title: "Share")
        ], "\(engine.name), \(design)")
    }
  }

  @Test("A long press lifts the row and opens its context menu below it", arguments: Engine.allCases)
  func longPressOpensContextMenu(engine: Engine) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(.swipeActions, in: .ios26)
      // A finger's press, as the page gets it from a touch screen.
      let opened = try await tab.value(
        """
        (async () => {
          const texts = document.querySelector('#invoice .lp-texts');
          const box = texts.getBoundingClientRect();
          const at = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true,
                       clientX: box.left + 10, clientY: box.top + 10 };
          texts.dispatchEvent(new PointerEvent('pointerdown', at));
          await new Promise(resolve => setTimeout(resolve, 700));
          const menu = document.getElementById('lp-menu-invoice');
          const row = document.querySelector('#invoice .lp-row').getBoundingClientRect();
          const result = [menu.matches(':popover-open'), document.getElementById('invoice').classList.contains('is-lifted'),
                          menu.getBoundingClientRect().top >= row.bottom - 1];
          texts.dispatchEvent(new PointerEvent('pointerup', at));
          menu.hidePopover();
          // The popover's toggle event comes a task later.
          await new Promise(resolve => setTimeout(resolve, 100));
          result.push(document.getElementById('invoice').classList.contains('is-lifted'));
          return result;
        })()
        """, as: [Bool].self)
      #expect(opened == [true, true, true, false], "\(engine.name): [open, lifted, below the row, lifted after closing]")
      // A press let go early opens nothing.
      let early = try await tab.value(
        """
        (async () => {
          const texts = document.querySelector('#invoice .lp-texts');
          const at = { bubbles: true, pointerId: 8, pointerType: 'touch', isPrimary: true, clientX: 40, clientY: 40 };
          texts.dispatchEvent(new PointerEvent('pointerdown', at));
          await new Promise(resolve => setTimeout(resolve, 100));
          texts.dispatchEvent(new PointerEvent('pointerup', at));
          await new Promise(resolve => setTimeout(resolve, 600));
          return document.getElementById('lp-menu-invoice').matches(':popover-open');
        })()
        """, as: Bool.self)
      #expect(early == false)
    }
  }

  private static let definition = """
    ---
    title: Files
    items:
      - id: report
        text: Report
        contextMenu:
          - { id: open, title: Open }
          - { id: lock, title: Lock, attributes: [disabled] }
          - { id: star, title: Star, attributes: [keepsMenuPresented] }
          - { id: secret, title: Secret, attributes: [hidden] }
    ---

    """

  private static let site = FocusedSite.build("menus", pages: ["files": definition])

  @Test("A disabled action fires nothing and keeps the menu open; one that keepsMenuPresented fires and keeps it open; a hidden one is not drawn",
        arguments: Engine.allCases)
  func actionAttributes(engine: Engine) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(try Self.site.get().page("files", in: .ios26))
      try await tab.run(Self.recordMenuActions)
      try await tab.run("document.getElementById('lp-menu-report').showPopover()")
      #expect(try await tab.value("document.querySelectorAll('#lp-menu-report [data-action-id=secret]').length", as: Int.self) == 0)
      try await Self.click("#lp-menu-report [data-action-id=lock]", in: tab)
      #expect(try await tab.value(Self.isOpen("lp-menu-report"), as: Bool.self))
      try await Self.click("#lp-menu-report [data-action-id=star]", in: tab)
      #expect(try await tab.value(Self.isOpen("lp-menu-report"), as: Bool.self))
      #expect(
        try await tab.value("window.fired", as: [Fired].self) == [
          Fired(itemId: "report", menu: "contextMenu", actionId: "star", index: 2, title: "Star")
        ], "\(engine.name)")
    }
  }

  /// Where a swiped row came to rest, and what its scroller did on the way.
  private struct Rest: Decodable, Sendable {
    let rest: Double
    let log: String
  }

  /// The details of a `listpress:swipeaction` event.
  private struct Swiped: Decodable, Sendable, Equatable {
    let itemId: String
    let side: String
    let index: Int
    let fullSwipe: Bool
  }

  @Test("Swiping a row all the way performs its first trailing action, unless performsFirstActionWithFullSwipe is false",
        arguments: Engine.allCases, Design.allCases)
  func fullSwipePerformsFirstAction(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(.swipeActions, in: design)
      try await tab.run(
        """
        window.swiped = [];
        document.addEventListener('listpress:swipeaction', event => window.swiped.push(event.detail))
        """)
      // Swipes all the way, then waits (up to 10 s, polling: a busy machine
      // only makes it slower) until the row rests; returns where, and what
      // the scroller did meanwhile (for the message, should it rest elsewhere).
      // Resting is judged from the scroller's own events, not from when the
      // swipe was asked for: on a busy machine in CI the swipe's first frame
      // came 1.1 s after it, and the row, put back 600 ms after its action
      // fired, was still taken to rest where it had been swiped.
      let swipeAllTheWay = { (item: String, scroller: String, left: Int) in
        try await tab.value(
          """
          (async () => {
            const scroller = document.querySelector('#\(item) \(scroller)');
            const fired = window.swiped.length;
            const start = performance.now();
            const log = [];
            let lastEvent = null;
            const note = event => {
              if (event.type !== 'pointerdown' && event.type !== 'wheel' && event.type !== 'keydown') lastEvent = performance.now();
              if (log.length < 120) log.push(`${Math.round(performance.now() - start)} ms ${event.type} ${Math.round(Math.abs(scroller.scrollLeft))}`);
            };
            const watched = ['scroll', 'scrollend', 'listpress:swipeaction', 'pointerdown', 'wheel', 'keydown'];
            for (const type of watched) document.addEventListener(type, note, true);
            scroller.scrollBy({ left: \(left), behavior: 'instant' });
            let last = NaN;
            let still = 0;
            for (let waited = 0; waited < 10000; waited += 250) {
              await new Promise(resolve => setTimeout(resolve, 250));
              const now = Math.abs(scroller.scrollLeft);
              still = now === last ? still + 1 : 0;
              last = now;
              // At rest: back at the start once an action fired, or still for
              // a second, and a second after the scroller's last event.
              const quiet = lastEvent !== null && performance.now() - lastEvent >= 1000;
              if ((window.swiped.length > fired && now < 1) || (still >= 4 && quiet)) break;
            }
            for (const type of watched) document.removeEventListener(type, note, true);
            return { rest: Math.abs(scroller.scrollLeft), log: log.join('; ') };
          })()
          """, as: Rest.self)
      }
      // After the action the row has slid back to rest. (Should it rest
      // elsewhere, the message says where, what had fired, and what the
      // scroller did.)
      let rest = try await swipeAllTheWay("invoice", ".lp-swipe-track", 2000)
      let firedSoFar = try await tab.value("JSON.stringify(window.swiped)", as: String.self)
      #expect(rest.rest < 1, "\(engine.name), \(design): the row rests at \(rest.rest) px; fired \(firedSoFar); \(rest.log)")
      // The leading side stops at its actions (docs/interaction.md says why).
      #expect(try await tab.value("document.querySelectorAll('#invoice .lp-swipe-actions[data-side=leading] > .lp-full-swipe').length", as: Int.self) == 0)
      #expect(try await swipeAllTheWay("invoice", ".lp-swipe", -2000).rest > 50)
      try await tab.run("document.querySelector('#invoice .lp-swipe').scrollTo({ left: 0, behavior: 'instant' })")
      // Boarding pass says no: swiped all the way, it rests with its actions shown.
      #expect(try await tab.value("document.querySelectorAll('#boarding-pass .lp-full-swipe').length", as: Int.self) == 0)
      #expect(try await swipeAllTheWay("boarding-pass", ".lp-swipe-track", 2000).rest > 50)
      #expect(
        try await tab.value("window.swiped", as: [Swiped].self) == [
          Swiped(itemId: "invoice", side: "trailing", index: 0, fullSwipe: true)
        ], "\(engine.name), \(design)")
      // A short swipe still rests with the actions shown, the room beyond them in the first action's colour.
      let short = try await tab.value(
        """
        (async () => {
          const track = document.querySelector('#invoice .lp-swipe-track');
          track.scrollBy({ left: 150, behavior: 'instant' });
          await new Promise(resolve => setTimeout(resolve, 700));
          const room = getComputedStyle(document.querySelector('#invoice .lp-swipe-actions[data-side=trailing] > .lp-full-swipe'));
          const first = getComputedStyle(document.querySelector('#invoice .lp-swipe-actions[data-side=trailing] > [data-index="0"]'));
          return [track.scrollLeft > 100, room.backgroundColor === first.backgroundColor];
        })()
        """, as: [Bool].self)
      #expect(short == [true, true], "\(engine.name), \(design)")
      // Without the script the room is folded away.
      #expect(
        try await tab.value(
          """
          (() => {
            document.documentElement.classList.remove('lp-scripted');
            return getComputedStyle(document.querySelector('#invoice .lp-full-swipe')).display;
          })()
          """, as: String.self) == "none")
    }
  }
}
