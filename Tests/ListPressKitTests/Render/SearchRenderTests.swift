import ListPressKit
import Testing

/// The search field and the empty state of a search, in the HTML: both
/// hidden until the script shows them, so a page read without it shows
/// every row and no field.
@Suite struct SearchRenderTests {
  @Test func theFieldAndItsScopesFollowTheTitleHidden() throws {
    let page = try decodePage(
      """
      ---
      navigationItem:
        searchController: { searchBar: { placeholder: "Find <people>", scopeButtonTitles: [All, Work] } }
      items: [{ text: Row }]
      ---

      """)
    let html = try PageRenderer().render(page, at: "list.html")
    #expect(html.contains(
      "<h1 class=\"lp-title\">list</h1><div class=\"lp-search\" role=\"search\" hidden>"
        + "<input class=\"lp-search-field\" type=\"search\" placeholder=\"Find &lt;people&gt;\" aria-label=\"Find &lt;people&gt;\" autocomplete=\"off\" enterkeyhint=\"search\">"
        + "<div class=\"lp-scope-bar\" role=\"radiogroup\" aria-label=\"Search scope\">"
        + "<button type=\"button\" class=\"lp-scope-button\" role=\"radio\" aria-checked=\"true\">All</button>"
        + "<button type=\"button\" class=\"lp-scope-button\" role=\"radio\" aria-checked=\"false\">Work</button></div></div></header>"))
    #expect(html.contains(
      "</div>\n<div class=\"lp-content-unavailable preset-search lp-search-empty\" role=\"status\" hidden>"
        + "<span class=\"lp-unavailable-image\" data-symbol=\"magnifyingglass\"></span><p class=\"lp-unavailable-text\">No Results</p>"))
    #expect(html.contains("has-search"))
  }

  @Test func aPageWithoutSearchHasNeither() throws {
    let html = try PageRenderer().render(try decodePage("---\nitems: [{ text: Row }]\n---\n"), at: "list.html")
    #expect(!html.contains("lp-search"))
  }
}
