import ListPressKit
import Testing

/// A section header written as a map (`{ text, secondaryText, style }`),
/// after `UIListContentConfiguration`'s header configurations; a header
/// written as text keeps working.
@Suite struct HeaderContentDecodingTests {
  private func section(_ header: String) -> String {
    "---\nsections:\n  - header: \(header)\n    items: [{ text: Row }]\n---\n"
  }

  @Test(arguments: [
    ("Fruit", "Fruit", nil, nil),
    ("{ text: Fruit }", "Fruit", nil, nil),
    ("{ text: Fruit, style: prominentInsetGroupedHeader }", "Fruit", nil, HeaderStyle.prominentInsetGroupedHeader),
    ("{ text: Fruit, style: extraProminentInsetGroupedHeader }", "Fruit", nil, .extraProminentInsetGroupedHeader),
    ("{ text: Fruit, secondaryText: In season, style: header }", "Fruit", "In season", .header),
    ("{ text: Fruit, style: plainHeader }", "Fruit", nil, .plainHeader),
    ("{ text: Fruit, style: groupedHeader }", "Fruit", nil, .groupedHeader),
  ] as [(String, String, String?, HeaderStyle?)])
  func decodesTheHeader(written: String, text: String, secondaryText: String?, style: HeaderStyle?) throws {
    let page = try decodePage(section(written))
    #expect(page.sections[0].header == text)
    #expect(page.sections[0].headerSecondaryText == secondaryText)
    #expect(page.sections[0].headerStyle == style)
    #expect(page.headerMode == .supplementary)
  }

  @Test(arguments: [
    ("{ secondaryText: Only }", "{", "header is missing 'text'"),
    ("{ text: Fruit, style: prominent }", "prominent", "unknown header style 'prominent'; expected one of 'header', 'plainHeader', 'groupedHeader', 'prominentInsetGroupedHeader' or 'extraProminentInsetGroupedHeader'"),
    ("{ text: Fruit, style: .prominentInsetGroupedHeader }", ".prominent", "'.prominentInsetGroupedHeader' is Swift's shorthand; write 'prominentInsetGroupedHeader', without the leading '.'"),
    ("{ text: Fruit, colour: red }", "colour", "unknown key 'colour' in header; expected one of 'text', 'secondaryText', 'image' or 'style'"),
  ])
  func refusesWhatAHeaderDoesNotTake(written: String, at needle: String, message: String) {
    let source = section(written)
    expectRefused(source, at: needle, after: "header:", message)
  }
}

/// A header's image, and a footer written as a map
/// (`{ text, secondaryText, image, style }`).
@Suite struct FooterAndHeaderImageDecodingTests {
  @Test func decodesAHeaderImageAndAFooterMap() throws {
    let page = try decodePage(
      """
      ---
      sections:
        - header: { text: Accounts, image: "symbol:person.crop.circle" }
          footer: { text: Synced., secondaryText: Today., image: "symbol:icloud", style: groupedFooter }
          items: [{ text: Row }]
      ---

      """)
    let section = page.sections[0]
    #expect(section.headerImage == .symbol("person.crop.circle"))
    #expect(section.footer == "Synced.")
    #expect(section.footerSecondaryText == "Today.")
    #expect(section.footerImage == .symbol("icloud"))
    #expect(section.footerStyle == .groupedFooter)
    #expect(page.footerMode == .supplementary)
  }

  @Test(arguments: FooterStyle.allCases)
  func takesEveryFooterStyle(style: FooterStyle) throws {
    let page = try decodePage("---\nsections:\n  - footer: { text: End, style: \(style.rawValue) }\n    items: [{ text: Row }]\n---\n")
    #expect(page.sections[0].footerStyle == style)
  }

  @Test(arguments: [
    ("footer: { secondaryText: Only }", "{", "footer is missing 'text'"),
    ("footer: { text: End, style: prominentFooter }", "prominentFooter",
     "unknown footer style 'prominentFooter'; expected one of 'footer', 'plainFooter' or 'groupedFooter'"),
    ("footer: { text: End, colour: red }", "colour",
     "unknown key 'colour' in footer; expected one of 'text', 'secondaryText', 'image' or 'style'"),
    ("header: { text: Top, image: [a] }", "[a]", "expected a string for 'image', found a list"),
  ])
  func refusesWhatAFooterOrHeaderDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nsections:\n  - \(written)\n    items: [{ text: Row }]\n---\n"
    expectRefused(source, at: needle, after: "sections:", message)
  }
}
