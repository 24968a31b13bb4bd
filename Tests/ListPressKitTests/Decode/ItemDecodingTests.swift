import ListPressKit
import Testing

@Suite struct ItemDecodingTests {
  @Test func decodesEveryItemKey() throws {
    let source = """
      ---
      items:
        - id: cloud
          text: Cloud Strife
          secondaryText: Mercenary
          image: images/cloud.png
          style: valueCell
          description: |
            Ex-**SOLDIER** for hire.
          link: https://example.org/cloud
          accessories: [checkmark]
          leadingSwipeActions:
            - title: Pin
          trailingSwipeActions:
            - title: Delete
              style: destructive
          selected: true
          disabled: true
          expanded: true
          children:
            - text: Buster Sword
      ---
      """
    let page = try decodePage(source)
    let item = try #require(page.sections.first?.items.first)
    #expect(item.id == "cloud")
    #expect(item.text == "Cloud Strife")
    #expect(item.secondaryText == "Mercenary")
    #expect(item.image == .file("images/cloud.png", position: try textPosition(source.position(of: "images/cloud.png"))))
    #expect(item.style == .valueCell)
    #expect(item.description == "Ex-**SOLDIER** for hire.\n")
    #expect(item.link == "https://example.org/cloud")
    // As written: the outline disclosure of an item with children is the
    // renderer's to add.
    #expect(item.accessories == [Accessory(.checkmark)])
    #expect(item.leadingSwipeActions == [SwipeAction(title: "Pin")])
    #expect(item.trailingSwipeActions == [SwipeAction(title: "Delete", style: .destructive)])
    #expect(item.selected == true)
    #expect(item.disabled == true)
    #expect(item.expanded == true)
    #expect(item.children.map(\.text) == ["Buster Sword"])
    #expect(item.children.first?.id == "buster-sword")
    #expect("\(item.position)" == source.position(of: "id: cloud"))
  }

  @Test func leavesUnsetItemKeysAtTheirDefaults() throws {
    let item = try #require(try decodePage("---\nitems:\n  - text: Apple\n---\n").sections.first?.items.first)
    #expect(item == ListItem(id: "apple", text: "Apple", position: TextPosition(line: 3, column: 5)))
  }

  @Test(arguments: [
    ("42", "42"), ("4.50", "4.50"), ("true", "true"), ("'null'", "null"), ("2024-05-01", "2024-05-01"), ("\"  spaced \"", "  spaced "),
  ])
  func textTakesAnyScalarAsWritten(written: String, text: String) throws {
    let page = try decodePage("---\nitems:\n  - text: \(written)\n---\n")
    #expect(page.sections.first?.items.first?.text == text)
  }

  @Test func anItemWithoutTextIsAnError() {
    let source = """
      ---
      items:
        - secondaryText: Mercenary
          image: images/cloud.png
      ---
      """
    #expect(decode(source).diagnostics == ["\(source.at("secondaryText")): error: item is missing 'text'"])
  }

  @Test(arguments: [
    ("text:", "expected a string for 'text', found null"),
    ("text: [Cloud]", "expected a string for 'text', found a list"),
    ("text: { first: Cloud }", "expected a string for 'text', found a map"),
  ])
  func textMustBeAScalar(line: String, message: String) {
    let source = "---\nitems:\n  - \(line)\n---\n"
    let column = line == "text:" ? 10 : 11
    #expect(decode(source).diagnostics == ["list.md:3:\(column): error: \(message)"])
  }

  @Test func anItemThatIsNotAMapShowsHowToWriteIt() {
    let source = """
      ---
      items:
        - Apple
        - [Banana]
      ---
      """
    #expect(decode(source).diagnostics == [
      """
      \(source.at("Apple")): error: expected an item (a map with 'text') in a list of items, found a string
      \(source.at("Apple")): note: an item is a map; write '- text: Apple'
      """,
      "\(source.at("[Banana]")): error: expected an item (a map with 'text') in a list of items, found a list",
    ])
  }

  @Test func suggestsItemKeys() {
    let source = """
      ---
      items:
        - text: Cloud
          accesories: [checkmark]
          colour: red
      ---
      """
    let accepted =
      "expected one of 'id', 'text', 'secondaryText', 'image', 'style', 'textProperties', 'secondaryTextProperties', 'imageProperties', 'imageToTextPadding', 'textToSecondaryTextVerticalPadding', 'textToSecondaryTextHorizontalPadding', 'directionalLayoutMargins', 'prefersSideBySideTextAndSecondaryText', 'separatorConfiguration', 'description', 'link', 'accessories', "
      + "'leadingSwipeActions', 'trailingSwipeActions', 'contextMenu', 'selected', 'disabled', 'children', 'expanded', 'highlighted', 'focused', 'swiped' or 'dragState'"
    #expect(decode(source).diagnostics == [
      """
      \(source.at("accesories")): error: unknown key 'accesories' in item; did you mean 'accessories'?
      \(source.at("accesories")): note: \(accepted)
      """,
      "\(source.at("colour")): error: unknown key 'colour' in item; \(accepted)",
    ])
  }

  @Test func aKeyMustBeAName() {
    let source = "---\nitems:\n  - text: Cloud\n    ? [a, b]\n    : c\n---\n"
    #expect(decode(source).diagnostics == ["\(source.at("[a, b]")): error: expected a key name in item, found a list"])
  }

  @Test func anItemStyleIsACellStyle() {
    let source = "---\nitems:\n  - text: Cloud\n    style: valuecell\n---\n"
    let at = source.at("valuecell")
    #expect(decode(source).diagnostics == [
      """
      \(at): error: unknown cell style 'valuecell'; did you mean 'valueCell'?
      \(at): note: expected one of 'cell', 'subtitleCell', 'valueCell', 'sidebarCell', 'sidebarSubtitleCell', 'accompaniedSidebarCell' or 'accompaniedSidebarSubtitleCell'
      """
    ])
  }

  @Test func childrenNestAndKeepTheAccessoriesWritten() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: Materia
          accessories: [checkmark]
          children:
            - text: Magic
              children:
                - text: Fire
                  children:
                    - text: Fira
            - text: Summon
              accessories: [outlineDisclosure, detail]
              children:
                - text: Ifrit
      ---
      """
    )
    let materia = try #require(page.sections.first?.items.first)
    // The accessories are what the file says; the renderer adds the outline
    // disclosure of an item with children (PageRendererTests).
    #expect(materia.accessories.map(\.kind) == [.checkmark])
    #expect(materia.children.map(\.text) == ["Magic", "Summon"])
    #expect(materia.children[0].children[0].children.map(\.text) == ["Fira"])
    #expect(materia.children[0].children[0].accessories == [])
    #expect(materia.children[0].children[0].children[0].accessories == [])
    #expect(materia.children[1].accessories.map(\.kind) == [.outlineDisclosure, .detail])
    #expect(materia.expanded == false)
  }

  @Test(arguments: ["", "    children: []\n"])
  func warnsAboutExpandedWithoutChildren(childrenLine: String) throws {
    let source = "---\nitems:\n  - text: Cloud\n    expanded: true\n\(childrenLine)---\n"
    let result = decode(source)
    #expect(result.diagnostics == [
      "\(source.at("expanded")): warning: 'expanded' has no effect on an item without 'children'"
    ])
    let item = try #require(result.page?.sections.first?.items.first)
    #expect(item.accessories == [])
  }

  @Test func decodesSwipeActions() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: Inbox
          leadingSwipeActions:
            - title: Read
              image: symbol:envelope.open
              backgroundColor: systemBlue
          trailingSwipeActions:
            - title: Delete
              style: destructive
            - image: symbol:flag
              style: normal
              backgroundColor: "#FF950080"
      ---
      """
    )
    let item = try #require(page.sections.first?.items.first)
    #expect(item.leadingSwipeActions == [
      SwipeAction(title: "Read", image: .symbol("envelope.open"), backgroundColor: .system(.systemBlue))
    ])
    #expect(item.trailingSwipeActions == [
      SwipeAction(title: "Delete", style: .destructive),
      SwipeAction(image: .symbol("flag"), backgroundColor: .rgba(red: 255, green: 149, blue: 0, alpha: 128)),
    ])
  }

  @Test func reportsEveryMistakeInSwipeActions() {
    let source = """
      ---
      items:
        - text: Inbox
          leadingSwipeActions:
            - Archive
            - tilte: Read
            - title: Flag
              image: images/flag.png
              style: destrutive
              backgroundColour: red
          trailingSwipeActions: Delete
      ---
      """
    #expect(decode(source).diagnostics == [
      "\(source.at("Archive")): error: expected a swipe action (a map with 'title' or 'image') in 'leadingSwipeActions', found a string",
      "\(source.at("tilte")): error: swipe action needs a 'title' or an 'image'",
      """
      \(source.at("tilte")): error: unknown key 'tilte' in swipe action; did you mean 'title'?
      \(source.at("tilte")): note: expected one of 'title', 'image', 'style' or 'backgroundColor'
      """,
      "\(source.at("images/flag.png")): error: expected 'symbol:NAME' for 'image', found 'images/flag.png'; a swipe action shows symbols only",
      """
      \(source.at("destrutive")): error: unknown swipe action style 'destrutive'; did you mean 'destructive'?
      \(source.at("destrutive")): note: expected one of 'normal' or 'destructive'
      """,
      """
      \(source.at("backgroundColour")): error: unknown key 'backgroundColour' in swipe action; did you mean 'backgroundColor'?
      \(source.at("backgroundColour")): note: expected one of 'title', 'image', 'style' or 'backgroundColor'
      """,
      "\(source.at("Delete")): error: expected a list of swipe actions, or a map with 'actions' and 'performsFirstActionWithFullSwipe' for 'trailingSwipeActions', found a string",
    ])
  }

  @Test(arguments: [
    "https://example.org", "http://example.org", "mailto:cloud@example.org", "other.html", "'#cloud'", "../up/",
  ])
  func acceptsOrdinaryLinks(link: String) throws {
    let page = try decodePage("---\nitems:\n  - text: Cloud\n    link: \(link)\n---\n")
    #expect(page.sections.first?.items.first?.link == link.replacingQuotes())
  }

  @Test(arguments: [
    ("javascript:alert(1)", "javascript"),
    ("' JavaScript:alert(1)'", "javascript"),
    ("\"\\tvbscript:msgbox\"", "vbscript"),
    ("data:text/html;base64,PHNjcmlwdD4=", "data"),
  ])
  func refusesLinksThatRunCode(link: String, scheme: String) {
    let source = "---\nitems:\n  - text: Cloud\n    link: \(link)\n---\n"
    #expect(decode(source).diagnostics == [
      "list.md:4:11: error: link scheme '\(scheme):' is not allowed; expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'"
    ])
  }

  @Test(arguments: [
    ("symbol:star.fill", ImageSource.symbol("star.fill")),
    ("https://example.org/cloud.png", .remote("https://example.org/cloud.png")),
  ])
  func decodesSymbolAndRemoteImages(image: String, expected: ImageSource) throws {
    let page = try decodePage("---\nitems:\n  - text: Cloud\n    image: \(image)\n---\n")
    #expect(page.sections.first?.items.first?.image == expected)
  }

  @Test(arguments: [
    ("/etc/cloud.png", "image path '/etc/cloud.png' is absolute; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("http://example.org/cloud.png", "image URL scheme 'http:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("javascript:alert(1)", "image URL scheme 'javascript:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("'images\\cloud.png'", "image path 'images\\cloud.png' contains a backslash; separate folders with '/'"),
    ("\"images/\\x01cloud.png\"", "image path contains a control character; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("'symbol:'", "invalid symbol name ''; a symbol name has letters, digits, '.', '-' and '_', as in 'symbol:star.fill'"),
  ])
  func refusesImagesOutsideTheContract(image: String, message: String) {
    let source = "---\nitems:\n  - text: Cloud\n    image: \(image)\n---\n"
    #expect(decode(source).diagnostics == ["list.md:4:12: error: \(message)"])
  }
}

/// A position printed as `LINE:COLUMN`, read back.
func textPosition(_ printed: String) throws -> TextPosition {
  let parts = printed.split(separator: ":").compactMap { Int($0) }
  try #require(parts.count == 2)
  return TextPosition(line: parts[0], column: parts[1])
}

extension String {
  /// The text of a YAML scalar written with single quotes, without them.
  func replacingQuotes() -> String {
    hasPrefix("'") && hasSuffix("'") ? String(dropFirst().dropLast()) : self
  }
}
