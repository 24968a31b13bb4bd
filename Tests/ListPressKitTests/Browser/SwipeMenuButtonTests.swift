import Foundation
import Testing

/// The button that opens a row's swipe actions as a menu (for a mouse or a
/// keyboard, which cannot swipe) shows at the row's trailing end on hover
/// and on keyboard focus, measured in Chromium, WebKit and Firefox on the
/// swipe actions example in both designs at 320 and 390 px (in WebKit and
/// Firefox, whose windows are wider, in a frame of that width: `FramedPage`):
/// while it shows, nothing of the row's
/// texts or accessories lies under it, and its focus ring is round like it.
struct SwipeMenuButtonTests {
  /// The button of a row as it shows, and what of the row it covers.
  private struct Shown: Decodable, Sendable {
    let opacity: Double
    /// The texts and accessories drawn under the button.
    let covered: [String]
    let radius: String
    let outline: String
    let width: Double
  }

  /// How the button of `row` shows, read after `reveal` made it show.
  private static func script(_ row: String) -> String {
    """
    (() => {
      const item = document.getElementById('\(row)');
      const button = item.querySelector('.lp-swipe-menu-button');
      const box = button.getBoundingClientRect();
      const overlaps = rect => rect.width > 0 && rect.left < box.right && rect.right > box.left
        && rect.top < box.bottom && rect.bottom > box.top;
      const covered = [];
      const texts = item.querySelector('.lp-row > .lp-texts');
      const walker = document.createTreeWalker(texts, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(overlaps)) covered.push('text "' + node.data.trim() + '"');
      }
      for (const accessory of item.querySelectorAll('.lp-row > .lp-accessory')) {
        if (overlaps(accessory.getBoundingClientRect())) covered.push(accessory.className);
      }
      const style = getComputedStyle(button);
      return { opacity: Number(style.opacity), covered, radius: style.borderTopLeftRadius,
               outline: style.outlineStyle, width: box.width };
    })()
    """
  }

  /// The rows of the example with a menu button, and the widths measured, in each engine.
  static let cases = Engine.allCases.flatMap { engine in
    Design.allCases.flatMap { design in
      [320, 390].flatMap { width in ["invoice", "rehearsal", "boarding-pass"].map { (engine, design, width, $0) } }
    }
  }

  @Test("On hover the menu button shows beside the row's texts and accessories, not over them", arguments: cases)
  func hoverDoesNotCoverText(engine: Engine, design: Design, width: Int, row: String) async throws {
    try await EnginePage.use(engine, width: width, exactly: true) { tab in
      try await tab.load(.swipeActions, in: design)
      let point = try await tab.value(
        """
        (() => { const row = document.querySelector('#\(row) .lp-row');
          row.scrollIntoView({ block: 'center' });
          const box = row.getBoundingClientRect();
          return [box.left + box.width / 3, box.top + box.height / 2]; })()
        """, as: [Double].self)
      try await tab.movePointer(x: point[0], y: point[1])
      try await tab.settle()
      let shown: Shown = try await tab.value(Self.script(row))
      // The pointer leaves the page's rows, for the next page the session shows.
      try await tab.movePointer(x: 0, y: 0)
      let look = "\(engine.name), \(design) at \(width)"
      #expect(shown.opacity == 1, "\(look): \(row)'s button does not show on hover")
      #expect(shown.covered.isEmpty, "\(look): \(row)'s button covers \(shown.covered)")
    }
  }

  @Test("On keyboard focus the menu button covers nothing, and its focus ring is round", arguments: cases)
  func focusDoesNotCoverTextAndIsRound(engine: Engine, design: Design, width: Int, row: String) async throws {
    try await EnginePage.use(engine, width: width, exactly: true) { tab in
      try await tab.load(.swipeActions, in: design)
      try await tab.run(
        "const button = document.querySelector('#\(row) .lp-swipe-menu-button'); button.scrollIntoView({ block: 'center' }); button.focus({ focusVisible: true })")
      try await tab.settle()
      let look = "\(engine.name), \(design) at \(width)"
      #expect(try await tab.value("document.querySelector('#\(row) .lp-swipe-menu-button').matches(':focus-visible')", as: Bool.self),
              "\(look): \(row)'s button is not :focus-visible")
      let shown: Shown = try await tab.value(Self.script(row))
      #expect(shown.opacity == 1, "\(look): \(row)'s button does not show on focus")
      #expect(shown.covered.isEmpty, "\(look): \(row)'s button covers \(shown.covered)")
      #expect(shown.outline == "solid", "\(look): \(row)'s focused button has no ring")
      let radius = shown.radius.hasSuffix("%") ? (Double(shown.radius.dropLast()) ?? 0) / 100 * shown.width : Double(shown.radius.dropLast(2)) ?? 0
      #expect(radius >= shown.width / 2 - 0.5, "\(look): \(row)'s focus ring has corners of \(shown.radius), not a circle's")
    }
  }
}

/// On a touch screen (`hover: none`, as on an iPhone) a tap that makes a
/// row :hover neither shows its menu button nor moves the row's content:
/// Safari on iOS spends a first tap that changes the page on that change.
/// Chromium alone can be made a touch screen here (DevTools' touch
/// emulation reports `hover: none` and sends taps as touches); WebKit's and
/// Firefox's sessions have a mouse, whose hover the other tests measure.
struct SwipeMenuButtonTouchTests {
  private struct Tapped: Decodable, Sendable {
    let hoverNone: Bool
    let rowHovered: Bool
    let opacity: Double
    let paddingBefore: String
    let paddingAfter: String
  }

  @Test("A tap on a row of a touch screen neither shows the menu button nor moves the row's content", arguments: Design.allCases)
  func aTapShowsNoMenuButton(design: Design) async throws {
    try Engine.chromium.require()
    try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await browser.send("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1], session: tab.session)
      try await tab.load(.swipeActions, in: design)
      // The tap follows no link of the row: the page stays to be measured.
      let point = try await tab.value(
        """
        (() => {
          addEventListener('click', event => event.preventDefault(), true);
          const row = document.querySelector('#invoice .lp-row');
          row.scrollIntoView({ block: 'center' });
          window.paddingBefore = getComputedStyle(row).paddingInlineEnd;
          const box = row.getBoundingClientRect();
          return [box.left + box.width / 3, box.top + box.height / 2];
        })()
        """, as: [Double].self)
      let finger: DevTools.JSON = ["x": .decimal(point[0]), "y": .decimal(point[1])]
      try await browser.send("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [finger]], session: tab.session)
      try await browser.send("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": []], session: tab.session)
      try await tab.settle()
      let tapped: Tapped = try await tab.value(
        """
        (() => {
          const row = document.querySelector('#invoice .lp-row');
          return { hoverNone: matchMedia('(hover: none)').matches, rowHovered: row.matches(':hover'),
                   opacity: Number(getComputedStyle(row.querySelector('.lp-swipe-menu-button')).opacity),
                   paddingBefore: window.paddingBefore, paddingAfter: getComputedStyle(row).paddingInlineEnd };
        })()
        """)
      try await browser.send("Emulation.setTouchEmulationEnabled", ["enabled": false], session: tab.session)
      #expect(tapped.hoverNone, "touch emulation did not make the page a touch screen's")
      #expect(tapped.rowHovered, "the tap did not make the row :hover, so the test shows nothing")
      #expect(tapped.opacity == 0, "\(design): the tap showed the menu button")
      #expect(tapped.paddingAfter == tapped.paddingBefore, "\(design): the tap moved the row's content: \(tapped)")
    }
  }
}

/// A row with swipe actions and a trailing favourite toggle: while its menu
/// button is hidden (no pointer over the row, no focus), a tap or click where
/// the toggle is reaches the toggle, not the hidden button above it, in
/// Chromium, WebKit and Firefox, both designs.
struct HiddenSwipeMenuButtonTests {
  private static let site = Result {
    try ScratchSite("hidden-swipe-menu-button", definitions: [
      "favourite": """
        ---
        title: Favourite
        appearance: insetGrouped
        items:
          - id: starred
            text: Starred with actions
            accessories:
              - { type: customView, placement: trailing, image: "symbol:star", toggle: favorite }
            trailingSwipeActions:
              - { title: Delete, style: destructive }
        ---

        """
    ])
  }

  private struct Hit: Decodable, Sendable {
    let target: String
    let pointerEvents: String
  }

  static let looks = Engine.allCases.flatMap { engine in Design.allCases.map { (engine, $0) } }

  @Test("While hidden, the menu button takes no tap: the favourite toggle under it does", arguments: looks)
  func hiddenButtonLetsTheToggleBeTapped(engine: Engine, design: Design) async throws {
    let hit: Hit = try await Self.site.get().measure(
      "favourite", in: design, engine: engine,
      """
      (() => {
        const item = document.getElementById('starred');
        const toggle = item.querySelector('.lp-row > .lp-accessory button, .lp-row > button.lp-accessory');
        const box = toggle.getBoundingClientRect();
        const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { target: found.closest('.lp-swipe-menu-button') ? 'menu button' : found.closest('button.lp-accessory, .lp-accessory button') ? 'toggle' : found.tagName,
                 pointerEvents: getComputedStyle(item.querySelector('.lp-swipe-menu-button')).pointerEvents };
      })()
      """)
    #expect(hit.target == "toggle", "\(engine.name), \(design): a tap on the toggle reaches \(hit.target)")
    #expect(hit.pointerEvents == "none", "\(engine.name), \(design): the hidden button takes pointer events (\(hit.pointerEvents))")
  }
}
