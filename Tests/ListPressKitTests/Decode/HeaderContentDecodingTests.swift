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
    ("{ text: Fruit, colour: red }", "colour", "unknown key 'colour' in header; expected one of 'text', 'secondaryText' or 'style'"),
  ])
  func refusesWhatAHeaderDoesNotTake(written: String, at needle: String, message: String) {
    let source = section(written)
    let result = decode(source)
    #expect(result.page == nil)
    #expect(result.diagnostics.first?.hasPrefix("\(source.at(needle, after: "header:")): error: \(message)") == true,
            "\(result.diagnostics)")
  }
}
