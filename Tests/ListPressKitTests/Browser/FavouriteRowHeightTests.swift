import Foundation
import ListPressKit
import Testing

/// A row with a favourite toggle is as tall as the same row without one,
/// in both designs and in each cell style: the toggle, like an image, may
/// reach nearer the row's edges than the text (44 points classic, 52 in the
/// iOS 26 design for one line: §4 minimum row height, B: F7-8, ION-ITEM,
/// FL-LT; §14, B: F7-9, KON-5, IT26, MTW-26, MAUI-26), measured in
/// Chromium, WebKit and Firefox.
struct FavouriteRowHeightTests {
  private static let definition = """
    ---
    title: Favourites
    appearance: insetGrouped
    items:
      - id: plain
        text: A show
      - id: starred
        text: A show
        accessories:
          - type: customView
            placement: leading
            image: symbol:star
            toggle: favorite
      - id: plain-subtitle
        text: A show
        secondaryText: Weekly
        style: subtitleCell
      - id: starred-subtitle
        text: A show
        secondaryText: Weekly
        style: subtitleCell
        accessories:
          - type: customView
            placement: leading
            image: symbol:star
            toggle: favorite
    ---

    """

  private static let site = FocusedSite.build("favourite-rows", pages: ["favourites": definition])

  @Test("A favourite toggle leaves its row the height of a plain row", arguments: Engine.allCases, Design.allCases)
  func starredRowKeepsItsHeight(engine: Engine, design: Design) async throws {
    try await EnginePage.use(engine) { tab in
      try await tab.load(try Self.site.get().page("favourites", in: design))
      let heights: [String: Double] = try await tab.value(
        "Object.fromEntries([...document.querySelectorAll('.lp-item')].map(item => [item.id, item.getBoundingClientRect().height]))")
      let look = "\(engine.name), \(design)"
      #expect(heights["plain"] == (design == .classic ? 44 : 52), "\(look): a one-line row is \(heights["plain"] ?? 0) px")
      #expect(heights["starred"] == heights["plain"], "\(look): a starred row is \(heights["starred"] ?? 0) px, a plain one \(heights["plain"] ?? 0)")
      #expect(heights["plain-subtitle"] != nil && heights["starred-subtitle"] == heights["plain-subtitle"],
              "\(look): a starred subtitle row is \(heights["starred-subtitle"] ?? 0) px, a plain one \(heights["plain-subtitle"] ?? 0)")
    }
  }
}
