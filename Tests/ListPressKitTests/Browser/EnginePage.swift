import Foundation
import Testing

/// A page of any engine for a test to drive: a tab of the shared Chromium
/// (`SharedBrowser`) of exactly the size asked, or the engine's shared
/// WebDriver session (`EngineBrowser`), whose window has a minimum width, so
/// that its page is as wide as the window gives, at least the width asked.
enum EnginePage {
  /// Runs `body` with a page of `engine`, `width` × `height` CSS px where
  /// the engine allows it; skips or fails (`Engine.require()`) when the
  /// engine is missing.
  static func use(_ engine: Engine, width: Int = 390, height: Int = 844, _ body: (any PageDriver) async throws -> Void)
    async throws
  {
    try engine.require()
    if engine == .chromium {
      try await SharedBrowser.use { browser in
        try await body(try await BrowserTab.open(in: browser, width: width, height: height))
      }
    } else {
      try await EngineBrowser.use(engine) { session in
        try await session.setWindow(width: width, height: height)
        let shown = try await session.value("innerWidth", as: Double.self)
        #expect(shown >= Double(width) && shown <= 600, "\(engine.name) lays the page out \(shown) px wide")
        try await body(session)
      }
    }
  }
}
