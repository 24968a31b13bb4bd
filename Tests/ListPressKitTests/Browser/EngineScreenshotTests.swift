import Foundation
import Testing

/// Screenshots of every example in both designs at 390 × 844 CSS px (twice
/// as many device pixels), light and dark, in WebKit and Firefox, written to
/// `.build/screenshots/<engine>/` beside Chromium's (`ScreenshotTests`), so
/// that the same page can be looked at in the three engines side by side.
/// Their windows have a minimum size, so each page is shown in a frame of
/// exactly that size and the frame is photographed.
@Suite("Screenshots in WebKit and Firefox")
struct EngineScreenshotTests {
  @Test("Every example is photographed in both designs at 390 px in both modes", arguments: Engine.webDriven, Mode.allCases)
  func screenshots(engine: Engine, mode: Mode) async throws {
    try engine.require()
    let sites = Dictionary(uniqueKeysWithValues: try Design.allCases.map { ($0, try BrowserRun.site($0)) })
    let folder = BrowserRun.screenshotFolder.appendingPathComponent(engine.rawValue)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try await EngineBrowser.withSession(engine, mode: mode, fileAccess: true) { session in
      try await session.setWindow(width: 1000, height: 1100)
      for (design, page) in ScreenshotTests.pages {
        let shot = ScreenshotTests.Shot(design: design, page: page, width: .compact, mode: mode)
        let frame = try Self.framePage(
          for: sites[design]!.appendingPathComponent(page.rawValue), width: .compact, named: "_screenshot-\(engine.rawValue)-\(mode).html")
        try await session.load(frame)
        let shown = try await session.value(Self.drawn, as: Shown.self)
        #expect(shown.width == Width.compact.rawValue, "\(shot.fileName): the frame is \(shown.width) px wide")
        #expect(shown.scale == 2, "\(shot.fileName): device scale \(shown.scale)")
        #expect(shown.dark == (mode == .dark), "\(shot.fileName): prefers-color-scheme: dark is \(shown.dark)")
        let png = try await session.screenshot(of: "iframe")
        #expect(ScreenshotTests.pixelSize(ofPNG: png) == [2 * Width.compact.rawValue, 2 * Width.compact.height], "\(shot.fileName) has the wrong size")
        try png.write(to: folder.appendingPathComponent(shot.fileName))
      }
    }
  }

  /// A page `name`, beside `page`'s site folder, that shows it in a frame of
  /// `width` × its height (each test case writes its own).
  private static func framePage(for page: URL, width: Width, named name: String) throws -> URL {
    let file = BrowserRun.workFolder.appendingPathComponent(name)
    let source = page.path.replacingOccurrences(of: BrowserRun.workFolder.path + "/", with: "")
    let html = """
      <!doctype html>
      <html lang="en">
      <head><meta charset="utf-8"><title>\(source)</title>
      <style>body { margin: 0 } iframe { display: block; border: 0 }</style></head>
      <body><iframe src="\(source)" width="\(width.rawValue)" height="\(width.height)"></iframe></body>
      </html>

      """
    try html.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// What the frame shows once it is drawn.
  private struct Shown: Decodable, Sendable {
    let width: Int
    let scale: Double
    let dark: Bool
  }

  /// A promise, settled once the framed page is fully drawn: its fonts
  /// loaded, its images and every image its stylesheet masks with decoded
  /// (WebKit draws a mask whose image is still decoding as nothing), and two
  /// frames painted since; of the frame's width, device scale and dark mode.
  private static let drawn = """
    (async () => {
      const frame = document.querySelector('iframe');
      const view = frame.contentWindow, page = frame.contentDocument;
      await page.fonts.ready;
      const masks = new Set();
      for (const element of page.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = view.getComputedStyle(element, pseudo);
          const mask = style.getPropertyValue('mask-image') || style.getPropertyValue('-webkit-mask-image');
          for (const match of mask.matchAll(/url\\("?([^")]*)"?\\)/g)) masks.add(match[1]);
        }
      }
      const decoding = [...page.images].map(image => image.decode().catch(() => null));
      for (const source of masks) {
        const image = new view.Image();
        image.src = source;
        decoding.push(image.decode().catch(() => null));
      }
      await Promise.all(decoding);
      await new Promise(done => view.requestAnimationFrame(() => view.requestAnimationFrame(done)));
      return {
        width: page.documentElement.clientWidth,
        scale: view.devicePixelRatio,
        dark: view.matchMedia('(prefers-color-scheme: dark)').matches,
      };
    })()
    """
}
