import Foundation
import Testing

/// The button that opens a row's swipe actions as a menu (for a mouse or a
/// keyboard, which cannot swipe) shows at the row's trailing end on hover
/// and on keyboard focus, measured in headless Chromium on the swipe
/// actions example in both designs: while it shows, nothing of the row's
/// texts or accessories lies under it, and its focus ring is round like it.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: swipe menu button skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
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

  /// The rows of the example with a menu button, and the widths measured.
  static let cases = Design.allCases.flatMap { design in
    [320, 390].flatMap { width in ["invoice", "rehearsal", "boarding-pass"].map { (design, width, $0) } }
  }

  @Test("On hover the menu button shows beside the row's texts and accessories, not over them", arguments: cases)
  func hoverDoesNotCoverText(design: Design, width: Int, row: String) async throws {
    let shown: Shown = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser, width: width)
      try await tab.load(.swipeActions, in: design)
      let point = try await tab.value(
        """
        (() => { const row = document.querySelector('#\(row) .lp-row');
          row.scrollIntoView({ block: 'center' });
          const box = row.getBoundingClientRect();
          return [box.left + box.width / 3, box.top + box.height / 2]; })()
        """, as: [Double].self)
      try await browser.send(
        "Input.dispatchMouseEvent", ["type": "mouseMoved", "x": .decimal(point[0]), "y": .decimal(point[1]), "button": "none"],
        session: tab.session)
      try await tab.settle()
      return try await tab.value(Self.script(row))
    }
    #expect(shown.opacity == 1, "\(design) at \(width): \(row)'s button does not show on hover")
    #expect(shown.covered.isEmpty, "\(design) at \(width): \(row)'s button covers \(shown.covered)")
  }

  @Test("On keyboard focus the menu button covers nothing, and its focus ring is round", arguments: cases)
  func focusDoesNotCoverTextAndIsRound(design: Design, width: Int, row: String) async throws {
    let shown: Shown = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser, width: width)
      try await tab.load(.swipeActions, in: design)
      try await tab.run(
        "const button = document.querySelector('#\(row) .lp-swipe-menu-button'); button.scrollIntoView({ block: 'center' }); button.focus({ focusVisible: true })")
      try await tab.settle()
      #expect(try await tab.value("document.querySelector('#\(row) .lp-swipe-menu-button').matches(':focus-visible')", as: Bool.self))
      return try await tab.value(Self.script(row))
    }
    #expect(shown.opacity == 1, "\(design) at \(width): \(row)'s button does not show on focus")
    #expect(shown.covered.isEmpty, "\(design) at \(width): \(row)'s button covers \(shown.covered)")
    #expect(shown.outline == "solid", "\(design): \(row)'s focused button has no ring")
    let radius = shown.radius.hasSuffix("%") ? (Double(shown.radius.dropLast()) ?? 0) / 100 * shown.width : Double(shown.radius.dropLast(2)) ?? 0
    #expect(radius >= shown.width / 2 - 0.5, "\(design): \(row)'s focus ring has corners of \(shown.radius), not a circle's")
  }
}
