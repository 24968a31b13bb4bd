import ListPressKit
import Testing

/// `textProperties` and `secondaryTextProperties`
/// (`UIListContentConfiguration.TextProperties`), on the page, a section
/// and an item.
@Suite struct TextPropertiesDecodingTests {
  @Test(arguments: [
    ("{ font: headline }", TextProperties(font: .headline)),
    ("{ font: caption2 }", TextProperties(font: .caption2)),
    ("{ color: systemRed }", TextProperties(color: .system(.systemRed))),
    ("{ color: '#ff000080' }", TextProperties(color: .rgba(red: 255, green: 0, blue: 0, alpha: 128))),
    ("{ alignment: center }", TextProperties(alignment: .center)),
    ("{ alignment: justified }", TextProperties(alignment: .justified)),
    ("{ numberOfLines: 0 }", TextProperties(numberOfLines: 0)),
    ("{ numberOfLines: 2 }", TextProperties(numberOfLines: 2)),
    ("{ transform: capitalized }", TextProperties(transform: .capitalized)),
    (
      "{ font: footnote, color: secondaryLabel, alignment: natural, numberOfLines: 1, transform: uppercase }",
      TextProperties(font: .footnote, color: .system(.secondaryLabel), alignment: .natural, numberOfLines: 1, transform: .uppercase)
    ),
    ("{}", TextProperties()),
  ])
  func decodesEveryPropertyAtEveryLevel(written: String, expected: TextProperties) throws {
    let page = try decodePage(
      """
      ---
      textProperties: \(written)
      secondaryTextProperties: \(written)
      sections:
        - textProperties: \(written)
          secondaryTextProperties: \(written)
          items:
            - text: Row
              textProperties: \(written)
              secondaryTextProperties: \(written)
      ---

      """)
    #expect(page.textProperties == expected)
    #expect(page.secondaryTextProperties == expected)
    #expect(page.sections[0].textProperties == expected)
    #expect(page.sections[0].secondaryTextProperties == expected)
    #expect(page.sections[0].items[0].textProperties == expected)
    #expect(page.sections[0].items[0].secondaryTextProperties == expected)
  }

  @Test func leavesThemOutWhenNotGiven() throws {
    let page = try decodePage("---\nitems:\n  - text: Row\n---\n")
    #expect(page.textProperties == nil)
    #expect(page.sections[0].textProperties == nil)
    #expect(page.sections[0].items[0].secondaryTextProperties == nil)
  }

  @Test(arguments: [
    ("{ font: bold }", "bold", "unknown text style 'bold'"),
    ("{ font: title }", "title", "unknown text style 'title'; did you mean 'title1'?"),
    ("{ alignment: left }", "left", "unknown alignment 'left'"),
    ("{ transform: upper }", "upper", "unknown transform 'upper'"),
    ("{ numberOfLines: -1 }", "-1", "expected an integer of 1 or more for 'numberOfLines', found -1"),
    ("{ numberOfLines: 1.5 }", "1.5", "expected an integer for 'numberOfLines', found 1.5"),
    ("{ color: red }", "red", "unknown color 'red'"),
    ("bold", "bold", "expected a map for 'textProperties', found a string"),
  ])
  func refusesBadValuesAtTheirPlace(written: String, value: String, message: String) throws {
    let source = "---\nitems:\n  - text: Row\n    textProperties: \(written)\n---\n"
    let result = decode(source)
    #expect(result.page == nil)
    let first = try #require(result.diagnostics.first)
    #expect(first.hasPrefix("\(source.at(value, after: "textProperties:")): error: \(message)"))
  }

  @Test func suggestsTextPropertyKeys() {
    let source = "---\ntextProperties: { colour: systemRed }\nitems: []\n---\n"
    let at = source.at("colour")
    #expect(decode(source).diagnostics == [
      """
      \(at): error: unknown key 'colour' in textProperties; did you mean 'color'?
      \(at): note: expected one of 'font', 'color', 'alignment', 'numberOfLines' or 'transform'
      """
    ])
  }
}
