import Foundation
import Testing

/// Markdown in a description is drawn as a native description, measured in
/// headless Chromium on the Custom Cells example in both designs, light and
/// dark: links in the tint colour without an underline, set apart from the
/// grey text by weight as well (not by colour alone), with the rows' tint
/// focus ring rather than the browser's; bullets filled rather than the
/// hollow ones a browser gives a list nested in another.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: description Markdown skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct DescriptionMarkdownTests {
  private struct Drawn: Decodable, Sendable {
    let linkColor, tint, decoration, linkWeight, textWeight: String
    let focusOutline, focusColor: String
    let bullet: String
  }

  static let looks = Design.allCases.flatMap { design in Mode.allCases.map { (design, $0) } }

  @Test("Description links, their focus and bullets look native", arguments: looks)
  func descriptionsLookNative(design: Design, mode: Mode) async throws {
    let drawn: Drawn = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser, mode: mode)
      try await tab.load(.customCells, in: design)
      return try await tab.value(
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
    }
    #expect(drawn.linkColor == drawn.tint, "\(design), \(mode): the link is \(drawn.linkColor), not the tint \(drawn.tint)")
    #expect(drawn.decoration == "none", "\(design), \(mode): the link is underlined")
    #expect(drawn.linkWeight != drawn.textWeight, "\(design), \(mode): the link differs from its text by colour alone")
    #expect(drawn.focusOutline == "solid" && drawn.focusColor == drawn.tint,
            "\(design), \(mode): the focused link has a \(drawn.focusOutline) \(drawn.focusColor) ring, not the tint's")
    #expect(drawn.bullet == "disc", "\(design), \(mode): bullets are \(drawn.bullet)")
  }
}
