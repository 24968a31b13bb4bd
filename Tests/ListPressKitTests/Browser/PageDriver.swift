import Foundation

/// A page open in a browser, in whichever engine, with what the interaction
/// tests ask of it: loading a file, values of scripts, clicks and the Tab key
/// as a reader's mouse and keyboard give them (trusted events). A Chromium
/// tab (`BrowserTab`) and a WebDriver session (`WebDriverSession`) are one.
protocol PageDriver: Sendable {
  /// The engine showing the page.
  var engine: Engine { get }

  /// Loads `file` and waits for its load event and fonts.
  func load(_ file: URL) async throws

  /// The value of the JavaScript `expression`, after any promise it gives
  /// settles, decoded from JSON as `type`; a script error is thrown.
  func value<Value: Decodable & Sendable>(_ expression: String, as type: Value.Type) async throws -> Value

  /// A press and release of the left mouse button at (`x`, `y`) CSS px in
  /// the viewport, the pointer moved there first.
  func click(x: Double, y: Double) async throws

  /// A press and release of the right (secondary) mouse button at (`x`,
  /// `y`) CSS px in the viewport, which opens a context menu.
  func secondaryClick(x: Double, y: Double) async throws

  /// A press and release of the Tab key.
  func pressTab() async throws

  /// A press and release of the down arrow key, on whatever has the focus.
  func pressArrowDown() async throws

  /// A press and release of the Enter key, on whatever has the focus.
  func pressEnter() async throws

  /// Moves the mouse pointer to (`x`, `y`) CSS px in the viewport, no
  /// button pressed, as a reader's mouse hovering there.
  func movePointer(x: Double, y: Double) async throws

  /// Moves the pointer to (`x`, `y`) and presses the left mouse button
  /// there, keeping it down (a row held under a finger or the mouse) until
  /// `releasePointer()`.
  func pressPointer(x: Double, y: Double) async throws

  /// Moves the pointer held down to the viewport's top-left corner, off
  /// whatever it pressed, and lets the button go there, so that no link
  /// pressed is followed.
  func releasePointer() async throws

  /// A PNG of the viewport as drawn on the screen, at the page's device scale.
  func screenshot() async throws -> Data
}

extension PageDriver {
  /// Loads `page` of the examples built in `design`.
  func load(_ page: ExamplePage, in design: Design) async throws {
    try await load(try BrowserRun.site(design).appendingPathComponent(page.rawValue))
  }

  /// The value of the JavaScript `expression`, decoded from JSON as the type asked for.
  func value<Value: Decodable & Sendable>(_ expression: String) async throws -> Value {
    try await value(expression, as: Value.self)
  }

  /// Runs `statements` for their effect.
  func run(_ statements: String) async throws {
    _ = try await value("(() => { \(statements); return true })()", as: Bool.self)
  }

  /// A secondary click in the middle of the first element `selector`
  /// matches, scrolled into view first.
  func secondaryClick(_ selector: String) async throws {
    let point = try await point(in: selector)
    try await secondaryClick(x: point[0], y: point[1])
  }

  /// Clicks the middle of the first element matching `selector`, scrolled
  /// into view first, as a reader's mouse would.
  func click(_ selector: String) async throws {
    let point = try await point(in: selector)
    try await click(x: point[0], y: point[1])
  }

  /// The point of the first element matching `selector`, scrolled into
  /// view first: its middle, or `dx` px from its left edge at mid-height.
  private func point(in selector: String, dx: Double? = nil) async throws -> [Double] {
    try await value(
      """
      (() => {
        const element = document.querySelector(\(String(reflecting: selector)));
        if (!element) throw new Error('nothing matches ' + \(String(reflecting: selector)));
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return [\(dx.map { "box.left + \($0)" } ?? "box.left + box.width / 2"), box.top + box.height / 2];
      })()
      """, as: [Double].self)
  }

  /// Makes the functions of `MeasuringScript` (`linesAround`, `cellsOf`,
  /// `lineAt`, …) available to the scripts run in the loaded page.
  func loadMeasuringFunctions() async throws {
    try await run(MeasuringScript.source + "\nObject.assign(window, { linesAround, cellsOf, lineAt, labelOf })")
  }

  /// Runs `body` while the left mouse button is held down on the middle of
  /// the first element matching `selector` (scrolled into view first), or
  /// `dx` px from its left edge when given; the button is let go off the
  /// page's links afterwards, whatever `body` did.
  func whilePressing<Result: Sendable>(
    _ selector: String, dx: Double? = nil, _ body: () async throws -> Result
  ) async throws -> Result {
    let point = try await point(in: selector, dx: dx)
    try await pressPointer(x: point[0], y: point[1])
    do {
      let result = try await body()
      try await releasePointer()
      return result
    } catch {
      try? await releasePointer()
      throw error
    }
  }

  /// Waits for transitions, smooth scrolls and scroll snapping to end
  /// (UIKit's transitions take 0.3 s): see `BrowserTab.stillness`.
  func settle() async throws {
    _ = try await value(BrowserTab.stillness(atLeast: 600), as: Bool.self)
  }
}
