import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

@Suite struct SymbolSpriteTests {
  @Test func readsEachSymbolInOrder() {
    let sprite = """
      <svg xmlns="http://www.w3.org/2000/svg">
      <!-- <symbol id="commented" viewBox="0 0 1 1"> is a comment's text -->
      <symbol id="a.fill" viewBox="0 0 16 16"><path d="M0 0h16v16H0z"/></symbol>
      <symbol id="b" viewBox="0 0 8 8" data-approximate="true"><circle cx="4" cy="4" r="4"/><rect width="1" height="1"/></symbol>
      </svg>
      """
    let symbols = SymbolSprite.symbols(in: sprite)
    #expect(symbols.map(\.name) == ["a.fill", "b"])
    #expect(
      symbols.first
        == Symbol(name: "a.fill", viewBox: "0 0 16 16", body: #"<path d="M0 0h16v16H0z"/>"#, isApproximate: false))
    #expect(symbols.last?.viewBox == "0 0 8 8")
    #expect(symbols.last?.body == #"<circle cx="4" cy="4" r="4"/><rect width="1" height="1"/>"#)
    #expect(symbols.last?.isApproximate == true)
  }

  @Test func skipsSymbolsWithoutAnIdOrAViewBox() {
    let sprite = """
      <symbol viewBox="0 0 16 16"><path d="M0 0"/></symbol>
      <symbol id="no-view-box"><path d="M0 0"/></symbol>
      <symbol id="kept" viewBox="0 0 16 16"><path d="M0 0"/></symbol>
      """
    #expect(SymbolSprite.symbols(in: sprite).map(\.name) == ["kept"])
  }

  @Test func stopsAtAnUnfinishedSymbol() {
    let sprite = #"<symbol id="whole" viewBox="0 0 16 16"></symbol><symbol id="cut" viewBox="0 0 16 16"><path"#
    #expect(SymbolSprite.symbols(in: sprite).map(\.name) == ["whole"])
  }

  @Test func readsNothingFromAnEmptySprite() {
    #expect(SymbolSprite.symbols(in: "").isEmpty)
    #expect(SymbolSprite.symbols(in: "<svg></svg>").isEmpty)
  }

  @Test func firstOfTwoSameNamedSymbolsCounts() {
    let catalog = SymbolCatalog(
      sprite: #"<symbol id="x" viewBox="0 0 1 1">first</symbol><symbol id="x" viewBox="0 0 1 1">second</symbol>"#)
    #expect(catalog.names == ["x"])
    #expect(catalog.symbol(named: "x")?.body == "first")
  }
}
