import Foundation
import ListPressKit
import Testing

/// Empty states in the HTML: in place of a page's list when no section has
/// a row, in place of a section's rows when it has none.
@Suite struct ContentUnavailableRenderTests {
  private func html(_ definition: String) throws -> String {
    try PageRenderer().render(try decodePage(definition), at: "list.html")
  }

  @Test func anEmptyPageShowsItsEmptyStateInPlaceOfItsSections() throws {
    let html = try html(
      """
      ---
      contentUnavailableConfiguration:
        image: symbol:tray
        text: "No <Messages>"
        secondaryText: They appear here.
        button: { title: Compose, id: compose }
      sections: [{ header: Inbox, items: [] }]
      ---

      """)
    #expect(html.contains(
      "<div class=\"lp-list\">\n<div class=\"lp-content-unavailable preset-empty\">"
        + "<span class=\"lp-unavailable-image\" data-symbol=\"tray\"></span>"
        + "<p class=\"lp-unavailable-text\">No &lt;Messages&gt;</p>"
        + "<p class=\"lp-unavailable-secondary-text\">They appear here.</p>"
        + "<button type=\"button\" class=\"lp-unavailable-button\" data-item-id=\"compose\">Compose</button></div>\n</div>"))
    #expect(!html.contains("<section"))
  }

  @Test func aPageWithRowsShowsNone() throws {
    let html = try html("---\ncontentUnavailableConfiguration: { text: Empty }\nitems: [{ text: Row }]\n---\n")
    #expect(!html.contains("lp-content-unavailable"))
  }

  @Test func anEmptySectionShowsItsOwnBetweenItsHeaderAndFooter() throws {
    let html = try html(
      """
      ---
      sections:
        - { id: full, header: Full, items: [{ text: Row }], contentUnavailableConfiguration: { text: Unused } }
        - id: empty
          header: Empty
          footer: Footer
          items: []
          contentUnavailableConfiguration: { preset: search }
      ---

      """)
    #expect(!html.contains("Unused"))
    #expect(html.containsInOrder([
      "<section", "id=\"empty\"", "Empty</h2>",
      "<div class=\"lp-content-unavailable preset-search\"><span class=\"lp-unavailable-image\" data-symbol=\"magnifyingglass\"></span>"
        + "<p class=\"lp-unavailable-text\">No Results</p>"
        + "<p class=\"lp-unavailable-secondary-text\">Check the spelling or try a new search.</p></div>",
      "Footer", "</section>",
    ]))
  }

  @Test func loadingIsAStatusWithAnIndicator() throws {
    let html = try html("---\ncontentUnavailableConfiguration: { preset: loading }\nitems: []\n---\n")
    #expect(html.contains(
      "<div class=\"lp-content-unavailable preset-loading\" role=\"status\"><span class=\"lp-activity-indicator\"></span>"
        + "<p class=\"lp-unavailable-text\">Loading…</p></div>"))
  }
}

/// An empty state's picture is published with the page, as every image of
/// it is.
@Suite struct ContentUnavailableImageTests {
  @Test func anEmptyStatesImageFileIsCopied() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.png, to: "in/images/empty.png")
    try folder.write(
      "---\ncontentUnavailableConfiguration: { image: images/empty.png, text: Nothing }\nitems: []\n---\n", to: "in/list.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(!report.failed, "\(report.diagnostics)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/images/empty.png")) == Data(ImageFixtures.png))
    let html = try String(contentsOfFile: folder.path + "/out/list.html", encoding: .utf8)
    #expect(html.contains("<img class=\"lp-unavailable-image\" src=\"images/empty.png\" alt=\"\" loading=\"lazy\">"))
  }
}
