import Foundation

/// One tab of a `DevTools` browser showing a page of the built examples, with
/// what the interaction tests ask of it: values of scripts, clicks on
/// elements, waits.
struct BrowserTab: Sendable {
  let browser: DevTools
  let session: String

  /// A new tab of `browser` at `width` × `height` CSS px in `mode`.
  static func open(in browser: DevTools, width: Int = 390, height: Int = 844, mode: Mode = .light) async throws -> BrowserTab {
    let session = try await browser.openTab()
    try await browser.emulate(width: width, height: height, mode: mode, session: session)
    // A background tab has no focus: keyboard focus and :focus-visible need it.
    try await browser.send("Emulation.setFocusEmulationEnabled", ["enabled": true], session: session)
    return BrowserTab(browser: browser, session: session)
  }

  /// Loads `page` of the examples built in `design`.
  func load(_ page: ExamplePage, in design: Design) async throws {
    try await browser.load(try BrowserRun.site(design).appendingPathComponent(page.rawValue), session: session)
  }

  /// The value of the JavaScript `expression`, decoded from JSON.
  func value<Value: Decodable & Sendable>(_ expression: String, as type: Value.Type = Value.self) async throws -> Value {
    try await browser.value(of: expression, as: type, session: session)
  }

  /// Runs `statements` for their effect.
  func run(_ statements: String) async throws {
    _ = try await value("(() => { \(statements); return true })()", as: Bool.self)
  }

  /// Clicks the middle of the first element matching `selector`, scrolled
  /// into view first, as a reader's mouse would.
  func click(_ selector: String) async throws {
    let point = try await value(
      """
      (() => {
        const element = document.querySelector(\(String(reflecting: selector)));
        if (!element) throw new Error('nothing matches ' + \(String(reflecting: selector)));
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];
      })()
      """, as: [Double].self)
    try await browser.click(x: point[0], y: point[1], session: session)
  }

  /// Waits for transitions, smooth scrolls and scroll snapping to end
  /// (UIKit's transitions take 0.3 s): see `stillness`.
  func settle() async throws {
    _ = try await value(Self.stillness(atLeast: 600), as: Bool.self)
  }

  /// A JavaScript promise that resolves to `true` once `milliseconds` have
  /// passed and the page has been still for five frames in a row: no
  /// animation or transition running or about to (scroll-driven ones
  /// aside), and no element scrolled.
  /// Counted in frames the page draws, so that a busy machine, which draws
  /// fewer, makes it wait longer instead of cutting a transition short.
  static func stillness(atLeast milliseconds: Int) -> String {
    """
    new Promise(resolve => {
      const start = performance.now();
      const offsets = () => [document.scrollingElement, ...document.querySelectorAll('*')]
        .map(element => element.scrollLeft + ',' + element.scrollTop).join(' ');
      let last = null, still = 0;
      const frame = () => {
        const now = offsets();
        // A scroll-driven animation (a swiped row's rounding) runs for as
        // long as its scroller exists; the scroller's offset says whether it moves.
        const moving = document.getAnimations()
          .filter(animation => typeof ScrollTimeline === 'undefined' || !(animation.timeline instanceof ScrollTimeline))
          .some(animation => animation.pending || animation.playState === 'running');
        still = !moving && now === last ? still + 1 : 0;
        last = now;
        if (still >= 5 && performance.now() - start >= \(milliseconds)) resolve(true);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })
    """
  }
}
