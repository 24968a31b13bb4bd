import Foundation
import Testing

/// Markdown in a description is drawn as a native description, measured in
/// Chromium (light and dark), WebKit and Firefox on the Custom Cells example
/// in both designs: links in the tint colour without an underline, set apart from the
/// grey text by weight as well (not by colour alone), with the rows' tint
/// focus ring rather than the browser's; bullets filled rather than the
/// hollow ones a browser gives a list nested in another.
struct DescriptionMarkdownTests {
  private struct Drawn: Decodable, Sendable {
    let linkColor, tint, decoration, linkWeight, textWeight: String
    let focusOutline, focusColor: String
    let bullet: String
  }

  static let cases = EnginePage.looks.flatMap { look in Design.allCases.map { (look.0, look.1, $0) } }

  @Test("Description links, their focus and bullets look native", arguments: cases)
  func descriptionsLookNative(engine: Engine, mode: Mode, design: Design) async throws {
    try await EnginePage.use(engine, mode: mode) { tab in
      try await tab.load(.customCells, in: design)
      let drawn: Drawn = try await tab.value(
        """
        (() => {
          const link = document.querySelector(':is(.lp-row, .lp-outline-summary) + div a');
          const probe = document.createElement('span');
          probe.style.color = 'var(--tint)';
          link.parentElement.append(probe);
          const tint = getComputedStyle(probe).color;
          probe.remove();
          const style = getComputedStyle(link);
          const before = { color: style.color, decoration: style.textDecorationLine, weight: style.fontWeight };
          link.focus({ focusVisible: true });
          const focused = getComputedStyle(link);
          return { linkColor: before.color, tint, decoration: before.decoration, linkWeight: before.weight,
                   textWeight: getComputedStyle(link.parentElement).fontWeight,
                   focusOutline: focused.outlineStyle, focusColor: focused.outlineColor,
                   bullet: getComputedStyle(document.querySelector(':is(.lp-row, .lp-outline-summary) + div li')).listStyleType };
        })()
        """)
      let look = "\(engine.name), \(design), \(mode)"
      #expect(drawn.linkColor == drawn.tint, "\(look): the link is \(drawn.linkColor), not the tint \(drawn.tint)")
      #expect(drawn.decoration == "none", "\(look): the link is underlined")
      #expect(drawn.linkWeight != drawn.textWeight, "\(look): the link differs from its text by colour alone")
      #expect(drawn.focusOutline == "solid" && drawn.focusColor == drawn.tint,
              "\(look): the focused link has a \(drawn.focusOutline) \(drawn.focusColor) ring, not the tint's")
      #expect(drawn.bullet == "disc", "\(look): bullets are \(drawn.bullet)")
    }
  }
}
