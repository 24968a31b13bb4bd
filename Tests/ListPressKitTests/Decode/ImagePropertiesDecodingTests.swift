import ListPressKit
import Testing

@Suite struct ImagePropertiesDecodingTests {
  @Test(arguments: [
    ("{ maximumSize: 60 }", ImageProperties(maximumSize: ImageSize(width: 60, height: 60))),
    ("{ maximumSize: [40, 30.5] }", ImageProperties(maximumSize: ImageSize(width: 40, height: 30.5))),
    ("{ cornerRadius: 12.5 }", ImageProperties(cornerRadius: 12.5)),
    ("{ cornerRadius: 0 }", ImageProperties(cornerRadius: 0)),
    ("{ tintColor: '#abc' }", ImageProperties(tintColor: .rgba(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 255))),
    ("{ reservedLayoutSize: 40 }", ImageProperties(reservedLayoutSize: ImageSize(width: 40, height: 40))),
    ("{ reservedLayoutSize: [44, 30] }", ImageProperties(reservedLayoutSize: ImageSize(width: 44, height: 30))),
    ("{}", ImageProperties()),
  ])
  func decodesEveryProperty(written: String, expected: ImageProperties) throws {
    let page = try decodePage("---\nimageProperties: \(written)\nitems: []\n---\n")
    #expect(page.imageProperties == expected)
  }

  /// An item's own image properties (the page's are page-wide).
  @Test func decodesAnItemsOwnProperties() throws {
    let page = try decodePage(
      "---\nitems:\n  - text: Wi-Fi\n    image: symbol:wifi\n    imageProperties: { tintColor: systemBlue, maximumSize: 20 }\n---\n")
    #expect(
      page.sections[0].items[0].imageProperties
        == ImageProperties(maximumSize: ImageSize(width: 20, height: 20), tintColor: .system(.systemBlue)))
    #expect(page.imageProperties == nil)
  }

  @Test(arguments: [
    ("{ cornerRadius: -3 }", "-3", "expected zero or a positive number for 'cornerRadius', found -3"),
    ("{ cornerRadius: .inf }", ".inf", "expected a finite number for 'cornerRadius', found .inf"),
    ("{ cornerRadius: round }", "round", "expected a number for 'cornerRadius', found a string"),
    ("{ maximumSize: [60] }", "[60]", "expected a number or [width, height] for 'maximumSize', found a list of 1 entries"),
    ("{ maximumSize: [1, 2, 3] }", "[1", "expected a number or [width, height] for 'maximumSize', found a list of 3 entries"),
    ("{ maximumSize: [40, -1] }", "-1", "expected zero or a positive number for 'maximumSize', found -1"),
    ("{ maximumSize: { width: 4 } }", "{ width", "expected a number or [width, height] for 'maximumSize', found a map"),
    ("{ maximumSize: big }", "big", "expected a number for 'maximumSize', found a string"),
    ("{ tintColor: zebra }", "zebra", "unknown color 'zebra'; expected \(colorsAccepted("clear", "label", "black"))"),
  ])
  func refusesBadValues(written: String, value: String, message: String) {
    let source = "---\nimageProperties: \(written)\nitems: []\n---\n"
    #expect(decode(source).diagnostics == ["\(source.at(value, after: ": {")): error: \(message)"])
  }

  @Test func suggestsImagePropertyKeys() {
    let source = "---\nimageProperties: { cornerRadious: 4 }\nitems: []\n---\n"
    let at = source.at("cornerRadious")
    #expect(decode(source).diagnostics == [
      """
      \(at): error: unknown key 'cornerRadious' in imageProperties; did you mean 'cornerRadius'?
      \(at): note: expected one of 'maximumSize', 'cornerRadius', 'tintColor' or 'reservedLayoutSize'
      """
    ])
  }

  /// The content configuration's spacings, on the page and on an item.
  @Test func decodesSpacingsOnThePageAndAnItem() throws {
    let page = try decodePage(
      """
      ---
      imageToTextPadding: 12
      textToSecondaryTextVerticalPadding: 4.5
      items:
        - text: Row
          textToSecondaryTextHorizontalPadding: 20
      ---

      """)
    #expect(page.spacing == ContentSpacing(imageToTextPadding: 12, textToSecondaryTextVerticalPadding: 4.5))
    #expect(page.sections[0].items[0].spacing == ContentSpacing(textToSecondaryTextHorizontalPadding: 20))
  }

  @Test func refusesANegativeSpacing() {
    let source = "---\nitems:\n  - text: Row\n    imageToTextPadding: -2\n---\n"
    #expect(decode(source).diagnostics == [
      "\(source.at("-2")): error: expected zero or a positive number for 'imageToTextPadding', found -2"
    ])
  }
}
