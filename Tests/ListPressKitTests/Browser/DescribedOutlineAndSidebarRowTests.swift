import Foundation
import ListPressKit
import Testing

/// Outline rows and sidebar rows with a description are one cell, as
/// UIKit's are (the description is part of the cell's content; §8: the
/// accessories sit outside the content view, centred on the cell, AD-ACC),
/// measured in Chromium (light and dark), WebKit and Firefox, in both
/// designs: every accessory and image of such a row is centred within 1 px
/// on the cell, the description shows whether the outline is open or
/// closed, starts where the row's text starts and ends before the trailing
/// accessories, nothing is drawn over the chevron, the selection's fill
/// covers the description, and the outline still opens from its row and
/// takes the keyboard focus.
struct DescribedOutlineAndSidebarRowTests {
  private static func outlines(_ appearance: Appearance) -> String {
    """
    ---
    title: Outlines
    appearance: \(appearance.rawValue)
    items:
      - id: closed
        text: Closed, with a description
        image: symbol:folder
        description: A description of three lines or so, long enough to wrap at a phone's width, with a [link](https://example.org).
        accessories: [disclosureIndicator]
        children:
          - { id: closed-child, text: Child }
      - id: open
        text: Open, with a description
        expanded: true
        description: Two lines of description, long enough to wrap on a phone's screen.
        children:
          - id: nested
            text: Nested outline
            description: A nested outline's description.
            expanded: true
            children:
              - { id: nested-child, text: Grandchild }
      - id: selected
        text: Selected outline
        image: symbol:star.fill
        selected: true
        description: Its description is in the selection's fill.
        children:
          - { id: selected-child, text: Child }
      - id: row
        text: A row with a description
        image: symbol:folder
        description: A description of two lines, long enough to wrap at a phone's width.
        accessories: [checkmark, disclosureIndicator]
      - id: selected-row
        text: A selected row
        selected: true
        description: Selected, with its description.
        accessories: [disclosureIndicator]
      - { id: plain, text: Plain }
    ---

    """
  }

  private static let pages: [Appearance] = [.insetGrouped, .plain, .sidebar, .sidebarPlain]

  private static let site = Result {
    try ScratchSite("described-rows", definitions: Dictionary(uniqueKeysWithValues: pages.map { ($0.rawValue, outlines($0)) }))
  }

  /// One described cell as drawn.
  private struct Cell: Decodable, Sendable {
    let id: String
    /// How far each accessory and image is from the cell's centre.
    let offsets: [Offset]
    let descriptionShown: Bool
    let descriptionInside: Bool
    let textStart, descriptionStart, descriptionEnd, trailingStart: Double
    /// What is drawn at the middle of the last trailing accessory.
    let chevronHit: Bool
    /// Whether the fill under the row's text also covers the description (selected cells only).
    let fillCovers: Bool?

    struct Offset: Decodable, Sendable {
      let part: String
      let offset: Double
    }
  }

  /// The cell of an item: from its top to the top of its children when they
  /// show, else its bottom.
  private static let measuring = """
    (() => {
      const cells = [...document.querySelectorAll('.layout-list .lp-item')].filter(item =>
        item.matches(':has(> .lp-row + div), :has(> .lp-outline > .lp-outline-summary + div)'));
      return cells.map(item => {
        const children = item.querySelector('.lp-children');
        const box = item.getBoundingClientRect();
        const bottom = children && children.checkVisibility() && children.getBoundingClientRect().height > 0 ? children.getBoundingClientRect().top : box.bottom;
        const centre = (box.top + bottom) / 2;
        const row = item.querySelector('.lp-row');
        const description = item.querySelector(':scope > .lp-row + div, :scope > .lp-outline > .lp-outline-summary + div');
        const parts = [...row.querySelectorAll(':scope > .lp-accessory, :scope > img, :scope > [data-symbol]')]
          .filter(part => part.checkVisibility() && part.getBoundingClientRect().width > 0);
        const trailing = parts.filter(part => part.compareDocumentPosition(row.querySelector('.lp-texts')) & Node.DOCUMENT_POSITION_PRECEDING);
        const own = description.getBoundingClientRect();
        const middle = document.elementFromPoint(own.left + Math.min(20, own.width / 2), own.top + own.height / 2);
        const last = trailing[trailing.length - 1].getBoundingClientRect();
        const hit = document.elementFromPoint((last.left + last.right) / 2, (last.top + last.bottom) / 2);
        let fillCovers = null;
        if (item.classList.contains('is-selected')) {
          let filled = row.querySelector('.lp-texts');
          // The nearest box with a fill (a row that gives its box to the cell draws none).
          const unfilled = element => getComputedStyle(element).display === 'contents'
            || ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(element).backgroundColor);
          while (filled && unfilled(filled)) filled = filled.parentElement;
          const fill = filled.getBoundingClientRect();
          fillCovers = fill.top <= own.top + 0.5 && fill.bottom >= own.bottom - 0.5 && fill.left <= own.left && fill.right >= own.right;
        }
        return {
          id: item.id,
          offsets: parts.map(part => { const r = part.getBoundingClientRect();
            return { part: part.className || part.localName, offset: (r.top + r.bottom) / 2 - centre }; }),
          descriptionShown: description.checkVisibility() && own.height > 0 && description.contains(middle),
          descriptionInside: own.top >= box.top && own.bottom <= bottom + 0.5,
          textStart: row.querySelector('.lp-texts').getBoundingClientRect().left,
          descriptionStart: own.left, descriptionEnd: own.right,
          trailingStart: Math.min(...trailing.map(part => part.getBoundingClientRect().left)),
          chevronHit: trailing[trailing.length - 1].contains(hit) || hit === trailing[trailing.length - 1],
          fillCovers,
        };
      });
    })()
    """

  static let cases = EnginePage.cases(over: pages)

  @Test("A described outline or sidebar row is one cell: parts centred, description shown and clear of the accessories",
        arguments: cases)
  func describedRowsAreOneCell(engine: Engine, mode: Mode, design: Design, appearance: Appearance) async throws {
    let page = try Self.site.get().page(appearance.rawValue, in: design)
    try await EnginePage.use(engine, mode: mode) { tab in
      try await tab.load(page)
      let cells: [Cell] = try await tab.value(Self.measuring)
      let look = "\(engine.name), \(design), \(mode), \(appearance)"
      #expect(Set(cells.map(\.id)) == ["closed", "open", "nested", "selected", "row", "selected-row"], "\(look): cells \(cells.map(\.id))")
      for cell in cells {
        for part in cell.offsets {
          #expect(abs(part.offset) <= 1,
                  "\(look): #\(cell.id) \(part.part) is \(part.offset) px from the centre of its cell [§8, AD-ACC]")
        }
        #expect(cell.descriptionShown && cell.descriptionInside, "\(look): #\(cell.id)'s description is not shown inside its cell")
        #expect(abs(cell.descriptionStart - cell.textStart) <= 1,
                "\(look): #\(cell.id)'s description starts at \(cell.descriptionStart), its text at \(cell.textStart)")
        #expect(cell.descriptionEnd <= cell.trailingStart,
                "\(look): #\(cell.id)'s description runs to \(cell.descriptionEnd), under the accessory at \(cell.trailingStart)")
        #expect(cell.chevronHit, "\(look): something is drawn over #\(cell.id)'s last accessory")
        if let covers = cell.fillCovers {
          #expect(covers, "\(look): #\(cell.id)'s selection does not cover its description")
        }
      }
    }
  }

  /// What clicking a closed outline's row does.
  private struct Opened: Decodable, Sendable {
    let focused, open, childShown, descriptionShown: Bool
    let childTop, descriptionBottom: Double
  }

  @Test("A closed outline with a description takes the focus and opens from its row, its children under the description",
        arguments: EnginePage.looks.filter { $0.1 == .light }.flatMap { look in
          Design.allCases.flatMap { design in pages.map { (look.0, design, $0) } }
        })
  func aDescribedOutlineOpens(engine: Engine, design: Design, appearance: Appearance) async throws {
    let page = try Self.site.get().page(appearance.rawValue, in: design)
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      let focused = try await tab.value(
        "(() => { const summary = document.querySelector('#closed summary'); summary.focus(); return document.activeElement === summary; })()",
        as: Bool.self)
      try await tab.click("#closed summary .lp-texts")
      try await tab.settle()
      let opened: Opened = try await tab.value(
        """
        (() => {
          const child = document.querySelector('#closed-child .lp-row'), description = document.querySelector('#closed summary + div');
          const shows = element => { const box = element.getBoundingClientRect();
            return element.checkVisibility() && box.height > 0 && element.contains(document.elementFromPoint(box.left + 10, box.top + box.height / 2)); };
          return { focused: \(focused), open: document.querySelector('#closed details').open, childShown: shows(child),
                   descriptionShown: shows(description), childTop: child.getBoundingClientRect().top,
                   descriptionBottom: description.getBoundingClientRect().bottom };
        })()
        """)
      let look = "\(engine.name), \(design), \(appearance)"
      #expect(opened.focused, "\(look): the outline's row does not take the keyboard focus")
      #expect(opened.open && opened.childShown, "\(look): clicking the row did not open the outline and show its child")
      #expect(opened.descriptionShown && opened.childTop >= opened.descriptionBottom,
              "\(look): the child (at \(opened.childTop)) is not under the description (ending at \(opened.descriptionBottom))")
    }
  }
}
