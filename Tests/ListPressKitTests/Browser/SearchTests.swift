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
  /// its section's and its list's boxes. A section the search hides, and
  /// the list when nothing matches, keep an empty box of no height whose
  /// contents are not drawn (content-visibility: hidden). Until the next
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
}
