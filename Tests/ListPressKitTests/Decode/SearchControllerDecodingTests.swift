import ListPressKit
import Testing

/// A navigation item's `searchController` (UISearchController's search bar).
@Suite struct SearchControllerDecodingTests {
  @Test func decodesThePlaceholderAndScopes() throws {
    let page = try decodePage(
      """
      ---
      navigationItem:
        searchController:
          searchBar: { placeholder: Search Contacts, scopeButtonTitles: [All, Friends, Work] }
      items: [{ text: Row }]
      ---

      """)
    #expect(
      page.navigationItem.searchController
        == SearchController(placeholder: "Search Contacts", scopeButtonTitles: ["All", "Friends", "Work"]))
  }

  @Test func anEmptySearchBarIsUIKitsDefault() throws {
    let page = try decodePage("---\nnavigationItem: { searchController: { searchBar: {} } }\nitems: [{ text: Row }]\n---\n")
    #expect(page.navigationItem.searchController == SearchController(placeholder: "Search", scopeButtonTitles: []))
  }

  @Test(arguments: [
    ("{ searchBar: { placeholdr: Find } }", "placeholdr", "unknown key 'placeholdr' in search bar; did you mean 'placeholder'?"),
    ("{ searchBar: { scopeButtonTitles: [All] } }", "[All]", "'scopeButtonTitles' has one title; a scope bar chooses among two or more"),
    ("{ searchBar: { scopeButtonTitles: All } }", "All", "expected a list for 'scopeButtonTitles', found a string"),
    ("{ placeholder: Find }", "placeholder", "unknown key 'placeholder' in search controller; expected one of 'searchBar'"),
    ("{ searchBar: Find }", "Find", "expected a map for 'searchBar', found a string"),
  ])
  func refusesWhatItDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nnavigationItem: { searchController: \(written) }\nitems: [{ text: Row }]\n---\n"
    expectRefused(source, at: needle, after: "searchController:", message)
  }

  @Test func onThePageItSaysWhereItGoes() {
    let source = "---\nsearchController: { searchBar: {} }\nitems: [{ text: Row }]\n---\n"
    let result = decode(source)
    #expect(result.page != nil)
    #expect(
      result.diagnostics.first?.hasPrefix(
        "\(source.at("searchController")): warning: 'searchController' is not a key of a page; it goes in 'navigationItem'")
        == true, "\(result.diagnostics)")
  }
}
