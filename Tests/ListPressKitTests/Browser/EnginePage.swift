import Foundation
import Testing

/// A page shown in one engine for a test that measures or drives it the
/// same way in each: a tab of the shared Chromium in either mode, of exactly
/// the size asked, or the shared light-mode session of WebKit or Firefox.
enum EnginePage {
  /// The engines and modes such a test runs in: Chromium in light and dark
  /// mode, WebKit and Firefox in light mode (their shared sessions are light).
  static let looks: [(Engine, Mode)] = [(.chromium, .light), (.chromium, .dark), (.webkit, .light), (.firefox, .light)]

  /// Every look in both designs with each of `values`: the arguments of a
  /// test that measures one page per value.
  static func cases<Value: Sendable>(over values: [Value]) -> [(Engine, Mode, Design, Value)] {
    looks.flatMap { look in Design.allCases.flatMap { design in values.map { (look.0, look.1, design, $0) } } }
  }

  /// Runs `body` with a page `width` × `height` CSS px in `engine`, in
  /// `mode`; skips or fails (`Engine.require()`) when the engine is missing.
  /// WebKit's and Firefox's windows have a minimum width: asked for less
  /// than 600 px, their page is at least `width` and less than 600 px wide,
  /// which keeps it below the regular width of 768 px; asked for more, it
  /// is exactly `width`. With `exactly`, their page is shown in a frame of
  /// exactly `width` × `height` at the window's top-left corner instead
  /// (`FramedPage`), for a test of what a phone's width does.
  static func use(
    _ engine: Engine, width: Int = 390, height: Int = 844, mode: Mode = .light, exactly: Bool = false,
    _ body: (any PageDriver) async throws -> Void
  ) async throws {
    try engine.require()
    if engine == .chromium {
      try await SharedBrowser.use { browser in
        try await body(try await BrowserTab.open(in: browser, width: width, height: height, mode: mode))
      }
    } else if exactly {
      precondition(mode == .light, "the shared \(engine.name) session is in light mode")
      try await EngineBrowser.use(engine) { session in
        try await session.setWindow(width: max(1000, width + 100), height: height + 100)
        try await body(FramedPage(session: session, width: width, height: height))
      }
    } else {
      precondition(mode == .light, "the shared \(engine.name) session is in light mode")
      try await EngineBrowser.use(engine) { session in
        // Throws when the window does not take the width.
        try await session.setWindow(width: width, height: height)
        try await body(session)
      }
    }
  }
}

/// A WebDriver session whose pages are each shown in a frame of exactly
/// `width` × `height` CSS px at the window's top-left corner
/// (`WebDriverSession.load(_:framedAt:by:)`): scripts run in the frame, and
/// the pointer's coordinates, the window's, are the frame's too.
struct FramedPage: PageDriver {
  let session: WebDriverSession
  let width: Int
  let height: Int

  var engine: Engine { session.engine }

  func load(_ file: URL) async throws {
    try await session.load(file, framedAt: width, by: height)
  }

  func value<Value: Decodable & Sendable>(_ expression: String, as type: Value.Type) async throws -> Value {
    try await session.value(expression, as: type)
  }

  func click(x: Double, y: Double) async throws { try await session.click(x: x, y: y) }
  func pressTab() async throws { try await session.pressTab() }
  func pressEnter() async throws { try await session.pressEnter() }
  func pressArrowDown() async throws { try await session.pressArrowDown() }
  func secondaryClick(x: Double, y: Double) async throws { try await session.secondaryClick(x: x, y: y) }
  func movePointer(x: Double, y: Double) async throws { try await session.movePointer(x: x, y: y) }
  func pressPointer(x: Double, y: Double) async throws { try await session.pressPointer(x: x, y: y) }
  func releasePointer() async throws { try await session.releasePointer() }

  /// The whole window's viewport: the frame is its top-left `width` × `height`.
  func screenshot() async throws -> Data { try await session.screenshot() }
}
