import ListPressKit
import Testing

/// The section index's HTML: which title leads to which section.
@Suite struct SectionIndexRenderTests {
  /// The index's links, as title → anchor, of a page with `indexTitles`
  /// and sections headed by `headers` (ids `s0`, `s1`, …).
  private func index(
    _ indexTitles: String, headers: [String], headerMode: String = "supplementary"
  ) throws -> [String] {
    let sections = headers.enumerated().map { index, header in
      headerMode == "firstItemInSection"
        ? "  - { id: s\(index), items: [{ text: \"\(header)\" }, { text: Row }] }"
        : "  - { id: s\(index), header: \"\(header)\", items: [{ text: Row }] }"
    }.joined(separator: "\n")
    let page = try decodePage("---\nindexTitles: \(indexTitles)\nheaderMode: \(headerMode)\nsections:\n\(sections)\n---\n")
    let html = try PageRenderer().render(page, at: "list.html")
    guard let nav = html.firstMatch(of: /<nav class="lp-section-index" aria-label="Section index">(.*?)<\/nav>/) else {
      return []
    }
    return nav.1.matches(of: /<a href="#([^"]+)">([^<]+)<\/a>/).map { "\($0.2)→\($0.1)" }
  }

  @Test func autoGivesEachHeadersFirstCharacterOnce() throws {
    #expect(try index("auto", headers: ["apples", "Avocados", "Bananas", "ébène", "42"]) == ["A→s0", "B→s2", "É→s3", "4→s4"])
  }

  @Test func aListLeadsEachTitleToItsSectionOrTheNextOne() throws {
    #expect(
      try index("[A, B, C, Q, S, Z, \"#\"]", headers: ["Ada", "Cleo", "Rosa", "Stan", "Étienne", "123"])
        == ["A→s0", "B→s1", "C→s1", "Q→s2", "S→s3", "Z→s4", "#→s5"])
  }

  @Test func aTitleAfterEveryHeaderLeadsToTheLastSection() throws {
    #expect(try index("[A, Z, \"#\"]", headers: ["Ada", "Bea"]) == ["A→s0", "Z→s1", "#→s1"])
  }

  @Test func firstItemInSectionUsesTheFirstItemsText() throws {
    #expect(try index("auto", headers: ["Fruit", "Vegetables"], headerMode: "firstItemInSection") == ["F→s0", "V→s1"])
  }

  @Test func sectionsWithoutHeadersGiveNoIndex() throws {
    let page = try decodePage("---\nindexTitles: auto\nitems: [{ text: Row }]\n---\n")
    let html = try PageRenderer().render(page, at: "list.html")
    #expect(!html.contains("lp-section-index"))
  }

  @Test func theIndexFollowsTheListAndMarksThePage() throws {
    let page = try decodePage("---\nindexTitles: [\"<A>\"]\nsections: [{ id: a, header: \"<A>\", items: [{ text: Row }] }]\n---\n")
    let html = try PageRenderer().render(page, at: "list.html")
    #expect(html.contains(
      "</div>\n<nav class=\"lp-section-index\" aria-label=\"Section index\"><a href=\"#a\">&lt;A&gt;</a></nav>\n</main>"))
    #expect(html.contains("has-section-index"))
    // A fragment has no index: it would float over the page it is pasted in.
    #expect(!(try PageRenderer().renderFragment(page)).contains("lp-section-index"))
  }
}
