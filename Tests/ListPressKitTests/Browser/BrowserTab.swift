import Foundation

/// One tab of a `DevTools` browser (Chromium) showing a page of the built
/// examples, driven as a `PageDriver`.
struct BrowserTab: PageDriver {
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

  var engine: Engine { .chromium }

  func load(_ file: URL) async throws {
    try await browser.load(file, session: session)
  }

  func value<Value: Decodable & Sendable>(_ expression: String, as type: Value.Type) async throws -> Value {
    try await browser.value(of: expression, as: type, session: session)
  }

  func click(x: Double, y: Double) async throws {
    try await browser.click(x: x, y: y, session: session)
  }

  func pressTab() async throws {
    try await browser.press(key: "Tab", code: 9, session: session)
  }

  func pressEnter() async throws {
    try await browser.press(key: "Enter", code: 13, text: "\r", session: session)
  }

  func pressArrowDown() async throws {
    try await browser.press(key: "ArrowDown", code: 40, session: session)
  }

  func secondaryClick(x: Double, y: Double) async throws {
    try await movePointer(x: x, y: y)
    for type in ["mousePressed", "mouseReleased"] {
      try await browser.send(
        "Input.dispatchMouseEvent",
        ["type": .string(type), "x": .decimal(x), "y": .decimal(y), "button": "right", "buttons": type == "mousePressed" ? 2 : 0,
         "clickCount": 1],
        session: session)
    }
  }

  func movePointer(x: Double, y: Double) async throws {
    try await browser.send(
      "Input.dispatchMouseEvent", ["type": "mouseMoved", "x": .decimal(x), "y": .decimal(y), "button": "none"], session: session)
  }

  func pressPointer(x: Double, y: Double) async throws {
    try await movePointer(x: x, y: y)
    try await browser.send(
      "Input.dispatchMouseEvent",
      ["type": "mousePressed", "x": .decimal(x), "y": .decimal(y), "button": "left", "clickCount": 1], session: session)
  }

  func releasePointer() async throws {
    try await browser.send(
      "Input.dispatchMouseEvent", ["type": "mouseMoved", "x": 0, "y": 0, "button": "left", "buttons": 1], session: session)
    try await browser.send(
      "Input.dispatchMouseEvent", ["type": "mouseReleased", "x": 0, "y": 0, "button": "left", "clickCount": 1], session: session)
  }

  func screenshot() async throws -> Data {
    let shot = try await browser.send("Page.captureScreenshot", ["format": "png"], session: session, as: Shot.self)
    guard let png = Data(base64Encoded: shot.data) else { throw DevTools.Failure.command("Page.captureScreenshot", "not base 64") }
    return png
  }

  private struct Shot: Decodable, Sendable { let data: String }

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
