import Foundation
import Testing

/// The outline disclosure chevron turns a quarter when its outline opens
/// and is drawn whole in both positions: the ink of the open chevron, read
/// from a screenshot of the page in headless Chromium, is the closed one's
/// turned (its width the closed one's height and the other way round), in
/// both designs. Its box once cut the turned drawing to 8 px.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: chevron tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct OutlineChevronTests {
  /// The size, in CSS px, of what is drawn in a screenshot clip that differs from its corner's colour.
  private struct Ink: Decodable, Sendable {
    let width: Double
    let height: Double
  }

  private struct Shot: Decodable, Sendable { let data: String }

  /// The ink of the screenshot of a 24 × 24 px square centred on the element matching `selector`.
  private func ink(of selector: String, in tab: BrowserTab) async throws -> Ink {
    let centre = try await tab.value(
      """
      (() => {
        const box = document.querySelector(\(String(reflecting: selector))).getBoundingClientRect();
        return [box.left + box.width / 2 + scrollX, box.top + box.height / 2 + scrollY];
      })()
      """, as: [Double].self)
    let shot = try await tab.browser.send(
      "Page.captureScreenshot",
      ["format": "png", "clip": ["x": .decimal(centre[0] - 12), "y": .decimal(centre[1] - 12), "width": 24, "height": 24, "scale": 1]],
      session: tab.session, as: Shot.self)
    return try await tab.value(
      """
      (async () => {
        const bytes = Uint8Array.from(atob('\(shot.data)'), c => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const differs = (x, y) => [0, 1, 2].some(i => Math.abs(data[(y * width + x) * 4 + i] - data[i]) > 40);
        let left = width, right = -1, top = height, bottom = -1;
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (differs(x, y)) {
          left = Math.min(left, x); right = Math.max(right, x); top = Math.min(top, y); bottom = Math.max(bottom, y);
        }
        const scale = width / 24;
        return { width: Math.max(0, right - left + 1) / scale, height: Math.max(0, bottom - top + 1) / scale };
      })()
      """)
  }

  @Test("The open chevron is the closed one turned a quarter, uncut", arguments: Design.allCases)
  func openChevronIsWhole(design: Design) async throws {
    try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await tab.load(.sidebar, in: design)
      let chevron = "#devices > details > summary .lp-accessory-outlineDisclosure"
      let closed = try await ink(of: chevron, in: tab)
      #expect(closed.width >= 5 && closed.height >= 10, "\(design): the closed chevron is drawn \(closed.width) × \(closed.height)")
      try await tab.click("#devices > details > summary")
      try await tab.settle()
      let open = try await ink(of: chevron, in: tab)
      #expect(abs(open.width - closed.height) <= 1 && abs(open.height - closed.width) <= 1,
              "\(design): the open chevron is drawn \(open.width) × \(open.height), the closed one \(closed.width) × \(closed.height)")
    }
  }
}
