import ListPressKit
import Testing

@Suite struct SectionDecodingTests {
  @Test func decodesEverySectionKey() throws {
    let source = """
      ---
      sections:
        - id: party
          header: Party
          footer: Members who travel with Cloud.
          layout: grid
          columns: 3
          items:
            - text: Cloud
        - layout: horizontal
          items: []
        - layout: list
          items: []
        - items: []
      ---
      """
    let page = try decodePage(source)
    #expect(page.sections.count == 4)
    let party = page.sections[0]
    #expect(party.id == "party")
    #expect(party.header == "Party")
    #expect(party.footer == "Members who travel with Cloud.")
    #expect(party.layout == .grid(columns: 3))
    #expect(party.items.map(\.text) == ["Cloud"])
    #expect("\(party.position)" == source.position(of: "id: party"))
    #expect(page.sections[1].layout == .horizontal)
    #expect(page.sections[2].layout == .list)
    #expect(page.sections[3] == ListSection(position: TextPosition(line: 14, column: 5)))
  }

  @Test func aGridHasTwoColumnsByDefault() throws {
    let page = try decodePage("---\nsections:\n  - layout: grid\n    items: []\n---\n")
    #expect(page.sections[0].layout == .grid(columns: SectionLayout.defaultGridColumns))
    #expect(SectionLayout.defaultGridColumns == 2)
  }

  @Test func itemsMakeOneSectionWithoutHeaderOrFooter() throws {
    let source = """
      ---
      items:
        - text: Apple
        - text: Banana
      ---
      """
    let page = try decodePage(source)
    #expect(page.sections.count == 1)
    #expect(page.sections[0].id == nil)
    #expect(page.sections[0].header == nil)
    #expect(page.sections[0].footer == nil)
    #expect(page.sections[0].layout == .list)
    #expect(page.sections[0].items.map(\.text) == ["Apple", "Banana"])
    #expect("\(page.sections[0].position)" == source.position(of: "- text: Apple"))
  }

  @Test(arguments: [
    ("layout: gird", "gird", "unknown layout 'gird'; did you mean 'grid'?", "expected one of 'list', 'grid' or 'horizontal'"),
    ("itmes: []", "itmes", "unknown key 'itmes' in section; did you mean 'items'?", "expected one of 'id', 'header', 'footer', 'appearance', 'headerMode', 'footerMode', 'textProperties', 'secondaryTextProperties', 'showsSeparators', 'separatorConfiguration', 'headerTopPadding', 'layout', 'columns', 'orthogonalScrollingBehavior', 'items' or 'contentUnavailableConfiguration'"),
  ])
  func suggestsSectionKeysAndLayouts(line: String, word: String, message: String, note: String) {
    let source = "---\nsections:\n  - \(line)\n---\n"
    let at = source.at(word)
    #expect(decode(source).diagnostics == ["\(at): error: \(message)\n\(at): note: \(note)"])
  }

  @Test func namesTheSectionKeysWhenNothingIsClose() {
    let source = "---\nsections:\n  - name: Party\n    items: []\n---\n"
    #expect(decode(source).diagnostics == [
      "\(source.at("name")): error: unknown key 'name' in section; expected one of 'id', 'header', 'footer', 'appearance', 'headerMode', 'footerMode', 'textProperties', 'secondaryTextProperties', 'showsSeparators', 'separatorConfiguration', 'headerTopPadding', 'layout', 'columns', 'orthogonalScrollingBehavior', 'items' or 'contentUnavailableConfiguration'"
    ])
  }

  @Test(arguments: [
    ("columns: 0", "0", "expected an integer of 1 or more for 'columns', found 0"),
    ("columns: -2", "-2", "expected an integer of 1 or more for 'columns', found -2"),
    ("columns: 2.5", "2.5", "expected an integer for 'columns', found 2.5"),
    ("columns: '3'", "'3'", "expected an integer for 'columns', found a string"),
  ])
  func refusesColumnsThatAreNotAPositiveInteger(line: String, value: String, message: String) {
    let source = "---\nsections:\n  - layout: grid\n    \(line)\n    items: []\n---\n"
    #expect(decode(source).diagnostics == ["\(source.at(value, after: "columns:")): error: \(message)"])
  }

  @Test(arguments: ["", "    layout: list\n", "    layout: horizontal\n"])
  func refusesColumnsOutsideAGrid(layoutLine: String) {
    let source = "---\nsections:\n  - items: []\n\(layoutLine)    columns: 3\n---\n"
    #expect(decode(source).diagnostics == [
      "\(source.at("columns")): error: 'columns' applies only to a grid section; add 'layout: grid'"
    ])
  }

  @Test func refusesASectionThatIsNotAMap() {
    let source = """
      ---
      sections:
        - Party
        - items: []
      ---
      """
    #expect(decode(source).diagnostics == [
      "\(source.at("Party")): error: expected a section (a map with 'items') in 'sections', found a string"
    ])
  }

  @Test func warnsAboutHeadersAndFootersThatWillNotShow() throws {
    let source = """
      ---
      headerMode: none
      footerMode: none
      sections:
        - header: Party
          footer: Fine print
          items: []
      ---
      """
    let result = decode(source)
    #expect(result.diagnostics == [
      "\(source.at("header:", after: "sections")): warning: 'header' is not shown because headerMode is 'none'; use headerMode: supplementary",
      "\(source.at("footer:", after: "sections")): warning: 'footer' is not shown because footerMode is 'none'; use footerMode: supplementary",
    ])
    #expect(result.page?.sections[0].header == "Party")
  }

  @Test func warnsAboutHeadersBesideFirstItemInSection() {
    let source = """
      ---
      sections:
        - header: Party
          items:
            - text: Cloud
      headerMode: firstItemInSection
      ---
      """
    #expect(decode(source).diagnostics == [
      "\(source.at("header")): warning: 'header' is not shown because headerMode is 'firstItemInSection', where the first item is the header"
    ])
  }
}
