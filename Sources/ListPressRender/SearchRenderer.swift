import ListPressDecode

/// Draws a navigation item's search (`searchController`): the field under
/// the large title, `div.lp-search[role=search]` with `input.lp-search-field`
/// and, with scope titles, a segmented `div.lp-scope-bar` of radio buttons;
/// and the empty state search shows when no row matches. Both are `hidden`:
/// `listpress.js` shows the field, and filters the rows as the reader
/// types, so that without the script there is no field and every row shows.
struct SearchRenderer {
  /// The page whose search it is.
  let page: ListPage

  /// The search field's HTML; `""` without a search controller.
  var field: String {
    guard let controller = page.navigationItem.searchController else { return "" }
    var html = HTMLWriter()
    html.element("div") { tag in
      tag.class("lp-search")
      tag.attribute("role", literal: "search")
      tag.flag("hidden", when: true)
    } content: { html in
      html.void("input") { tag in
        tag.class("lp-search-field")
        tag.attribute("type", literal: "search")
        tag.attribute("placeholder", controller.placeholder)
        tag.attribute("aria-label", controller.placeholder)
        tag.attribute("autocomplete", literal: "off")
        tag.attribute("enterkeyhint", literal: "search")
      }
      guard !controller.scopeButtonTitles.isEmpty else { return }
      html.element("div") { tag in
        tag.class("lp-scope-bar")
        tag.attribute("role", literal: "radiogroup")
        tag.attribute("aria-label", literal: "Search scope")
      } content: { html in
        for (index, title) in controller.scopeButtonTitles.enumerated() {
          html.element("button") { tag in
            tag.attribute("type", literal: "button")
            tag.class("lp-scope-button")
            tag.attribute("role", literal: "radio")
            tag.attribute("aria-checked", index == 0 ? "true" : "false")
          } content: { html in
            html.text(title)
          }
        }
      }
    }
    return html.string
  }

  /// The empty state shown when no row matches; `""` without a search
  /// controller.
  var emptyState: String {
    guard page.navigationItem.searchController != nil else { return "" }
    var html = HTMLWriter()
    ContentUnavailableRenderer.write(
      ContentUnavailableConfiguration(preset: .search), images: .byPath, into: &html, asSearchResult: true)
    return html.string
  }
}
