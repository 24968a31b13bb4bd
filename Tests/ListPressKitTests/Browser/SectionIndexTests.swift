import Foundation
import Testing

/// The section index (`indexTitles`) in Chromium, WebKit and Firefox, in
/// both designs: a strip of titles at the window's trailing edge, whose
/// titles are links to their sections, and along which a drag goes through
/// the sections (listpress.js). An engine that is missing is skipped,
/// unless `LISTPRESS_REQUIRE_BROWSER=1`.
struct SectionIndexTests {
  private static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

  /// 26 sections of four rows, A to Z, with the index of every letter.
  private static let definition = """
    ---
    title: People
    indexTitles: auto
    sections:
    \(letters.map { "  - { id: \($0.lowercased()), header: \($0), items: [{ text: \($0)1 }, { text: \($0)2 }, { text: \($0)3 }, { text: \($0)4 }] }" }.joined(separator: "\n"))
    ---

    """

  private static let site = FocusedSite.build("section-index", pages: ["people": definition])

  /// Where a section starts in the window, once the page has settled.
  private func sectionTop(_ id: String, in tab: any PageDriver) async throws -> Double {
    try await tab.value("document.getElementById('\(id)').getBoundingClientRect().top", as: Double.self)
  }

  /// What a failure message needs: the page's fragment, its scroll offset,
  /// and the section that starts nearest the bar.
  private func whereThePageIs(in tab: any PageDriver) async throws -> String {
    try await tab.value(
      """
      (() => {
        const sections = [...document.querySelectorAll('section[id]')];
        const nearest = sections.reduce((best, section) =>
          Math.abs(section.getBoundingClientRect().top - 44) < Math.abs(best.getBoundingClientRect().top - 44) ? section : best);
        return `fragment '${location.hash}', scrolled to ${scrollY}, section ${nearest.id} at ${nearest.getBoundingClientRect().top}`;
      })()
      """, as: String.self)
  }

  private func titleCentre(_ letter: String, in tab: any PageDriver) async throws -> [Double] {
    try await tab.value(
      """
      (() => {
        const box = [...document.querySelectorAll('.lp-section-index a')].find(a => a.textContent === '\(letter)').getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];
      })()
      """, as: [Double].self)
  }

  @Test("The index is a strip at the trailing edge, under the bar, that the list leaves room for",
        arguments: Engine.allCases, Design.allCases)
  func theIndexSitsAtTheTrailingEdge(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine, width: 390, height: 700, exactly: true) { tab in
      try await tab.load(try Self.site.get().page("people", in: design))
      let boxes = try await tab.value(
        """
        (() => {
          const index = document.querySelector('nav.lp-section-index').getBoundingClientRect();
          const titles = [...document.querySelectorAll('.lp-section-index a')].map(a => a.getBoundingClientRect());
          return [index.left, index.right, titles[0].top, 700 - titles.at(-1).bottom, titles.length,
                  document.querySelector('.lp-list').getBoundingClientRect().right];
        })()
        """, as: [Double].self)
      let look = "\(engine.name), \(design)"
      #expect(boxes[0] == 390 - 16 && boxes[1] == 390, "\(look): the strip spans \(boxes[0])–\(boxes[1])")
      #expect(boxes[4] == 26, "\(look): \(boxes[4]) titles")
      // Centred in the height under the 44-point bar.
      #expect(abs((boxes[2] - 44) - boxes[3]) <= 2, "\(look): \(boxes[2] - 44) above the titles, \(boxes[3]) below")
      #expect(boxes[5] == 390 - 16, "\(look): the list ends at \(boxes[5])")
    }
  }

  /// Runs `body` on a 390 × 700 page; in WebKit, in a browser of its own.
  /// Late in a full run, WebKit's shared session twice delivered the
  /// WebDriver pointer's position in the frame at about half its height plus
  /// an offset (a press on C reached I, on M reached N; the page's own
  /// dispatched events, as in the drag test, were unaffected), which a
  /// fresh session, with its own X server, has no history to do.
  private func withPointer(_ engine: Engine, _ body: (any PageDriver) async throws -> Void) async throws {
    guard engine == .webkit else {
      try await EnginePage.use(engine, width: 390, height: 700, exactly: true, body)
      return
    }
    try engine.require()
    try await EngineBrowser.withSession(engine) { session in
      try await session.setWindow(width: 1000, height: 800)
      try await body(FramedPage(session: session, width: 390, height: 700))
    }
  }

  @Test("Pressing a title goes to its section, under the bar", arguments: Engine.allCases, Design.allCases)
  func aTitleIsALinkToItsSection(engine: Engine, design: Design) async throws {
    try await withPointer(engine) { tab in
      try await tab.load(try Self.site.get().page("people", in: design))
      let point = try await titleCentre("M", in: tab)
      try await tab.click(x: point[0], y: point[1])
      try await tab.settle()
      let top = try await sectionTop("m", in: tab)
      let place = try await whereThePageIs(in: tab)
      #expect(abs(top - 44) <= 1, "\(engine.name), \(design): section M is at \(top) (\(place))")
    }
  }

  @Test("Pressing a title with the pointer goes to its section at once", arguments: Engine.allCases, Design.allCases)
  func pressingATitleGoesToItsSection(engine: Engine, design: Design) async throws {
    try await withPointer(engine) { tab in
      try await tab.load(try Self.site.get().page("people", in: design))
      let c = try await titleCentre("C", in: tab)
      try await tab.pressPointer(x: c[0], y: c[1])
      try await tab.settle()
      let atC = try await sectionTop("c", in: tab)
      let place = try await whereThePageIs(in: tab)
      try await tab.releasePointer()
      #expect(abs(atC - 44) <= 1, "\(engine.name), \(design): pressed on C, section C is at \(atC) (\(place))")
    }
  }

  /// The drag is made of pointer events dispatched in the page: WebKit's and
  /// Firefox's WebDriver do not deliver a move of a pointer held down in an
  /// earlier action to the element that captured it.
  @Test("Dragging along the index goes through the sections it passes", arguments: Engine.allCases, Design.allCases)
  func draggingGoesThroughTheSections(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine, width: 390, height: 700, exactly: true) { tab in
      try await tab.load(try Self.site.get().page("people", in: design))
      let c = try await titleCentre("C", in: tab)
      let k = try await titleCentre("K", in: tab)
      let pointer = "{ pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, bubbles: true, cancelable: true"
      try await tab.run(
        """
        const at = (x, y) => document.elementFromPoint(x, y);
        at(\(c[0]), \(c[1])).dispatchEvent(new PointerEvent('pointerdown', \(pointer), clientX: \(c[0]), clientY: \(c[1]) }));
        """)
      try await tab.settle()
      let atC = try await sectionTop("c", in: tab)
      try await tab.run(
        """
        const index = document.querySelector('.lp-section-index');
        index.dispatchEvent(new PointerEvent('pointermove', \(pointer), clientX: \(k[0]), clientY: \(k[1]) }));
        """)
      try await tab.settle()
      let atK = try await sectionTop("k", in: tab)
      try await tab.run(
        "document.querySelector('.lp-section-index').dispatchEvent(new PointerEvent('pointerup', \(pointer), clientX: \(k[0]), clientY: \(k[1]) }))")
      let look = "\(engine.name), \(design)"
      #expect(abs(atC - 44) <= 1, "\(look): pressed on C, section C is at \(atC)")
      #expect(abs(atK - 44) <= 1, "\(look): dragged to K, section K is at \(atK)")
    }
  }
}
