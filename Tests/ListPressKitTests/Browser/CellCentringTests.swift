import Foundation
import Testing

/// Tall cells in Chromium, WebKit and Firefox, in both designs: UIKit centres a
/// cell's accessories on the cell and its image on the cell's content (the
/// texts, with a description under them), which the cell's equal padding
/// puts at the same height (§8: accessories sit outside the content view,
/// AD-ACC; the image is part of UIListContentView's content). So the
/// accessories and the image of every row are centred within 1 px on the
/// row's cell, however many lines its description has, and nothing is
/// painted over an image. (The rows of a closed outline are left out: in
/// WebKit they keep boxes, in a box of no height that clips them.)
struct CellCentringTests {
  /// The examples with tall cells: descriptions of one to three lines, with images and accessories.
  static let pages: [ExamplePage] = [.characters, .customCells, .swipeActions, .favourites, .settings]

  /// How far one part of a cell is from being centred on it.
  private struct Offset: Decodable, Sendable {
    let label: String
    let offset: Double
    let cellHeight: Double
  }

  /// Every engine with every page, in both designs.
  static let cases = Engine.allCases.flatMap { engine in Design.allCases.flatMap { design in pages.map { (engine, design, $0) } } }

  /// Whether an element is drawn: shown, and not inside a closed outline.
  private static let shows = "(element => element.checkVisibility() && !element.closest('details:not([open]) > :not(summary)'))"

  @Test("Accessories and images are centred on their cell", arguments: cases)
  func partsAreCentred(engine: Engine, design: Design, page: ExamplePage) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(page, in: design)
      let offsets: [Offset] = try await tab.value(
        """
        [...document.querySelectorAll('.layout-list .lp-item')].filter(\(Self.shows)).flatMap(item => {
          const children = item.querySelector('.lp-children');
          const box = item.getBoundingClientRect();
          const bottom = children && \(Self.shows)(children) ? children.getBoundingClientRect().top : box.bottom;
          const centre = (box.top + bottom) / 2;
          const row = item.querySelector('.lp-row');
          const parts = [...row.querySelectorAll(':scope > .lp-accessory, :scope > img, :scope > [data-symbol]')]
            .filter(part => part.checkVisibility() && part.getBoundingClientRect().width > 0);
          return parts.map(part => {
            const own = part.getBoundingClientRect();
            return { label: '#' + item.id + ' ' + (part.className || part.localName),
                     offset: (own.top + own.bottom) / 2 - centre, cellHeight: bottom - box.top };
          });
        })
        """)
      #expect(!offsets.isEmpty, "\(engine.name): \(page) has no accessory or image to measure")
      for part in offsets {
        #expect(abs(part.offset) <= 1,
                "\(engine.name), \(design), \(page.rawValue): \(part.label) is \(part.offset) px from the centre of its \(part.cellHeight) px cell [A: §8 accessories outside the content view; AD-ACC]")
      }
    }
  }

  /// The points of each row image that something else is painted over.
  private struct Covered: Decodable, Sendable {
    let label: String
    let by: String
    let y: Double
  }

  @Test("Nothing is painted over a row's image, selected rows with a description included", arguments: cases)
  func imagesAreUncovered(engine: Engine, design: Design, page: ExamplePage) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(page, in: design)
      let covered: [Covered] = try await tab.value(
        """
        (async () => {
          const drawn = () => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
          const covered = [];
          for (const image of [...document.querySelectorAll('.layout-list .lp-row > :is(img, [data-symbol])')].filter(\(Self.shows))) {
            image.scrollIntoView({ block: 'center' });
            // Rows brought near the screen are drawn at their own height in
            // the next frame (content-visibility: auto), which moves the rows below.
            await drawn();
            image.scrollIntoView({ block: 'center' });
            // A symbol is its box masked with its drawing, and Firefox finds
            // what is under the mask's clear parts: the whole box is hit here.
            image.style.setProperty('mask', 'none');
            image.style.setProperty('-webkit-mask', 'none');
            const box = image.getBoundingClientRect(), x = (box.left + box.right) / 2;
            // Just inside its top and bottom edges, and its middle. A row's link
            // covers the row with a box that draws nothing, so that a tap anywhere follows it.
            for (const y of [box.top + 1, (box.top + box.bottom) / 2, box.bottom - 1]) {
              const hit = document.elementFromPoint(x, y);
              const fine = hit && (hit === image || image.contains(hit) || (hit.matches('a.lp-texts') && hit.closest('.lp-item') === image.closest('.lp-item')));
              if (!fine) covered.push({ label: '#' + image.closest('.lp-item').id, by: hit ? hit.localName + '.' + hit.className : 'nothing (off the screen)', y: y - box.top });
            }
            image.style.removeProperty('mask');
            image.style.removeProperty('-webkit-mask');
          }
          return covered;
        })()
        """)
      #expect(covered.isEmpty,
              "\(engine.name), \(design), \(page.rawValue): painted over images: \(covered.map { "\($0.label) at \($0.y) px by \($0.by)" })")
    }
  }
}
