import Foundation
import Testing

/// The outline disclosure chevron turns a quarter when its outline opens
/// and is drawn whole in both positions: the ink of the open chevron, read
/// from a screenshot of the page's viewport in Chromium, WebKit and Firefox,
/// is the closed one's turned (its width the closed one's height and the
/// other way round), in both designs. Its box once cut the turned drawing
/// to 8 px.
struct OutlineChevronTests {
  /// The size, in CSS px, of what is drawn in a screenshot clip that differs from its corner's colour.
  private struct Ink: Decodable, Sendable {
    let width: Double
    let height: Double
  }

  /// The ink of the screenshot of a 24 × 24 px square centred on the element
  /// matching `selector`, cut from a screenshot of the whole viewport (WebKit's
  /// own element screenshots paint a page's composited layers black).
  private func ink(of selector: String, in tab: any PageDriver) async throws -> Ink {
    let shot = try await tab.screenshot().base64EncodedString()
    return try await tab.value(
      """
      (async () => {
        const box = document.querySelector(\(String(reflecting: selector))).getBoundingClientRect();
        const left = box.left + box.width / 2 - 12, top = box.top + box.height / 2 - 12;
        const bytes = Uint8Array.from(atob('\(shot)'), c => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const scale = bitmap.width / innerWidth;
        const side = Math.round(24 * scale);
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = side;
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, Math.round(left * scale), Math.round(top * scale), side, side, 0, 0, side, side);
        const { data, width, height } = context.getImageData(0, 0, side, side);
        const differs = (x, y) => [0, 1, 2].some(i => Math.abs(data[(y * width + x) * 4 + i] - data[i]) > 40);
        let minX = width, maxX = -1, minY = height, maxY = -1;
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (differs(x, y)) {
          minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
        }
        return { width: Math.max(0, maxX - minX + 1) / scale, height: Math.max(0, maxY - minY + 1) / scale };
      })()
      """)
  }

  @Test("The open chevron is the closed one turned a quarter, uncut", arguments: Engine.allCases, Design.allCases)
  func openChevronIsWhole(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(.sidebar, in: design)
      let chevron = "#devices > details > summary .lp-accessory-outlineDisclosure"
      let closed = try await ink(of: chevron, in: tab)
      let look = "\(engine.name), \(design)"
      #expect(closed.width >= 5 && closed.height >= 10, "\(look): the closed chevron is drawn \(closed.width) × \(closed.height)")
      try await tab.click("#devices > details > summary")
      try await tab.settle()
      let open = try await ink(of: chevron, in: tab)
      #expect(abs(open.width - closed.height) <= 1 && abs(open.height - closed.width) <= 1,
              "\(look): the open chevron is drawn \(open.width) × \(open.height), the closed one \(closed.width) × \(closed.height)")
    }
  }
}
