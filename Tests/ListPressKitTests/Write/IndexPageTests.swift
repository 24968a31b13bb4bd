import ListPressKit
import Testing

@Suite struct IndexPageTests {
  private let entries = [
    IndexPage.Entry(title: "Zeta", path: "zeta.html"),
    IndexPage.Entry(title: "Party", path: "guides/party.html"),
    IndexPage.Entry(title: "alpha", path: "alpha.html"),
    IndexPage.Entry(title: "<Places>", path: "guides/places & more.html"),
    IndexPage.Entry(title: "Deep", path: "guides/deep/deep.html"),
  ]

  private func render(_ index: IndexPage) -> String {
    try! index.render(with: PageRenderer())
  }

  @Test func listsEveryPageByFolderAndTitle() {
    let html = render(IndexPage(entries: entries))
    #expect(html.contains("<title>Index</title>"))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"\(TemplateSet.builtIn.stylesheetFileName)\">"))
    #expect(html.contains("appearance-insetGrouped"))
    #expect(html.containsInOrder([
      "<section class=\"lp-section layout-list section-insetGrouped\" style=\"--rows: ",
      "<span class=\"lp-row\"><a class=\"lp-texts\" href=\"alpha.html\"><span>alpha</span>",
      "href=\"zeta.html\"",
      "<section class=\"lp-section layout-list section-insetGrouped\" id=\"folder-guides\" style=\"--rows: ",
      "<h2 class=\"lp-section-header\">guides</h2>",
      "<span class=\"lp-row\"><a class=\"lp-texts\" href=\"guides/places%20&amp;%20more.html\"><span>&lt;Places&gt;</span>",
      "href=\"guides/party.html\"",
      "<section class=\"lp-section layout-list section-insetGrouped\" id=\"folder-guides-deep\" style=\"--rows: ",
      "<h2 class=\"lp-section-header\">guides/deep</h2>",
      "href=\"guides/deep/deep.html\"",
    ]))
    #expect(html.occurrences(of: "lp-accessory-disclosureIndicator") == entries.count)
  }

  @Test func isTheSameWhateverTheOrderOfEntries() {
    #expect(render(IndexPage(entries: entries.reversed())) == render(IndexPage(entries: entries)))
  }
}
