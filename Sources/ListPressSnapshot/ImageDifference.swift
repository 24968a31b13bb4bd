import Foundation

/// How two images of a list differ, pixel by pixel: how many pixels
/// changed, the horizontal bands where they are, and an overlay image that
/// shows the new image faded with every changed pixel in a strong colour.
public struct ImageDifference: Hashable, Sendable {
  /// The number of pixels that differ (a pixel only one image has counts).
  public var changedPixels: Int
  /// The size compared: the larger width and height of the two images, in
  /// device pixels.
  public var width: Int
  public var height: Int
  /// The bands of rows that hold changed pixels, top to bottom, in device
  /// pixels; bands closer than `bandGap` are merged.
  public var bands: [ClosedRange<Int>]
  /// The overlay, as PNG.
  public var overlay: Data

  /// How far apart, in device pixels, two changed rows may be and still be
  /// one band.
  public static let bandGap = 24

  /// Whether the two images are the same.
  public var isUnchanged: Bool { changedPixels == 0 }

  /// Compares `old` and `new` (PNG) in a tab of `browser`: the browser
  /// decodes both and reads their pixels on a canvas, so no image library
  /// is needed.
  static func between(_ old: Data, _ new: Data, in browser: DevToolsPipe) throws(SnapshotError) -> ImageDifference {
    let created = try browser.send("Target.createTarget", ["url": "about:blank"])
    guard let target = created["targetId"] as? String else { throw .chromiumFailed(detail: "no tab to compare in") }
    defer { _ = try? browser.send("Target.closeTarget", ["targetId": target]) }
    let attached = try browser.send("Target.attachToTarget", ["targetId": target, "flatten": true])
    guard let session = attached["sessionId"] as? String else { throw .chromiumFailed(detail: "no session to compare in") }
    let script = """
      (async () => {
        const load = async (base64) => {
          const image = new Image();
          image.src = 'data:image/png;base64,' + base64;
          await image.decode();
          return image;
        };
        const [old, now] = await Promise.all([load('\(old.base64EncodedString())'), load('\(new.base64EncodedString())')]);
        const width = Math.max(old.naturalWidth, now.naturalWidth);
        const height = Math.max(old.naturalHeight, now.naturalHeight);
        const pixels = (image) => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, width, height).data;
        };
        const a = pixels(old), b = pixels(now);
        const overlay = new OffscreenCanvas(width, height);
        const context = overlay.getContext('2d');
        const out = context.createImageData(width, height);
        let changed = 0;
        const rows = [];
        for (let y = 0; y < height; y += 1) {
          let rowChanged = false;
          for (let x = 0; x < width; x += 1) {
            const at = (y * width + x) * 4;
            const differs = a[at] !== b[at] || a[at + 1] !== b[at + 1] || a[at + 2] !== b[at + 2] || a[at + 3] !== b[at + 3];
            if (differs) {
              changed += 1;
              rowChanged = true;
              out.data[at] = 255; out.data[at + 1] = 0; out.data[at + 2] = 110; out.data[at + 3] = 255;
            } else {
              // The new image, faded toward white, so the changes stand out.
              out.data[at] = 160 + (b[at] * 0.375) | 0;
              out.data[at + 1] = 160 + (b[at + 1] * 0.375) | 0;
              out.data[at + 2] = 160 + (b[at + 2] * 0.375) | 0;
              out.data[at + 3] = 255;
            }
          }
          if (rowChanged) rows.push(y);
        }
        context.putImageData(out, 0, 0);
        const blob = await overlay.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        const bands = [];
        for (const y of rows) {
          const last = bands[bands.length - 1];
          if (last && y - last[1] <= \(bandGap)) last[1] = y;
          else bands.push([y, y]);
        }
        return { changed, width, height, bands, overlay: btoa(binary) };
      })()
      """
    guard let result = try browser.evaluate(script, session: session) as? [String: Any],
      let changed = result["changed"] as? Int, let width = result["width"] as? Int, let height = result["height"] as? Int,
      let bands = result["bands"] as? [[Int]], let encoded = result["overlay"] as? String,
      let overlay = Data(base64Encoded: encoded)
    else { throw .chromiumFailed(detail: "the comparison gave no result") }
    return ImageDifference(
      changedPixels: changed, width: width, height: height,
      bands: bands.compactMap { $0.count == 2 ? $0[0]...$0[1] : nil }, overlay: overlay)
  }
}
