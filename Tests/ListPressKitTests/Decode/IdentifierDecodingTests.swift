import ListPressKit
import Testing

@Suite struct IdentifierDecodingTests {
  @Test func keepsExplicitIdsAndSlugsTheRest() throws {
    let page = try decodePage(
      """
      ---
      sections:
        - id: party
          items:
            - id: cloud
              text: Cloud Strife
            - text: Tifa Lockhart
            - text: "  Barret  Wallace!! "
            - text: Crème Brûlée
            - text: "???"
            - id: 7
              text: Seven
      ---
      """
    )
    #expect(page.sections[0].id == "party")
    #expect(page.sections[0].items.map(\.id) == ["cloud", "tifa-lockhart", "barret-wallace", "crème-brûlée", "item", "7"])
  }

  @Test func generatedIdsNeverCollideWithAnyIdInTheFile() throws {
    let page = try decodePage(
      """
      ---
      sections:
        - items:
            - text: Apple
            - text: Apple
            - text: Apple
              children:
                - text: Apple
                - id: apple-4
                  text: Green apple
        - id: apple-3
          items:
            - text: apple!
            - id: apple
              text: The first apple
      ---
      """
    )
    let first = page.sections[0].items
    #expect(first.map(\.id) == ["apple-2", "apple-5", "apple-6"])
    #expect(first[2].children.map(\.id) == ["apple-7", "apple-4"])
    #expect(page.sections[1].items.map(\.id) == ["apple-8", "apple"])
  }

  @Test func aDuplicateIdIsAnErrorWithANoteAtTheFirst() {
    let source = """
      ---
      sections:
        - id: party
          items:
            - id: cloud
              text: Cloud
              children:
                - id: party
                  text: Party hat
        - items:
            - id: cloud
              text: Cloud again
      ---
      """
    #expect(decode(source).diagnostics == [
      """
      \(source.at("party", after: "children")): error: duplicate id 'party'; ids must be unique within the file
      \(source.at("party")): note: 'party' is first used here
      """,
      """
      \(source.at("cloud", after: "Party hat")): error: duplicate id 'cloud'; ids must be unique within the file
      \(source.at("cloud")): note: 'cloud' is first used here
      """,
    ])
  }

  @Test(arguments: [
    ("''", "invalid id ''; an id must not be empty"),
    ("'cloud strife'", "invalid id 'cloud strife'; an id must not contain whitespace"),
    ("[cloud]", "expected a string for 'id', found a list"),
  ])
  func refusesIdsThatCannotBeAnchors(id: String, message: String) {
    let source = "---\nitems:\n  - id: \(id)\n    text: Cloud\n---\n"
    #expect(decode(source).diagnostics == ["list.md:3:9: error: \(message)"])
  }

  @Test func refusesASectionIdThatIsNotValid() {
    let source = "---\nsections:\n  - id: the party\n    items: []\n---\n"
    #expect(decode(source).diagnostics == [
      "\(source.at("the party")): error: invalid id 'the party'; an id must not contain whitespace"
    ])
  }

  private static let reserved =
    "ids starting with 'lp-' are reserved for the ids ListPress makes, such as 'lp-actions-ID' for the menu of an item's swipe actions"

  /// The menu of an item's swipe actions is `lp-actions-ID`: an item of
  /// that id beside the item would give two elements one id.
  @Test(arguments: ["lp-actions-x", "lp-x", "lp-"])
  func anIdInTheReservedPrefixIsAnError(id: String) {
    let source = """
      ---
      items:
        - id: x
          text: X
          trailingSwipeActions: [{ title: Delete, style: destructive }]
        - id: \(id)
          text: Menu
      ---
      """
    #expect(decode(source).diagnostics == ["list.md:6:9: error: invalid id '\(id)'; \(Self.reserved)"])
  }

  @Test func aSectionIdInTheReservedPrefixIsAnError() {
    let source = "---\nsections:\n  - id: lp-actions-x\n    items: []\n---\n"
    #expect(decode(source).diagnostics == ["list.md:3:9: error: invalid id 'lp-actions-x'; \(Self.reserved)"])
  }

  /// A slug in the reserved prefix gets `item-` in front; ids that only
  /// look alike (`LP-x`, `lpx`) are other ids.
  @Test func aGeneratedIdNeverTakesTheReservedPrefix() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: X
          trailingSwipeActions: [{ title: Delete }]
        - text: LP actions x
        - text: lp-actions-x
        - id: LP-actions-x
          text: Upper case
        - id: lpx
          text: No dash
      ---
      """
    )
    #expect(page.sections[0].items.map(\.id) == ["x", "item-lp-actions-x", "item-lp-actions-x-2", "LP-actions-x", "lpx"])
    let html = try PageRenderer().render(page, at: "list.html")
    let ids = html.matches(of: /\sid="([^"]*)"/).map { String($0.1) }
    #expect(ids.contains("lp-actions-x"))
    #expect(Set(ids).count == ids.count)
  }
}
