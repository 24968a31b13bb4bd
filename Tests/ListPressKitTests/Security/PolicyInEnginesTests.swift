import Foundation
import Testing

/// The built pages under their Content Security Policy in WebKit and
/// Firefox, opened from disk as a reader opens them (no access from one
/// `file:` page to another): the same checks as `PolicyInBrowserTests` makes
/// in Chromium. Each page is loaded as its recorded copy
/// (`PolicyChecks.recordedCopy(of:)`), which reports every violation.
@Suite("Content Security Policy in WebKit and Firefox")
struct PolicyInEnginesTests {
  typealias Site = PolicyInBrowserTests.Site

  @Test("Every example page, the index, standalone pages, a variant and a review page load under their policy",
    arguments: Engine.webDriven)
  func pagesFromDisk(engine: Engine) async throws {
    try engine.require()
    let folder = try Site.built.get()
    let pages = (ExamplePage.allCases.map(\.rawValue) + ["index.html"]).map { "site/\($0)" } + [
      "standalone/accessories.html", "standalone/favourites.html", "gallery/accessories.insetGrouped-dark-editing.html",
      "gallery/accessories.review.html",
    ]
    try await EngineBrowser.use(engine) { session in
      var styleAttributes = 0, symbols = 0, drawings = 0
      for page in pages {
        let copy = try PolicyChecks.recordedCopy(of: folder.appendingPathComponent(page))
        let found = try await PolicyChecks.expectWorking(copy, in: session)
        styleAttributes += found.styleAttributes
        symbols += found.symbols
        drawings += found.drawings
      }
      // The checks above saw style attributes, symbols and drawings to check.
      #expect(styleAttributes > 0 && symbols > 0 && drawings > 0)
    }
  }

  @Test("Edit/Done and favourites work under the policy, linked and standalone", arguments: Engine.webDriven)
  func interaction(engine: Engine) async throws {
    try engine.require()
    let folder = try Site.built.get()
    try await EngineBrowser.use(engine) { session in
      for page in ["site/cells/accessories.html", "site/cells/favourites.html", "standalone/accessories.html", "standalone/favourites.html"] {
        try await PolicyChecks.expectInteractive(try PolicyChecks.recordedCopy(of: folder.appendingPathComponent(page)), in: session)
      }
    }
  }

  @Test("Script slipped into a page does not run, and each attempt is reported", arguments: Engine.webDriven)
  func injectedScriptIsRefused(engine: Engine) async throws {
    try engine.require()
    let cells = try Site.built.get().appendingPathComponent("site/cells")
    try await EngineBrowser.use(engine) { session in
      // Without the policy, the injection runs.
      try await session.load(cells.appendingPathComponent("favourites.unprotected.html"))
      #expect(try await session.value("typeof window.injected", as: String.self) == "string")

      let copy = try PolicyChecks.recordedCopy(of: cells.appendingPathComponent("favourites.injected.html"))
      let found = try await PolicyChecks.findings(at: copy, in: session)
      try await session.click("#injected-link")
      try await Task.sleep(for: .milliseconds(200))
      #expect(try await session.value("typeof window.injected", as: String.self) == "undefined")
      let violations = try await session.value("window.violations", as: [String].self)
      // The inline script, the event handler and the data: script are each
      // reported (the link's refusal too where the engine reports it).
      #expect(found.violations.count >= 3, "\(found.violations)")
      #expect(violations.allSatisfy { $0.hasPrefix("script-src") }, "\(violations)")
      #expect(violations.contains("script-src-elem inline"), "\(violations)")
      #expect(violations.contains("script-src-elem data"), "\(violations)")
      // The page's own script still runs.
      let pressed = "document.querySelector('button.lp-favorite').getAttribute('aria-pressed')"
      let before = try await session.value(pressed, as: String.self)
      try await session.click("button.lp-favorite")
      #expect(try await session.value(pressed, as: String.self) != before)
    }
  }
}
