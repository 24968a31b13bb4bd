import Foundation
import Testing

/// What a test of fragments measures of a list in the browser, on a host
/// page as on the list's own page, and how two measurements are compared.
enum FragmentMeasure {
  /// One element of a list: where its box is from the list's top-left
  /// corner, how big it is, and how it is painted.
  struct Box: Decodable, Sendable, CustomStringConvertible {
    let label: String
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    /// Colours, mask, type and decoration, joined: what the host page
    /// must not change.
    let look: String

    var description: String {
      "\(label) at (\(x), \(y)) \(width)×\(height) [\(look)]"
    }
  }

  /// What is measured of every list: its root (the page's `html` or the
  /// fragment's container, which paints the grey band), then the list's
  /// sections, headers, footers, items, rows, texts, symbols, images and
  /// accessories, in document order.
  static let elements =
    ".lp-list, .lp-section, .lp-section-header, .lp-section > footer, .lp-item, .lp-row, .lp-texts, .lp-texts > *, "
    + "[data-symbol], .lp-list img, .lp-accessory"

  /// A JavaScript function of a list's root that gives the ``Box``es of
  /// the list under it. A mask is given by its length and a hash of its
  /// URL, which is long. The root's colour scheme is not compared: a list
  /// in `auto` takes its host's (docs/templates.md).
  static let script = """
    ((root) => {
      const list = root.querySelector('.lp-list');
      const origin = list.getBoundingClientRect();
      const hash = (text) => [...text].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);
      const style = getComputedStyle(root);
      const rootBox = { label: 'root', x: 0, y: 0, width: 0, height: 0,
        look: [style.backgroundColor, style.color].join(' | ') };
      return [rootBox, ...[...list.parentElement.querySelectorAll(\(String(reflecting: elements)))].map((element) => {
        // An element that is not drawn (a closed menu) has no place.
        const shown = element.getClientRects().length > 0;
        const box = element.getBoundingClientRect(), style = getComputedStyle(element);
        const mask = style.maskImage || style.webkitMaskImage || 'none';
        return {
          label: element.tagName.toLowerCase() + (element.className ? '.' + element.className.replaceAll(' ', '.') : '')
            + (element.dataset.symbol ? '[' + element.dataset.symbol + ']' : '')
            + ' "' + (element.textContent ?? '').trim().slice(0, 24) + '"',
          x: shown ? box.left - origin.left : 0, y: shown ? box.top - origin.top : 0, width: box.width, height: box.height,
          look: [style.color, style.backgroundColor, mask === 'none' ? 'no mask' : mask.length + ':' + hash(mask),
            style.fontStyle, style.fontWeight, style.fontSize, style.lineHeight, style.textTransform, style.letterSpacing,
            style.borderTopStyle, style.borderBottomStyle, style.outlineStyle, style.boxShadow].join(' | '),
        };
      })];
    })
    """

  /// The boxes of the list of a page of its own.
  static func ownPage(in tab: any PageDriver) async throws -> [Box] {
    try await tab.value("\(script)(document.documentElement)", as: [Box].self)
  }

  /// The boxes of the list of every fragment of a host page, in the order
  /// they stand.
  static func fragments(in tab: any PageDriver) async throws -> [[Box]] {
    try await tab.value("[...document.querySelectorAll('[data-listpress-fragment]')].map(\(script))", as: [[Box]].self)
  }

  /// Makes every `.host-frame` of the host page `width` CSS px wide: as
  /// wide as the list on its own page, whose boxes it is compared with.
  /// Returns once two frames have been drawn at that width: rows near the
  /// screen (`content-visibility: auto`) keep their placeholder height until
  /// the next rendering update decides they are near it (a full run in CI
  /// once measured a row of two lines at a one-line placeholder's 52 px).
  static func setFrames(of tab: any PageDriver, to width: Double) async throws {
    _ = try await tab.value(
      """
      document.querySelectorAll('.host-frame').forEach((frame) => frame.style.width = '\(width)px'),
      new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn))).then(() => true)
      """,
      as: Bool.self)
  }

  /// The width of the list of a page of its own.
  static func listWidth(in tab: any PageDriver) async throws -> Double {
    try await tab.value("document.querySelector('.lp-list').getBoundingClientRect().width", as: Double.self)
  }

  /// Records an issue for each box of `found` that is not where, or not as
  /// big, as its box in `expected` (to half a pixel), or looks otherwise;
  /// `place` says where in messages.
  static func expectSame(_ found: [Box], as expected: [Box], _ place: String) {
    #expect(found.count == expected.count, "\(place): \(found.count) boxes, \(expected.count) on the list's own page")
    for (box, own) in zip(found, expected) {
      let placed =
        abs(box.x - own.x) <= 0.5 && abs(box.y - own.y) <= 0.5 && abs(box.width - own.width) <= 0.5
        && abs(box.height - own.height) <= 0.5
      #expect(box.label == own.label && placed && box.look == own.look, "\(place): \(box), on its own page \(own)")
    }
  }

  /// How far the first section of every fragment of the host page starts
  /// below the top of its container, and the section's top margin.
  static func firstSectionGaps(in tab: any PageDriver) async throws -> [[Double]] {
    try await tab.value(
      """
      [...document.querySelectorAll('[data-listpress-fragment]')].map((container) => {
        const section = container.querySelector('.lp-section');
        return [section.getBoundingClientRect().top - container.getBoundingClientRect().top,
          parseFloat(getComputedStyle(section).marginTop)];
      })
      """, as: [[Double]].self)
  }
}
