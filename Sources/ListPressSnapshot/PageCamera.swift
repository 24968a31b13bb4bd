import Foundation

/// Takes PNG images of pages in a headless Chromium, each in a tab of its
/// own: the window as wide as asked and as tall as the whole page, so the
/// image holds every row.
///
/// The same page gives the same bytes on the same machine: animations and
/// transitions are off, the caret is hidden, every row is laid out and
/// drawn (`content-visibility` visible: deferred rendering would leave rows
/// off the first screen blank), and the image is taken once the fonts have
/// loaded and two frames have been drawn at the final size.
struct PageCamera {
  let browser: DevToolsPipe

  /// What is added to every page before it is photographed.
  static let steadyStyle = """
    *, *::before, *::after { animation: none !important; transition: none !important; \
    caret-color: transparent !important; scroll-behavior: auto !important; }
    * { content-visibility: visible !important; }
    """

  /// The height of the window before the page's own is known, in CSS px.
  static let firstHeight = 844

  /// An image of `page`, `width` CSS px wide, at device scale `scale`, in
  /// `appearance`.
  func photograph(_ page: URL, width: Int, scale: Int, appearance: SnapshotAppearance) throws(SnapshotError) -> Data {
    let created = try browser.send("Target.createTarget", ["url": "about:blank"])
    guard let target = created["targetId"] as? String else {
      throw .chromiumFailed(detail: "no tab was opened for \(page.lastPathComponent)")
    }
    defer { _ = try? browser.send("Target.closeTarget", ["targetId": target]) }
    let attached = try browser.send("Target.attachToTarget", ["targetId": target, "flatten": true])
    guard let session = attached["sessionId"] as? String else {
      throw .chromiumFailed(detail: "no session for the tab of \(page.lastPathComponent)")
    }
    // The style is added by a script: the page's Content Security Policy,
    // which refuses styles it did not name, is set aside for this tab.
    try browser.send("Page.setBypassCSP", ["enabled": true], session: session)
    try size(width: width, height: Self.firstHeight, scale: scale, session: session)
    try browser.send(
      "Emulation.setEmulatedMedia",
      ["features": [
        ["name": "prefers-color-scheme", "value": appearance.rawValue],
        ["name": "prefers-reduced-motion", "value": "reduce"],
      ]], session: session)
    try browser.send("Page.navigate", ["url": page.absoluteString], session: session)
    try waitUntilLoaded(page, session: session)

    var height = try steadyHeight(session: session, adding: Self.steadyStyle)
    // A taller window can change the page's height (a box as tall as the
    // window): the window follows it, a few times at most.
    for _ in 0..<3 {
      try size(width: width, height: height, scale: scale, session: session)
      let now = try steadyHeight(session: session, adding: nil)
      if now == height { break }
      height = now
    }
    let shot = try browser.send("Page.captureScreenshot", ["format": "png", "fromSurface": true], session: session)
    guard let encoded = shot["data"] as? String, let png = Data(base64Encoded: encoded) else {
      throw .chromiumFailed(detail: "no image of \(page.lastPathComponent)")
    }
    return png
  }

  private func size(width: Int, height: Int, scale: Int, session: String) throws(SnapshotError) {
    try browser.send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false], session: session)
  }

  /// Waits until the tab shows `page` with its load event fired.
  private func waitUntilLoaded(_ page: URL, session: String) throws(SnapshotError) {
    let loaded = "location.href === \(javaScriptString(page.absoluteString)) && document.readyState === 'complete'"
    // Each evaluation is answered within the pipe's limit; the page has as
    // long again to load.
    for _ in 0..<3000 {
      if try browser.evaluate(loaded, session: session) as? Bool == true { return }
      usleep(10_000)
    }
    throw .timedOut(what: "loading \(page.lastPathComponent)", seconds: 30)
  }

  /// The page's height in CSS px, once its fonts have loaded and two frames
  /// have been drawn, after adding `style` when there is one.
  private func steadyHeight(session: String, adding style: String?) throws(SnapshotError) -> Int {
    let adding =
      style.map {
        """
        const style = document.createElement('style');
        style.textContent = \(javaScriptString($0));
        document.head.append(style);
        """
      } ?? ""
    let script = """
      (async () => {
        \(adding)
        await document.fonts.ready;
        await new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        const root = document.documentElement;
        return Math.ceil(Math.max(root.scrollHeight, root.getBoundingClientRect().height, document.body?.scrollHeight ?? 0));
      })()
      """
    guard let height = try browser.evaluate(script, session: session) as? Double, height >= 1 else {
      throw .chromiumFailed(detail: "the page has no height")
    }
    return Int(height)
  }

  /// `text` as a JavaScript string literal.
  private func javaScriptString(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }
}
