import Foundation
import ListPressKit
import Testing

/// Built pages under their Content Security Policy in headless Chromium, as
/// a reader opens them: from disk, in a browser without the test harness's
/// `--allow-file-access-from-files`, and over http from a loopback server.
/// Every kind of page loads with no violation, its styles, style attributes,
/// symbols and script work, and script slipped into a page does not run.
/// The tests run one after another, one browser at a time, beside the
/// measuring harness's launches. WebKit and Firefox: `PolicyInEnginesTests`.
@Suite(
  .serialized,
  .enabled(if: Chromium.testsRun, "Chromium not found: policy tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct PolicyInBrowserTests {
  /// The built pages, under `BrowserRun.workFolder/security`.
  enum Site {
    static let folder = BrowserRun.workFolder.appendingPathComponent("security")
    static let examples = BrowserRun.packageRoot.appendingPathComponent("Examples")

    /// The examples and their index in `site/`, the design review of
    /// `Examples/cells` in `gallery/`, two standalone pages in
    /// `standalone/`, and a page with script injected into it beside its
    /// original, with its policy and without.
    static let built: Result<URL, any Error> = Result {
      try? FileManager.default.removeItem(at: folder)
      try build(examples.path, into: folder.appendingPathComponent("site"))
      try build(examples.appendingPathComponent("cells").path, into: folder.appendingPathComponent("gallery"), gallery: true)
      let standalone = folder.appendingPathComponent("standalone")
      try FileManager.default.createDirectory(at: standalone, withIntermediateDirectories: true)
      for name in ["accessories", "favourites"] {
        let (html, diagnostics) = ListPress.render(
          file: examples.appendingPathComponent("cells/\(name).md").path, format: .standalone)
        guard let html else { throw BrowserRun.BuildFailure(diagnostics: diagnostics.map(\.description)) }
        try html.write(to: standalone.appendingPathComponent("\(name).html"), atomically: true, encoding: .utf8)
      }
      let original = folder.appendingPathComponent("site/cells/favourites.html")
      let page = try String(contentsOf: original, encoding: .utf8)
      guard page.contains(injectionPoint) else { throw Injection.noPlace }
      let tampered = page.replacingOccurrences(of: injectionPoint, with: injectionPoint + injected)
      try tampered.write(to: folder.appendingPathComponent("site/cells/favourites.injected.html"), atomically: true, encoding: .utf8)
      // The control: the same page without its policy, where the injection runs.
      try tampered.replacing(/<meta http-equiv="Content-Security-Policy" [^>]*>\n/, with: "")
        .write(to: folder.appendingPathComponent("site/cells/favourites.unprotected.html"), atomically: true, encoding: .utf8)
      return folder
    }

    /// Builds `input` into `output`, failing on any error.
    static func build(_ input: String, into output: URL, gallery: Bool = false, baseURL: String? = nil) throws {
      let options = BuildOptions(outputDirectory: output.path, baseURL: baseURL, writesGallery: gallery)
      let report = ListPress.build(inputs: [input], options: options)
      guard !report.failed else { throw BrowserRun.BuildFailure(diagnostics: report.diagnostics.map(\.description)) }
    }

    /// Where the injected markup goes: the start of the page's content.
    static let injectionPoint = "<main class=\"lp-content\">"

    /// What a mistake in escaping could let through: an inline script, an
    /// event handler attribute, a `data:` script, and a `javascript:` link.
    /// Each would set `window.injected` if it ran.
    static let injected = """
      <script>window.injected = 'inline script'</script>
      <img src="missing.png" onerror="window.injected = 'event handler'" alt="">
      <script src="data:text/javascript,window.injected%20%3D%20'data%20script'"></script>
      <a id="injected-link" href="javascript:window.injected = 'javascript link'">Injected</a>
      """

    enum Injection: Error {
      case noPlace
    }
  }

  /// Runs `body` with a tab of a fresh Chromium that records violations,
  /// closing it whatever happens. Unlike the measuring harness's, this
  /// browser gives `file:` pages no access to each other, as a reader's
  /// does.
  private func withTab(_ body: (BrowserTab) async throws -> Void) async throws {
    let browser = try DevTools(
      try Chromium.required(), arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"])
    do {
      let tab = try await BrowserTab.open(in: browser)
      try await browser.send("Page.enable", session: tab.session)
      try await browser.send(
        "Page.addScriptToEvaluateOnNewDocument", ["source": .string(PolicyChecks.violationRecorder)], session: tab.session)
      try await body(tab)
    } catch {
      await browser.close()
      throw error
    }
    await browser.close()
  }

  @Test("Every example page and the index load from disk under their policy")
  func examplesFromDisk() async throws {
    let site = try Site.built.get().appendingPathComponent("site")
    try await withTab { tab in
      var styleAttributes = 0, symbols = 0, drawings = 0
      for page in ExamplePage.allCases.map(\.rawValue) + ["index.html"] {
        let found = try await PolicyChecks.expectWorking(site.appendingPathComponent(page), in: tab)
        styleAttributes += found.styleAttributes
        symbols += found.symbols
        drawings += found.drawings
      }
      // The checks above saw style attributes, symbols and drawings to check.
      #expect(styleAttributes > 0 && symbols > 0 && drawings > 0)
    }
  }

  @Test("Standalone pages and a variant page load from disk under their policy")
  func standaloneAndVariantFromDisk() async throws {
    let folder = try Site.built.get()
    try await withTab { tab in
      for page in ["standalone/accessories.html", "standalone/favourites.html", "gallery/accessories.insetGrouped-dark-editing.html"] {
        try await PolicyChecks.expectWorking(folder.appendingPathComponent(page), in: tab)
      }
    }
  }

  @Test("The review page frames its variant pages under its policy")
  func reviewFromDisk() async throws {
    let review = try Site.built.get().appendingPathComponent("gallery/accessories.review.html")
    try await withTab { tab in
      try await PolicyChecks.expectWorking(review, in: tab)
      let frames = try await tab.browser.send("Page.getFrameTree", session: tab.session, as: FrameTreeReply.self)
        .frameTree.childFrames ?? []
      // The frames in view have loaded (the others wait, `loading="lazy"`), each with its variant page.
      #expect(!frames.isEmpty)
      for frame in frames {
        #expect(frame.frame.url.hasPrefix(review.deletingLastPathComponent().absoluteString + "accessories."), "\(frame.frame.url)")
        #expect(frame.frame.unreachableUrl == nil)
      }
    }
  }

  @Test("Edit/Done and favourites work under the policy, linked and standalone")
  func interactionFromDisk() async throws {
    let folder = try Site.built.get()
    try await withTab { tab in
      for page in ["site/cells/accessories.html", "site/cells/favourites.html", "standalone/accessories.html", "standalone/favourites.html"] {
        try await PolicyChecks.expectInteractive(folder.appendingPathComponent(page), in: tab)
      }
    }
  }

  @Test("Script slipped into a page does not run, and each attempt is reported")
  func injectedScriptIsRefused() async throws {
    let cells = try Site.built.get().appendingPathComponent("site/cells")
    try await withTab { tab in
      // Without the policy, the injection runs.
      try await tab.browser.load(cells.appendingPathComponent("favourites.unprotected.html"), session: tab.session)
      #expect(try await tab.value("typeof window.injected", as: String.self) == "string")

      let found = try await PolicyChecks.findings(at: cells.appendingPathComponent("favourites.injected.html"), in: tab)
      try await tab.click("#injected-link")
      try await Task.sleep(for: .milliseconds(200))
      #expect(try await tab.value("typeof window.injected", as: String.self) == "undefined")
      let violations = try await tab.value("window.violations", as: [String].self)
      let refused = Set(violations.map { String($0.split(separator: " ")[0]) })
      #expect(found.violations.count >= 3, "\(found.violations)")
      #expect(refused == ["script-src-elem", "script-src-attr"], "\(violations)")
      #expect(violations.contains("script-src-elem inline"))
      #expect(violations.contains("script-src-elem data"))
      // The page's own script still runs.
      let pressed = "document.querySelector('button.lp-favorite').getAttribute('aria-pressed')"
      let before = try await tab.value(pressed, as: String.self)
      try await tab.click("button.lp-favorite")
      #expect(try await tab.value(pressed, as: String.self) != before)
    }
  }

  @Test("Pages work over http, and with their files under a base URL on another origin",
    .enabled(if: LoopbackServer.isAvailable, "python3 not found: no http server to serve the pages"))
  func overHTTP() async throws {
    let folder = try Site.built.get()
    let served = folder.appendingPathComponent("served")
    try? FileManager.default.removeItem(at: served)
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    let server = try LoopbackServer(serving: served)
    defer { server.stop() }
    // Plain relative links, served as they are.
    for part in ["site", "standalone", "gallery"] {
      try FileManager.default.copyItem(at: folder.appendingPathComponent(part), to: served.appendingPathComponent(part))
    }
    // Files under a base URL: the server's origin, which a page opened from disk does not share.
    let base = server.url.appendingPathComponent("base/")
    try Site.build(
      Site.examples.appendingPathComponent("cells").path, into: served.appendingPathComponent("base"), baseURL: base.absoluteString)
    let baseSite = served.appendingPathComponent("base")
    #expect(try String(contentsOf: baseSite.appendingPathComponent("accessories.html"), encoding: .utf8)
      .contains("script-src 'self' file: \(server.origin);"))

    try await withTab { tab in
      let pages = [
        "site/index.html", "site/cells/accessories.html", "site/cells/favourites.html", "standalone/favourites.html",
        "gallery/accessories.review.html", "gallery/accessories.plain-light.html", "base/accessories.html",
      ]
      for page in pages {
        try await PolicyChecks.expectWorking(server.url.appendingPathComponent(page), in: tab)
      }
      try await PolicyChecks.expectInteractive(server.url.appendingPathComponent("site/cells/accessories.html"), in: tab)
      try await PolicyChecks.expectInteractive(server.url.appendingPathComponent("base/favourites.html"), in: tab)
      // From disk, the page's script and stylesheet come from the base URL's origin.
      try await PolicyChecks.expectWorking(baseSite.appendingPathComponent("accessories.html"), in: tab)
      try await PolicyChecks.expectInteractive(baseSite.appendingPathComponent("accessories.html"), in: tab)
    }
  }

  private struct FrameTreeReply: Decodable, Sendable {
    let frameTree: Tree
    struct Tree: Decodable, Sendable {
      let frame: Frame
      let childFrames: [Tree]?
    }
    struct Frame: Decodable, Sendable {
      let url: String
      let unreachableUrl: String?
    }
  }
}
