import Foundation
import Testing

/// No text of any example is broken into letters on a phone: UIKit wraps a
/// label at word boundaries and cuts a word that does not fit with an
/// ellipsis, and lays the accessories out first, so a row's text keeps what
/// they leave. Every text node of every example is measured in Chromium,
/// WebKit and Firefox at 320 and 390 px in both designs (in WebKit and
/// Firefox, whose windows are wider, in a frame of that width:
/// `FramedPage`). Its words (split at spaces
/// and after hyphens) may not take more lines than they need: one each,
/// and more only for a word wider than the box it is laid out in (a long
/// identifier in a paragraph); and no word may be broken into pieces of a
/// letter or two ("I/n/b/o/x" in a squeezed row).
struct WordWrappingTests {
  /// A text node that takes more lines than it has words.
  private struct Broken: Decodable, Sendable, CustomStringConvertible {
    let text: String
    let lines: Int
    let element: String
    var description: String { "\(element) \"\(text)\" takes \(lines) lines" }
  }

  /// Every shown text node whose words are broken over more lines than
  /// they need, or into pieces narrower than two of their letters.
  private static let script = """
    (() => {
      const broken = [];
      const rects = range => [...range.getClientRects()].filter(rect => rect.width > 0 && rect.height > 0);
      const box = element => {
        while (element.parentElement && getComputedStyle(element).display.startsWith('inline')) element = element.parentElement;
        const style = getComputedStyle(element);
        return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A text held to numberOfLines is cut short mid-word with an
        // ellipsis, as UIKit cuts it: its hidden lines are not broken words.
        if (node.parentElement.closest('.has-text-lines, .has-secondary-text-lines')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(rects(range).map(rect => Math.round(rect.top))).size;
        if (lines < 2) continue;
        const width = box(node.parentElement);
        let needed = 0, sliver = false;
        for (const word of node.data.matchAll(/[^\\s-]+-?/g)) {
          const part = document.createRange();
          part.setStart(node, word.index);
          part.setEnd(node, word.index + word[0].length);
          const pieces = rects(part);
          const natural = pieces.reduce((sum, rect) => sum + rect.width, 0);
          needed += Math.max(1, Math.ceil(natural / width - 0.01));
          const letter = natural / word[0].length;
          sliver = sliver || (pieces.length > 1 && pieces.some(rect => rect.width < 2 * letter - 0.5));
        }
        if (lines > needed || sliver) {
          const parent = node.parentElement;
          broken.push({ text: node.data.trim().slice(0, 60), lines,
                        element: parent.tagName.toLowerCase() + (parent.className ? '.' + parent.className.split(' ').join('.') : '') });
        }
      }
      return broken;
    })()
    """

  static let looks = ExamplePage.allCases.flatMap { page in Design.allCases.flatMap { design in [320, 390].map { (page, design, $0) } } }

  @Test("No text is broken into letters at phone widths", arguments: Engine.allCases, looks)
  func wordsAreNotBroken(engine: Engine, look: (ExamplePage, Design, Int)) async throws {
    let (page, design, width) = look
    try await EnginePage.use(engine, width: width, exactly: true) { tab in
      try await tab.load(page, in: design)
      let broken: [Broken] = try await tab.value(Self.script)
      #expect(broken.isEmpty, "\(engine.name), \(page.rawValue), \(design), \(width) px: \(broken)")
    }
  }
}
