import Foundation
import ListPressKit
import Testing

/// The Markdown body of a page, which UIKit has no counterpart for, is
/// drawn as an app draws a note above its list: a header view in the style
/// of a section footer (docs/appearance.md, "Page body"). Measured in
/// Chromium (light and dark), WebKit and Firefox, in both designs and every
/// appearance: footnote 13/18 regular (§3, A/B) in `secondaryLabel` (§1, A),
/// starting where the section header's text starts (and so where the rows'
/// text starts, or in a sidebar the large title's), a footer's gap under the
/// large title and a section's spacing above the first section; links in the
/// tint without an underline, headings semibold, bullets filled. In a
/// sidebar's content column at regular width it is body text in `label`.
struct BodyNoteTests {
  private static let site = Result {
    try ScratchSite("body-note", definitions: Dictionary(uniqueKeysWithValues: Appearance.allCases.map { appearance in
      (appearance.rawValue, """
        ---
        title: Body
        appearance: \(appearance.rawValue)
        sections:
          - header: First section
            items:
              - text: A row
              - text: Another row
        ---
        A note above the list, with a [link](https://example.org) and `code`, long enough to wrap
        onto a second line on a phone.

        ## A heading

        - a bullet
        - another bullet
        """)
    }))
  }

  /// What is drawn of the body and of what it lines up with.
  private struct Drawn: Decodable, Sendable {
    let fontSize, lineHeight: Double
    let weight: String
    let color: [Double]
    let tint: String
    let linkColor, linkDecoration: String
    let linkWeight: String
    let headingWeight: String
    let bullet: String
    /// Where the first glyph of each text starts.
    let bodyStart, headerStart, rowStart, titleStart: Double
    /// From the large title's box to the body's first line, and from the
    /// body's last line to the first section's box.
    let gapAbove, gapBelow: Double
  }

  private static let measuring = """
    (() => {
      // Rows far from the screen are not laid out until drawn
      // (content-visibility: auto), and their text then has no boxes.
      for (const element of document.querySelectorAll('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
      const start = element => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: node => node.data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP });
        const range = document.createRange();
        range.selectNodeContents(walker.nextNode());
        return range.getClientRects()[0].left;
      };
      const body = document.querySelector('.lp-body');
      const paragraph = body.querySelector('p');
      const style = getComputedStyle(paragraph);
      const link = body.querySelector('a');
      const probe = document.createElement('span');
      probe.style.color = 'var(--tint)';
      paragraph.append(probe);
      const tint = getComputedStyle(probe).color;
      probe.remove();
      const color = style.color.match(/[\\d.]+/g).map(Number);
      return {
        fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight), weight: style.fontWeight,
        color: color.length === 3 ? [...color, 1] : color, tint,
        linkColor: getComputedStyle(link).color, linkDecoration: getComputedStyle(link).textDecorationLine,
        linkWeight: getComputedStyle(link).fontWeight, headingWeight: getComputedStyle(body.querySelector('h2')).fontWeight,
        bullet: getComputedStyle(body.querySelector('li')).listStyleType,
        bodyStart: start(paragraph), headerStart: start(document.querySelector('.lp-section-header')),
        rowStart: start(document.querySelector('.lp-texts')), titleStart: start(document.querySelector('.lp-title')),
        gapAbove: paragraph.getBoundingClientRect().top - document.querySelector('.lp-title').getBoundingClientRect().bottom,
        gapBelow: document.querySelector('.lp-section').getBoundingClientRect().top - body.lastElementChild.getBoundingClientRect().bottom,
      };
    })()
    """

  /// The space the body keeps under the large title: a footer's under its
  /// rows (the plain footer's 4 px in plain; 8 in iOS 26's grouped lists).
  private static func gapAbove(_ appearance: Appearance, _ design: Design) -> Double {
    switch appearance {
    case .plain: 4
    case .grouped, .insetGrouped: design == .ios26 ? 8 : 6
    case .sidebar, .sidebarPlain: 6
    }
  }

  /// The space between the body and the first section: the spacing
  /// between sections (35, and 24 in iOS 26's grouped lists; a sidebar's
  /// 20), and in plain the plain footer's 12 px.
  private static func gapBelow(_ appearance: Appearance, _ design: Design) -> Double {
    switch appearance {
    case .plain: 12
    case .grouped, .insetGrouped: design == .ios26 ? 24 : 35
    case .sidebar, .sidebarPlain: 20
    }
  }

  /// Where text starts below the regular width: the layout margin (§4),
  /// and in inset grouped lists the group's inset plus the row's margin.
  private static func textStart(_ appearance: Appearance, _ design: Design) -> Double {
    appearance == .insetGrouped ? (design == .ios26 ? 36 : 32) : 16
  }

  static let cases = EnginePage.cases(over: Appearance.allCases)

  @Test("The body is a footnote in secondaryLabel, where header and row text starts, a footer's gap below the title and a section's above the list",
        arguments: cases)
  func theBodyIsANote(engine: Engine, mode: Mode, design: Design, appearance: Appearance) async throws {
    let page = try Self.site.get().page(appearance.rawValue, in: design)
    try await EnginePage.use(engine, mode: mode) { tab in
      try await tab.load(page)
      let drawn: Drawn = try await tab.value(Self.measuring)
      let look = "\(engine.name), \(design), \(mode), \(appearance)"
      #expect(drawn.fontSize == 13 && drawn.lineHeight == 18 && drawn.weight == "400",
              "\(look): the body is \(drawn.fontSize)/\(drawn.lineHeight) weight \(drawn.weight), not footnote 13/18 regular [§3 footnote, A/B]")
      let wanted = try #require(Palette.secondaryLabel.resolved(in: mode))
      let actual = RGBA(drawn.color[0], drawn.color[1], drawn.color[2], drawn.color[3])
      #expect(actual.distance(to: wanted) <= 2 && abs(actual.alpha - wanted.alpha) <= 0.01,
              "\(look): the body is \(actual), not secondaryLabel \(wanted) [§1, A]")
      #expect(abs(drawn.bodyStart - drawn.headerStart) <= 1,
              "\(look): the body starts at \(drawn.bodyStart), the section header's text at \(drawn.headerStart)")
      #expect(abs(drawn.bodyStart - Self.textStart(appearance, design)) <= 1,
              "\(look): the body starts at \(drawn.bodyStart), not \(Self.textStart(appearance, design))")
      if appearance.isSidebar {
        #expect(abs(drawn.bodyStart - drawn.titleStart) <= 1,
                "\(look): the body starts at \(drawn.bodyStart), the large title at \(drawn.titleStart)")
      } else {
        #expect(abs(drawn.bodyStart - drawn.rowStart) <= 1,
                "\(look): the body starts at \(drawn.bodyStart), the rows' text at \(drawn.rowStart)")
      }
      #expect(abs(drawn.gapAbove - Self.gapAbove(appearance, design)) <= 1,
              "\(look): \(drawn.gapAbove) px between the large title and the body, not \(Self.gapAbove(appearance, design))")
      #expect(abs(drawn.gapBelow - Self.gapBelow(appearance, design)) <= 1,
              "\(look): \(drawn.gapBelow) px between the body and the first section, not \(Self.gapBelow(appearance, design))")
      #expect(drawn.linkColor == drawn.tint && drawn.linkDecoration == "none" && drawn.linkWeight != drawn.weight,
              "\(look): the link is \(drawn.linkColor) \(drawn.linkDecoration) weight \(drawn.linkWeight), not the tint \(drawn.tint), plain, set apart by weight")
      #expect(drawn.headingWeight == "600" && drawn.bullet == "disc",
              "\(look): heading weight \(drawn.headingWeight), bullets \(drawn.bullet)")
    }
  }

  /// The body in a sidebar's content column, beside the sidebar.
  private struct Column: Decodable, Sendable {
    let fontSize, lineHeight: Double
    let color: [Double]
    let start, sidebarEnd, listTop, bodyTop: Double
  }

  @Test("In a sidebar's content column at regular width the body is body text in label, at the layout margin",
        arguments: EnginePage.looks.flatMap { look in
          Design.allCases.flatMap { design in [Appearance.sidebar, .sidebarPlain].map { (look.0, look.1, design, $0) } }
        })
  func theSidebarsContentColumnIsBodyText(engine: Engine, mode: Mode, design: Design, appearance: Appearance) async throws {
    let page = try Self.site.get().page(appearance.rawValue, in: design)
    try await EnginePage.use(engine, width: 820, mode: mode) { tab in
      try await tab.load(page)
      let column: Column = try await tab.value(
        """
        (() => {
          const paragraph = document.querySelector('.lp-body p');
          const style = getComputedStyle(paragraph);
          const range = document.createRange();
          range.selectNodeContents(paragraph.firstChild);
          const color = style.color.match(/[\\d.]+/g).map(Number);
          return { fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight),
                   color: color.length === 3 ? [...color, 1] : color, start: range.getClientRects()[0].left,
                   sidebarEnd: document.querySelector('.lp-list').getBoundingClientRect().right,
                   listTop: document.querySelector('.lp-list').getBoundingClientRect().top,
                   bodyTop: paragraph.getBoundingClientRect().top };
        })()
        """)
      let look = "\(engine.name), \(design), \(mode), \(appearance)"
      #expect(column.fontSize == 17 && column.lineHeight == 22, "\(look): \(column.fontSize)/\(column.lineHeight), not body 17/22 [§3]")
      let wanted = try #require(Palette.label.resolved(in: mode))
      let actual = RGBA(column.color[0], column.color[1], column.color[2], column.color[3])
      #expect(actual.distance(to: wanted) <= 2 && actual.alpha > 0.99, "\(look): the body is \(actual), not label \(wanted)")
      #expect(abs(column.start - column.sidebarEnd - 20) <= 1,
              "\(look): the text starts \(column.start - column.sidebarEnd) px after the sidebar, not the regular layout margin, 20 [§4]")
      #expect(column.bodyTop >= 44 - 1, "\(look): the text starts \(column.bodyTop) px down, under where the column's bar would be")
    }
  }
}
