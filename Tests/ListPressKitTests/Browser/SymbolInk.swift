import Foundation

/// What a symbol looks like as an engine draws it: read from a screenshot of
/// its element (a `span[data-symbol]`, its drawing masked into its content
/// box), in the page itself, as the share of each pixel the symbol's colour
/// covers over what shows through the element's padding.
struct SymbolInk: Decodable, Sendable {
  /// The mean width of the drawing's strokes, in CSS px: twice the ink's
  /// area over the length of its edges (the summed gradient of the ink,
  /// Sobel's), which is a stroke's width for any drawing made of strokes.
  let stroke: Double
  /// The least ink, over 36 directions, of the drawing's rim: for each
  /// direction the most ink between 7.1 and 7.9 units of the 16-unit grid
  /// from the centre, where a circle drawn to the grid's edge has its ring.
  let rim: Double
  /// The ink at the drawing's centre.
  let centre: Double

  /// The ink of the elements matching each of `selectors` in the page
  /// `driver` shows, by selector: screenshots of the viewport, scrolled to
  /// each element not yet seen whole, each read for every element it shows
  /// whole and uncovered.
  static func of(_ selectors: [String], in driver: any PageDriver) async throws -> [String: SymbolInk] {
    var inks: [String: SymbolInk] = [:]
    while let next = selectors.first(where: { inks[$0] == nil }) {
      // The page scrolled to put the element in the middle (WebKitGTK's
      // scrollIntoView leaves the page where it is for a symbol in a row),
      // then two frames drawn before the screenshot.
      _ = try await driver.value(
        """
        new Promise(resolve => {
          const box = document.querySelector(\(String(reflecting: next))).getBoundingClientRect();
          scrollTo(0, scrollY + box.top + box.height / 2 - innerHeight / 2);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
        })
        """, as: Bool.self)
      let png = try await screenshot(in: driver)
      let read: Reading = try await driver.value(
        "(\(reading))(\(String(reflecting: png)), \(String(reflecting: selectors.filter { inks[$0] == nil })))")
      guard read.inks[next] != nil else {
        let seen: String = try await driver.value(
          """
          (() => {
            const box = document.querySelector(\(String(reflecting: next))).getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return JSON.stringify({ box, innerWidth, innerHeight, top: top && (top.tagName + '.' + top.className) });
          })()
          """)
        throw Unsupported(
          engine: driver.engine, reason: "\(next) is not shown whole once scrolled to: \(seen), in a \(read.width) × \(read.height) screenshot")
      }
      inks.merge(read.inks) { first, _ in first }
    }
    return inks
  }

  /// A base-64 PNG of the viewport, at the page's device scale.
  private static func screenshot(in driver: any PageDriver) async throws -> String {
    if let session = driver as? WebDriverSession {
      return try await session.screenshot().base64EncodedString()
    }
    guard let tab = driver as? BrowserTab else { throw Unsupported(engine: driver.engine, reason: "no screenshots") }
    return try await tab.browser.send("Page.captureScreenshot", ["format": "png"], session: tab.session, as: Shot.self).data
  }

  private struct Shot: Decodable, Sendable { let data: String }

  /// What the script reads from one screenshot: the inks of the elements it
  /// shows whole, and its size in pixels.
  private struct Reading: Decodable, Sendable {
    let inks: [String: SymbolInk]
    let width: Int
    let height: Int
  }

  struct Unsupported: Error, CustomStringConvertible {
    let engine: Engine
    let reason: String
    var description: String { "\(engine.name): \(reason)" }
  }

  /// The script that reads a `Reading` from a base-64 PNG of the viewport and
  /// the selectors of the elements to read.
  private static let reading = """
    async (png, selectors) => {
      const bytes = Uint8Array.from(atob(png), c => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      const scale = bitmap.width / innerWidth;
      const read = {};
      for (const selector of selectors) {
        const element = document.querySelector(selector);
        const box = element.getBoundingClientRect();
        // Whole in the screenshot, and not under the bar or anything else.
        if (box.left < 0 || box.top < 0 || box.right * scale > bitmap.width || box.bottom * scale > bitmap.height) continue;
        const corners = [[box.left + 1, box.top + 1], [box.right - 1, box.top + 1], [box.left + 1, box.bottom - 1], [box.right - 1, box.bottom - 1]];
        // (Firefox finds a row, not the symbol, where the mask leaves it clear.)
        if (!corners.every(([x, y]) => document.elementFromPoint(x, y)?.contains(element))) continue;
        const style = getComputedStyle(element);
        const left = Math.floor(box.left * scale), top = Math.floor(box.top * scale);
        const width = Math.ceil(box.right * scale) - left, height = Math.ceil(box.bottom * scale) - top;
        const { data } = context.getImageData(left, top, width, height);
        // The symbol paints its element's background colour (currentColor);
        // the corner, in the padding, shows what lies behind it.
        const paint = style.backgroundColor.match(/[0-9.]+/g).slice(0, 3).map(Number);
        const behind = [data[0], data[1], data[2]];
        const span = paint.map((value, i) => value - behind[i]);
        const length = span.reduce((sum, value) => sum + value * value, 0);
        const ink = new Float64Array(width * height);
        for (let i = 0; i < width * height; i++) {
          let along = 0;
          for (let c = 0; c < 3; c++) along += (data[i * 4 + c] - behind[c]) * span[c];
          ink[i] = Math.min(1, Math.max(0, along / length));
        }
        const at = (x, y) => x < 0 || y < 0 || x >= width || y >= height ? 0 : ink[y * width + x];
        let area = 0, edges = 0;
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
          area += at(x, y);
          const gx = (at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1)) / 8;
          const gy = (at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1)) / 8;
          edges += Math.hypot(gx, gy);
        }
        // The drawing fills the content box: 16 units across, centred in the box.
        const unit = (box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) * scale / 16;
        const middle = [(box.left + box.width / 2) * scale - left, (box.top + box.height / 2) * scale - top];
        const sample = (x, y) => at(Math.floor(middle[0] + x * unit), Math.floor(middle[1] + y * unit));
        let rim = 1;
        for (let step = 0; step < 36; step++) {
          const angle = step * Math.PI / 18;
          let most = 0;
          for (let radius = 7.1; radius <= 7.9; radius += 0.1) most = Math.max(most, sample(radius * Math.cos(angle), radius * Math.sin(angle)));
          rim = Math.min(rim, most);
        }
        const centre = (sample(-0.2, -0.2) + sample(0.2, -0.2) + sample(-0.2, 0.2) + sample(0.2, 0.2)) / 4;
        read[selector] = { stroke: edges ? 2 * area / edges / scale : 0, rim, centre };
      }
      return { inks: read, width: bitmap.width, height: bitmap.height };
    }
    """
}
