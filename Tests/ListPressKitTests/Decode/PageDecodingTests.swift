import ListPressKit
import Testing

@Suite struct PageDecodingTests {
  @Test func decodesEveryPageKey() throws {
    let page = try decodePage(
      """
      ---
      title: Characters
      appearance: insetGrouped
      headerMode: firstItemInSection
      footerMode: supplementary
      showsSeparators: false
      cellStyle: subtitleCell
      imageProperties: { maximumSize: 60, cornerRadius: 30, tintColor: systemPink }
      tintColor: "#FF9500"
      editing: true
      colorScheme: dark
      draft: true
      items:
        - text: Cloud Strife
      ---
      Every member of the party.
      """
    )
    #expect(page.path == "list.md")
    #expect(page.title == "Characters")
    #expect(page.appearance == .insetGrouped)
    #expect(page.headerMode == .firstItemInSection)
    #expect(page.footerMode == .supplementary)
    #expect(page.showsSeparators == false)
    #expect(page.cellStyle == .subtitleCell)
    #expect(page.imageProperties == ImageProperties(
      maximumSize: ImageSize(width: 60, height: 60),
      cornerRadius: 30,
      tintColor: .system(.systemPink)
    ))
    #expect(page.tintColor == .rgba(red: 255, green: 149, blue: 0, alpha: 255))
    #expect(page.editing == true)
    #expect(page.colorScheme == .dark)
    #expect(page.draft == true)
    #expect(page.sections.map { $0.items.map(\.text) } == [["Cloud Strife"]])
    #expect(page.body == "Every member of the party.")
    #expect(page.bodyStartLine == 16)
    #expect(page.userData == [])
  }

  @Test func appliesEveryDefault() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: Apple
      ---
      """,
      path: "Examples/fruit.md"
    )
    #expect(page.title == "fruit")
    #expect(page.appearance == .plain)
    #expect(page.headerMode == .none)
    #expect(page.footerMode == .none)
    #expect(page.showsSeparators == true)
    #expect(page.cellStyle == .cell)
    #expect(page.imageProperties == nil)
    #expect(page.tintColor == .system(.systemBlue))
    #expect(page.editing == false)
    #expect(page.colorScheme == .auto)
    #expect(page.draft == false)
  }

  @Test(arguments: [
    ("fruit.md", "fruit"),
    ("Examples/Fruit Salad.md", "Fruit Salad"),
    ("a/b/release.notes.md", "release.notes"),
    ("a/README", "README"),
    ("lists/.md", ".md"),
  ])
  func titleDefaultsToTheFileNameWithoutExtension(path: String, title: String) throws {
    let page = try decodePage("---\nitems: []\n---\n", path: path)
    #expect(page.title == title)
  }

  @Test(arguments: [Appearance.sidebar, .sidebarPlain])
  func sidebarAppearancesHideSeparatorsAndUseSidebarCells(appearance: Appearance) throws {
    let page = try decodePage("---\nappearance: \(appearance.rawValue)\nitems: []\n---\n")
    #expect(page.appearance == appearance)
    #expect(page.showsSeparators == false)
    #expect(page.cellStyle == .sidebarCell)
  }

  @Test(arguments: [Appearance.plain, .grouped, .insetGrouped])
  func otherAppearancesKeepSeparatorsAndPlainCells(appearance: Appearance) throws {
    let page = try decodePage("---\nappearance: \(appearance.rawValue)\nitems: []\n---\n")
    #expect(page.showsSeparators == true)
    #expect(page.cellStyle == .cell)
  }

  @Test func givenValuesOverrideTheSidebarDefaults() throws {
    let page = try decodePage(
      """
      ---
      appearance: sidebar
      showsSeparators: true
      cellStyle: accompaniedSidebarSubtitleCell
      items: []
      ---
      """
    )
    #expect(page.showsSeparators == true)
    #expect(page.cellStyle == .accompaniedSidebarSubtitleCell)
  }

  @Test func headerAndFooterModesFollowTheSections() throws {
    let withBoth = try decodePage(
      """
      ---
      sections:
        - items: []
        - header: Party
          footer: Members who travel with Cloud.
          items: []
      ---
      """
    )
    #expect(withBoth.headerMode == .supplementary)
    #expect(withBoth.footerMode == .supplementary)

    let withHeaderOnly = try decodePage("---\nsections:\n  - header: Party\n    items: []\n---\n")
    #expect(withHeaderOnly.headerMode == .supplementary)
    #expect(withHeaderOnly.footerMode == .none)

    let withFooterOnly = try decodePage("---\nsections:\n  - footer: Fine print\n    items: []\n---\n")
    #expect(withFooterOnly.headerMode == .none)
    #expect(withFooterOnly.footerMode == .supplementary)
  }

  @Test func keepsUnknownPageKeysAsPageDataInOrder() throws {
    let page = try decodePage(
      """
      ---
      date: 2024-05-01
      tags: [swift, lists]
      items: []
      layout: post
      rating: 4.5
      published: true
      ---
      """
    )
    #expect(page.userData.map { $0.key.scalar?.text } == ["date", "tags", "layout", "rating", "published"])
    #expect(page.userData[0].value.scalar?.value == .string("2024-05-01"))
    #expect(page.userData[1].value.sequence?.map { $0.scalar?.text } == ["swift", "lists"])
    #expect(page.userData[2].value.scalar?.value == .string("post"))
    #expect(page.userData[3].value.scalar?.value == .double(4.5))
    #expect(page.userData[4].value.scalar?.value == .bool(true))
  }

  @Test(arguments: [
    ("apperance", "appearance"),
    ("Title", "title"),
    ("tintColour", "tintColor"),
    ("section", "sections"),
    ("headermode", "headerMode"),
  ])
  func warnsAboutNearMissesOfPageKeysButKeepsThem(typo: String, key: String) throws {
    let source = "---\n\(typo): grouped\nitems: []\n---\n"
    let result = decode(source)
    #expect(result.diagnostics == [
      """
      list.md:2:1: warning: unknown key '\(typo)' in page; did you mean '\(key)'?
      list.md:2:1: note: keys the contract does not define are kept as page data
      """
    ])
    let page = try #require(result.page)
    #expect(page.userData.map { $0.key.scalar?.text } == [typo])
  }

  @Test(arguments: [
    ("appearance: insetgrouped", "unknown appearance 'insetgrouped'; did you mean 'insetGrouped'?\nlist.md:2:13: note: expected one of 'plain', 'grouped', 'insetGrouped', 'sidebar' or 'sidebarPlain'"),
    ("appearance: fancy", "unknown appearance 'fancy'; expected one of 'plain', 'grouped', 'insetGrouped', 'sidebar' or 'sidebarPlain'"),
    ("headerMode: supplementry", "unknown header mode 'supplementry'; did you mean 'supplementary'?\nlist.md:2:13: note: expected one of 'none', 'supplementary' or 'firstItemInSection'"),
    ("footerMode: firstItemInSection", "unknown footer mode 'firstItemInSection'; expected one of 'none' or 'supplementary'"),
    ("cellStyle: subtitle", "unknown cell style 'subtitle'; expected one of 'cell', 'subtitleCell', 'valueCell', 'sidebarCell', 'sidebarSubtitleCell', 'accompaniedSidebarCell' or 'accompaniedSidebarSubtitleCell'"),
    ("colorScheme: Dark", "unknown color scheme 'Dark'; did you mean 'dark'?\nlist.md:2:14: note: expected one of 'auto', 'light' or 'dark'"),
    ("tintColor: systemblue", "unknown color 'systemblue'; did you mean 'systemBlue'?\nlist.md:2:12: note: expected \(colorsAccepted("systemBlue", "systemBrown", "systemCyan"))"),
    ("tintColor: '#12345'", "invalid hex color '#12345'; expected '#RGB', '#RRGGBB' or '#RRGGBBAA'"),
  ])
  func reportsUnknownValuesWithTheAcceptedOnes(line: String, message: String) {
    let source = "---\n\(line)\nitems: []\n---\n"
    let valueColumn = line.firstIndex(of: ":").map { line.distance(from: line.startIndex, to: $0) + 3 }!
    #expect(decode(source) == DecodeResult(page: nil, diagnostics: ["list.md:2:\(valueColumn): error: \(message)"]))
  }

  @Test(arguments: [
    ("title: [a, b]", 8, "expected a string for 'title', found a list"),
    ("showsSeparators: 1", 18, "expected a boolean for 'showsSeparators', found a number"),
    ("editing: yes", 10, "expected a boolean for 'editing', found a string\nlist.md:2:10: note: 'yes' is a string in YAML 1.2; write true or false"),
    ("draft: Off", 8, "expected a boolean for 'draft', found a string\nlist.md:2:8: note: 'Off' is a string in YAML 1.2; write true or false"),
    ("draft: 'true'", 8, "expected a boolean for 'draft', found a string\nlist.md:2:8: note: a quoted 'true' is a string; write true or false without quotes"),
    ("imageProperties: 3", 18, "expected a map for 'imageProperties', found a number"),
    ("tintColor: { red: 1 }", 12, "expected a string for 'tintColor', found a map"),
    ("colorScheme: [dark]", 14, "expected a string for 'colorScheme', found a list"),
  ])
  func reportsValuesOfTheWrongType(line: String, column: Int, message: String) {
    let source = "---\n\(line)\nitems: []\n---\n"
    #expect(decode(source) == DecodeResult(page: nil, diagnostics: ["list.md:2:\(column): error: \(message)"]))
  }

  @Test(arguments: [
    ("items: { text: Apple }", 8, "expected a list for 'items', found a map"),
    ("sections: Party", 11, "expected a list for 'sections', found a string"),
  ])
  func reportsListsOfTheWrongType(line: String, column: Int, message: String) {
    #expect(decode("---\n\(line)\n---\n") == DecodeResult(page: nil, diagnostics: ["list.md:2:\(column): error: \(message)"]))
  }

  @Test func aMissingValueIsNull() {
    let source = """
      ---
      title:
      items: []
      ---
      """
    #expect(decode(source).diagnostics == ["list.md:2:7: error: expected a string for 'title', found null"])
  }

  @Test func anUnquotedHexColorIsAComment() {
    let source = """
      ---
      tintColor: #FF9500
      items: []
      ---
      """
    #expect(decode(source).diagnostics == [
      """
      list.md:2:11: error: expected a color for 'tintColor', found null
      list.md:2:11: note: in YAML a '#' after a space starts a comment; quote hex colors, as in tintColor: "#FF9500"
      """
    ])
  }

  @Test(arguments: [
    ("---\n- text: Apple\n---\n", "list.md:2:1: error: expected a map of page keys in the front matter, found a list"),
    ("---\nJust a sentence.\n---\n", "list.md:2:1: error: expected a map of page keys in the front matter, found a string"),
    ("---\n---\nBody\n", "list.md:2:1: error: the front matter is empty; expected a map with 'items' or 'sections'"),
  ])
  func refusesAFrontMatterThatIsNotAMap(source: String, diagnostic: String) {
    #expect(decode(source) == DecodeResult(page: nil, diagnostics: [diagnostic]))
  }

  @Test func refusesSectionsAndItemsTogether() {
    let source = """
      ---
      sections:
        - items: []
      items:
        - text: Apple
      ---
      """
    #expect(decode(source).diagnostics == [
      """
      \(source.at("items:", after: "[]")): error: a page has 'sections' or 'items', not both
      \(source.at("sections")): note: 'sections' is here
      """
    ])
  }

  @Test func refusesAPageWithoutItemsOrSections() {
    let source = """
      ---
      title: Nothing
      ---
      """
    #expect(decode(source).diagnostics == [
      "\(source.at("title")): error: missing 'items' or 'sections'; a page lists its items in one of them"
    ])
  }
}

/// What a colour may be, as messages say it, naming three system colours.
func colorsAccepted(_ first: String, _ second: String, _ third: String) -> String {
  "a system color name such as '\(first)', '\(second)' or '\(third)' (docs/format.md, 'Colors', lists them all) "
    + "or a hex color '#RGB', '#RRGGBB' or '#RRGGBBAA'"
}
