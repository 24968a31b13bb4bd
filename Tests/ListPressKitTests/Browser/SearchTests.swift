import Foundation
import Testing

/// Search (`navigationItem.searchController`) in Chromium, WebKit and
/// Firefox, in both designs: typing filters the rows by text and secondary
/// text, case and diacritics ignored, keeps a matching child's ancestors
/// shown and open, hides sections left empty and the section index, shows
/// the search's empty state when nothing matches, and a scope keeps the
/// sections headed by its title. Typing is an `input` event on the field,
/// as a keyboard gives it. An engine that is missing is skipped, unless
/// `LISTPRESS_REQUIRE_BROWSER=1`.
struct SearchTests {
  private static let definition = """
    ---
    title: People
    indexTitles: auto
    navigationItem:
      searchController:
        searchBar: { scopeButtonTitles: [All, Crew] }
    sections:
      - id: crew
        header: Crew
        items:
          - { id: elodie, text: Élodie Marchand, secondaryText: Pilot }
          - { id: bruno, text: Bruno Okafor, secondaryText: Engineer }
      - id: guests
        header: Guests
        items:
          - id: family
            text: Family
            children:
              - { id: chen, text: Chen Liu, secondaryText: Cousin }
          - { id: ada, text: Ada Marsh, secondaryText: Navigator }
    ---

    """

  private static let site = FocusedSite.build("search", pages: ["people": definition])

  /// What the page shows after a search.
  private struct Shown: Decodable, Sendable, Equatable {
    let rows: [String]
    let sections: [String]
    let empty: Bool
    let indexShown: Bool
  }

  private func type(_ text: String, in tab: any PageDriver) async throws -> Shown {
    try await tab.run(
      """
      const field = document.querySelector('.lp-search-field');
      field.value = \(String(reflecting: text));
      field.dispatchEvent(new Event('input', { bubbles: true }));
      """)
    return try await shown(in: tab)
  }

  /// What shows, once an outline that the search opens has grown and two
  /// frames have been drawn: a row or section that is drawn and lies within
  /// its section's and its list's boxes. A row or a section the search
  /// hides may keep a box of no height whose contents are not drawn
  /// (content-visibility: hidden), so lying within is what counts. Until the next
  /// frame WebKit lays a row that comes back below its section's box, sized
  /// as it was without it: the frames let that settle.
  private func shown(in tab: any PageDriver) async throws -> Shown {
    try await tab.value(
      """
      Promise.all(document.getAnimations().filter(each => each instanceof CSSTransition).map(each => each.finished.catch(() => null)))
        .then(() => new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn)))).then(() => {
        const within = (element, outer) => {
          const box = element.getBoundingClientRect();
          const around = outer.getBoundingClientRect();
          return Math.min(box.bottom, around.bottom) - Math.max(box.top, around.top) > 0;
        };
        const drawn = element => element.checkVisibility()
          && within(element, element.closest('.lp-section')) && within(element, element.closest('.lp-list'));
        return {
        rows: [...document.querySelectorAll('.lp-item')].filter(drawn).map(item => item.id),
        sections: [...document.querySelectorAll('.lp-section')].filter(drawn).map(section => section.id),
        empty: document.querySelector('.lp-search-empty').getClientRects().length > 0,
        indexShown: getComputedStyle(document.querySelector('.lp-section-index')).visibility === 'visible',
        };
      })
      """, as: Shown.self)
  }

  @Test("Typing filters the rows, keeps ancestors open, hides empty sections and shows No Results",
        arguments: Engine.allCases, Design.allCases)
  func typingFiltersTheRows(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(try Self.site.get().page("people", in: design))
      let look = "\(engine.name), \(design)"
      #expect(try await tab.value("getComputedStyle(document.querySelector('.lp-search')).display", as: String.self) != "none", "\(look): the field is hidden")
      var got = try await type("ELODIE", in: tab)
      #expect(got == Shown(rows: ["elodie"], sections: ["crew"], empty: false, indexShown: false), "\(look): \(got)")
      got = try await type("engineer", in: tab)
      #expect(got == Shown(rows: ["bruno"], sections: ["crew"], empty: false, indexShown: false), "\(look): \(got)")
      got = try await type("cousin", in: tab)
      #expect(got == Shown(rows: ["family", "chen"], sections: ["guests"], empty: false, indexShown: false), "\(look): \(got)")
      #expect(try await tab.value("document.querySelector('#family details').open", as: Bool.self), "\(look): the parent of a match is closed")
      got = try await type("zzz", in: tab)
      #expect(got == Shown(rows: [], sections: [], empty: true, indexShown: false), "\(look): \(got)")
      got = try await type("", in: tab)
      let boxes = try await tab.value(
        """
        JSON.stringify(['bruno', 'crew'].map(id => { const box = document.getElementById(id).getBoundingClientRect();
          return [id, box.top, box.bottom, document.getElementById(id).checkVisibility(), document.getElementById(id).className]; }))
        """, as: String.self)
      #expect(
        got
          == Shown(rows: ["elodie", "bruno", "family", "chen", "ada"], sections: ["crew", "guests"], empty: false, indexShown: true), "\(look): \(got) \(boxes)")
      try await tab.click(".lp-scope-button:nth-child(2)")
      got = try await shown(in: tab)
      #expect(got == Shown(rows: ["elodie", "bruno"], sections: ["crew"], empty: false, indexShown: true), "\(look): \(got)")
      got = try await type("ada", in: tab)
      #expect(got == Shown(rows: [], sections: [], empty: true, indexShown: false), "\(look): \(got)")
    }
  }

  /// A long list: 1,250 rows titled "Row 1" to "Row 1250", in sections of
  /// 50; row 7 has a link in its description.
  private static let longSite: Result<FocusedSite, any Error> = {
    var definition = "---\ntitle: Rows\nnavigationItem:\n  searchController: {}\nsections:\n"
    for section in 0..<25 {
      definition += "  - id: part-\(section)\n    items:\n"
      for row in (section * 50 + 1)...(section * 50 + 50) {
        let description = row == 7 ? ", description: \"[Notes](https://example.org/row-7)\"" : ""
        definition += "      - { id: row-\(row), text: Row \(row)\(description) }\n"
      }
    }
    return FocusedSite.build("search-long", pages: ["rows": definition + "---\n"])
  }()

  /// What typing into the long list did, read by the page itself between
  /// keystrokes, frames and all (a driver's round trip can outlast frames).
  private struct Revealed: Decodable, Sendable {
    /// Whether rows were left to hide after the keystroke that filtered.
    let hidingBelow: Bool
    /// The rows drawn in the window in that keystroke's frame.
    let onScreenWhenFiltered: [String]
    let filtered: Int
    let shownWithTheKeystroke: Int
    /// How many rows a keystroke changes at once from the top: as many as
    /// the window holds at their smallest (44 px, UIKit's smallest row; 60
    /// with a description).
    let screenful: Int
    /// Where the first row still to come starts, against the window's bottom.
    let firstToComeTop: Double
    let windowHeight: Double
    let revealing: Bool
    let settled: Bool
    let drawnOnceSettled: Int
    let filteringOnceSettled: Bool
    let drawnWithNoMatch: Int
    let emptyStateWithNoMatch: Bool
    /// Whether a link in a row of the hidden list took the focus.
    let focusedWithNoMatch: Bool
    let drawnAfterReplacing: [String]
  }

  @Test("A keystroke changes the rows in the window at once and the others over the next frames; nothing matching hides the list; a keystroke replaces what was to come",
        arguments: Engine.allCases, Design.allCases)
  func rowsComeBackInBatches(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(try Self.longSite.get().page("rows", in: design))
      let look = "\(engine.name), \(design)"
      let got = try await tab.value(
        """
        (async () => {
          const field = document.querySelector('.lp-search-field');
          const root = document.documentElement;
          const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done)));
          const type = text => { field.value = text; field.dispatchEvent(new Event('input', { bubbles: true })); };
          const unmarked = () => [...document.querySelectorAll('.lp-item')].filter(item => !item.classList.contains('is-filtered-out')).length;
          // A row the search hides may keep an invisible box of no height.
          const drawn = () => [...document.querySelectorAll('.lp-item')].filter(item => item.checkVisibility()
            && getComputedStyle(item).visibility === 'visible' && item.getBoundingClientRect().height > 0);
          const settle = async () => {
            const start = performance.now();
            while (root.classList.contains('is-revealing')) {
              if (performance.now() - start > 10000) return false;
              await frame();
            }
            return true;
          };
          type('row 7');
          const hidingBelow = root.classList.contains('is-revealing');
          // In the keystroke's own frame, the window shows the first matches only.
          const onScreenWhenFiltered = await new Promise(done => requestAnimationFrame(() => done(
            drawn().filter(item => item.getBoundingClientRect().top < innerHeight).map(item => item.id))));
          await settle();
          const filtered = unmarked();
          type('');
          const shownWithTheKeystroke = unmarked();
          // Rows are at least 44 px tall, 60 with a description (row 7).
          let screenful = 0;
          for (let above = 0; above < scrollY + innerHeight; above += screenful === 7 ? 60 : 44) screenful += 1;
          const revealing = root.classList.contains('is-revealing');
          // In the keystroke's own frame, before the next rows come: the
          // first row still to come starts below the window.
          const firstToComeTop = await new Promise(done => requestAnimationFrame(() => done(
            [...document.querySelectorAll('.lp-item')].find(item => item.classList.contains('is-filtered-out'))
              .getBoundingClientRect().top)));
          const settled = await settle();
          await frame();
          const drawnOnceSettled = drawn().length;
          const filteringOnceSettled = root.classList.contains('is-filtering');
          // Nothing matches: the list is hidden whole, and comes back with the next search.
          type('row 7');
          type('zzz');
          await frame();
          const drawnWithNoMatch = drawn().length;
          const emptyStateWithNoMatch = document.querySelector('.lp-search-empty').checkVisibility();
          const link = document.querySelector('#row-7 a');
          link.focus();
          const focusedWithNoMatch = document.activeElement === link;
          type('');
          type('row 12');
          await settle();
          await frame();
          return { hidingBelow, onScreenWhenFiltered, filtered, shownWithTheKeystroke, screenful, firstToComeTop, windowHeight: innerHeight, revealing,
            settled, drawnOnceSettled, filteringOnceSettled, drawnWithNoMatch, emptyStateWithNoMatch, focusedWithNoMatch,
            drawnAfterReplacing: drawn().map(item => item.id) };
        })()
        """, as: Revealed.self)
      let matching = { (query: String) in (1...1250).filter { "row \($0)".contains(query) } }
      // Filtering hides the rows in the window at once, the others over the next frames.
      #expect(got.hidingBelow, "\(look): no rows left to hide after the keystroke")
      #expect(
        !got.onScreenWhenFiltered.isEmpty
          && got.onScreenWhenFiltered == matching("row 7").prefix(got.onScreenWhenFiltered.count).map { "row-\($0)" },
        "\(look): \(got.onScreenWhenFiltered)")
      #expect(got.filtered == matching("row 7").count, "\(look): \(got)")
      // Shown with the keystroke: the rows already shown, and a screenful from the top.
      #expect(got.shownWithTheKeystroke == Set(matching("row 7") + Array(1...got.screenful)).count, "\(look): \(got)")
      #expect(got.firstToComeTop >= got.windowHeight, "\(look): the rows shown with the keystroke leave the window's bottom empty: \(got)")
      #expect(got.revealing, "\(look): no rows left to come back after the keystroke")
      #expect(got.settled, "\(look): rows still coming back 10 s after the field was emptied")
      #expect(got.drawnOnceSettled == 1250, "\(look): \(got)")
      #expect(!got.filteringOnceSettled, "\(look): the root is still is-filtering with every row shown")
      #expect(got.drawnWithNoMatch == 0 && got.emptyStateWithNoMatch, "\(look): \(got)")
      #expect(!got.focusedWithNoMatch, "\(look): a link in the hidden list takes the focus")
      #expect(got.drawnAfterReplacing == matching("row 12").map { "row-\($0)" }, "\(look): \(got.drawnAfterReplacing)")
    }
  }
}
