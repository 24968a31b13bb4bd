import Foundation
import ListPressKit
import Testing

/// A row with a favourite toggle is as tall as the same row without one,
/// in both designs and in each cell style: the toggle, like an image, may
/// reach nearer the row's edges than the text (44 points classic, 52 in the
/// iOS 26 design for one line: §4 minimum row height, B: F7-8, ION-ITEM,
/// FL-LT; §14, B: F7-9, KON-5, IT26, MTW-26, MAUI-26).
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: row height tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
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

  @Test("A favourite toggle leaves its row the height of a plain row", arguments: Design.allCases)
  func starredRowKeepsItsHeight(design: Design) async throws {
    let heights: [String: Double] = try await SharedBrowser.use { browser in
      let tab = try await BrowserTab.open(in: browser)
      try await browser.load(try Self.site.get().page("favourites", in: design), session: tab.session)
      return try await tab.value(
        "Object.fromEntries([...document.querySelectorAll('.lp-item')].map(item => [item.id, item.getBoundingClientRect().height]))")
    }
    #expect(heights["plain"] == (design == .classic ? 44 : 52), "\(design): a one-line row is \(heights["plain"] ?? 0) px")
    #expect(heights["starred"] == heights["plain"], "\(design): a starred row is \(heights["starred"] ?? 0) px, a plain one \(heights["plain"] ?? 0)")
    #expect(heights["starred-subtitle"] == heights["plain-subtitle"],
            "\(design): a starred subtitle row is \(heights["starred-subtitle"] ?? 0) px, a plain one \(heights["plain-subtitle"] ?? 0)")
  }
}
