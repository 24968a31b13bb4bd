import ListPressKit
import Testing

@Suite struct SymbolStylesheetTests {
  @Test func hasOneRuleForEverySymbolAfterThePlaceholder() {
    let css = SymbolStylesheet.css()
    let rules = css.split(separator: "\n").filter { $0.hasPrefix("[data-symbol=") }
    #expect(rules.count == SymbolCatalog.shared.names.count)
    #expect(css.containsInOrder(["[data-symbol] {", "--lp-symbol: url(\"data:image/svg+xml,", "[data-symbol=\""]))
    #expect(css.contains("[data-symbol=\"star.fill\"]{--lp-symbol:url(\"data:image/svg+xml,%3Csvg "))
  }

  @Test func keepsOnlyTheNamesAsked() {
    let css = SymbolStylesheet.css(for: ["star", "trash", "no.such.symbol"])
    let rules = css.split(separator: "\n").filter { $0.hasPrefix("[data-symbol=") }
    #expect(rules.map { String($0.prefix(while: { $0 != "{" })) } == ["[data-symbol=\"star\"]", "[data-symbol=\"trash\"]"])
  }

  @Test func dataURLsCannotEndTheirStringOrTheStylesheet() throws {
    for rule in SymbolStylesheet.css().split(separator: "\n") where rule.hasPrefix("[data-symbol=") {
      let url = try #require(rule.firstRange(of: "url(\"")).upperBound
      let body = rule[url...].dropLast(3)  // `")}`
      #expect(!body.contains("\""), "\(rule.prefix(40))")
      #expect(!body.contains("<"), "\(rule.prefix(40))")
      #expect(!body.contains("\\"), "\(rule.prefix(40))")
    }
  }

  @Test(arguments: [
    ("star.fill", "star.fill"),
    ("newspaper.fill", "newspaper"),
    ("no.such.symbol", "no.such.symbol"),
  ])
  func drawsAFillNameWithoutItsOwnSymbolWithTheOutline(name: String, drawn: String) {
    #expect(SymbolStylesheet.drawnName(for: name) == drawn)
  }
}
