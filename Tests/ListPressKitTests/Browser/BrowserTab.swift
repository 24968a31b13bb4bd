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

  /// Loads `page` of the built examples.
  func load(_ page: ExamplePage) async throws {
    try await browser.load(try BrowserRun.site.get().appendingPathComponent(page.rawValue), session: session)
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

  /// Waits for transitions and smooth scrolls to end (UIKit's take 0.3 s).
  func settle() async throws {
    try await Task.sleep(for: .milliseconds(600))
  }
}
