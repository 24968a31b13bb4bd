import Foundation
import Testing

/// Declared states in Chromium, WebKit and Firefox, in both designs: drawn
/// with the live states' rules, so a highlighted row has the selection's
/// fill, a focused one the tint ring, a swiped one its actions showing where
/// a swipe leaves them, and a lifted one rises over the list. An engine that
/// is missing is skipped, unless `LISTPRESS_REQUIRE_BROWSER=1`.
struct DeclaredStateTests {
  private static let definition = """
    ---
    title: States
    appearance: insetGrouped
    items:
      - { id: chosen, text: Chosen, selected: true }
      - { id: pressed, text: Pressed, highlighted: true }
      - { id: focused, text: Focused, focused: true }
      - id: open
        text: Open
        swiped: trailing
        trailingSwipeActions: [{ title: Delete, style: destructive }, { title: Flag }]
      - id: pinned
        text: Pinned
        swiped: leading
        leadingSwipeActions: [{ title: Pin }]
      - { id: lifted, text: Lifted, dragState: lifting }
      - { id: plain, text: Plain }
    ---

    """

  private static let site = FocusedSite.build("declared-states", pages: ["states": definition])

  private struct Drawn: Decodable, Sendable {
    let pressedFill: String
    let chosenFill: String
    let plainFill: String
    let focusRing: [String]
    let tint: String
    let trailingActionsInView: Bool
    let trailingGap: Double
    let leadingActionsInView: Bool
    let leadingGap: Double
    let cellPushed: Bool
    let lifted: [String]
  }

  @Test("Declared states are drawn as the live ones", arguments: Engine.allCases, Design.allCases)
  func declaredStatesAreDrawnAsTheLiveOnes(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(try Self.site.get().page("states", in: design))
      let drawn = try await tab.value(
        """
        (() => {
          const style = (selector, pseudo) => getComputedStyle(document.querySelector(selector), pseudo);
          const box = selector => document.querySelector(selector).getBoundingClientRect();
          const probe = document.createElement('span');
          probe.style.color = 'var(--tint)';
          document.body.append(probe);
          const tint = getComputedStyle(probe).color;
          probe.remove();
          const inView = (actions, row) => [...document.querySelectorAll(actions)].every(action => {
            const each = action.getBoundingClientRect();
            return each.width > 0 && each.left >= row.left - 0.5 && each.right <= row.right + 0.5;
          });
          const open = box('#open');
          const pinned = box('#pinned');
          const ring = style('#focused > .lp-row');
          const lifted = style('#lifted > .lp-row');
          return {
            pressedFill: style('#pressed > .lp-row').backgroundColor,
            chosenFill: style('#chosen > .lp-row').backgroundColor,
            plainFill: style('#plain > .lp-row').backgroundColor,
            focusRing: [ring.outlineStyle, ring.outlineWidth, ring.outlineColor],
            tint,
            trailingActionsInView: inView('#open .lp-swipe-actions[data-side=trailing] > button', open),
            trailingGap: open.right - box('#open .lp-swipe-actions[data-side=trailing] > [data-index="0"]').right,
            leadingActionsInView: inView('#pinned .lp-swipe-actions[data-side=leading] > button', pinned),
            leadingGap: box('#pinned .lp-swipe-actions[data-side=leading] > [data-index="0"]').left - pinned.left,
            cellPushed: box('#open .lp-swipe-cell').left < open.left - 50,
            lifted: [lifted.transform, lifted.boxShadow],
          };
        })()
        """, as: Drawn.self)
      let name = "\(engine.name), \(design)"
      // [§9: highlighted and selected share the systemGray4 fill]
      #expect(drawn.pressedFill == drawn.chosenFill, "\(name): highlighted \(drawn.pressedFill), selected \(drawn.chosenFill)")
      #expect(drawn.pressedFill != drawn.plainFill, "\(name): the highlighted row is not filled")
      #expect(drawn.focusRing == ["solid", "3px", drawn.tint], "\(name): \(drawn.focusRing) [docs/appearance.md: 3 px ring in the tint]")
      #expect(drawn.trailingActionsInView && drawn.leadingActionsInView, "\(name): the swiped rows' actions do not show")
      #expect(drawn.cellPushed, "\(name): the swiped row's cell was not pushed aside")
      // [§10 flush with the row's edge; §14 about 10 from it]
      let gap = design == .classic ? 0.0 : 10.0
      #expect(abs(drawn.trailingGap - gap) <= 1 && abs(drawn.leadingGap - gap) <= 1,
              "\(name): the first actions are \(drawn.trailingGap) and \(drawn.leadingGap) px from the edges, not \(gap)")
      #expect(drawn.lifted[0] != "none" && drawn.lifted[1] != "none", "\(name): the lifted row \(drawn.lifted)")
    }
  }
}
