@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild
import Testing

@Suite struct ItemIdentifiersTests {
  @Test(arguments: [
    ("Cloud Strife", "cloud-strife"),
    ("  --Hello, World!!  ", "hello-world"),
    ("Tifa's 7th Heaven", "tifa-s-7th-heaven"),
    ("Crème Brûlée", "crème-brûlée"),
    ("東京 タワー", "東京-タワー"),
    ("Ελληνικά", "ελληνικά"),
    ("a_b.c", "a-b-c"),
    ("🍎 Apple 🍏", "apple"),
    ("!!!", "item"),
    ("", "item"),
  ])
  func slugs(text: String, expected: String) {
    #expect(ItemIdentifiers.slug(text) == expected)
  }

  /// ASCII texts take a byte-by-byte path: it must agree with the
  /// character-by-character one on every ASCII character.
  @Test func asciiSlugsMatchCharacterSlugs() {
    let everyCharacter = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    let texts =
      everyCharacter.map { "Ab\($0)9z\($0)" } + everyCharacter.map { "\($0)x\($0)\($0)" }
      + [everyCharacter.joined(), "Tifa's 7th Heaven", "  --A--  ", "\r\nA\r\nB", "ZZ top", "", "-"]
    for text in texts {
      #expect(ItemIdentifiers.asciiSlug(text) == ItemIdentifiers.characterSlug(text), "\(text.debugDescription)")
    }
  }

  @Test func generatedIdsAvoidEveryClaimedAndGeneratedId() {
    var identifiers = ItemIdentifiers()
    #expect(identifiers.claim("apple-2", at: TextPosition(line: 9, column: 9)) == nil)
    #expect(identifiers.generate(from: "Apple") == "apple")
    #expect(identifiers.generate(from: "apple") == "apple-3")
    #expect(identifiers.generate(from: "APPLE!") == "apple-4")
    #expect(identifiers.generate(from: "Apple 3") == "apple-3-2")
    #expect(identifiers.generate(from: "") == "item")
    #expect(identifiers.generate(from: "?") == "item-2")
  }

  @Test func aSecondClaimReturnsTheFirstPosition() {
    var identifiers = ItemIdentifiers()
    let first = TextPosition(line: 4, column: 11)
    #expect(identifiers.claim("cloud", at: first) == nil)
    #expect(identifiers.claim("cloud", at: TextPosition(line: 8, column: 11)) == first)
  }

  @Test func manyItemsWithTheSameTextStayCheap() {
    var identifiers = ItemIdentifiers()
    let ids = (0..<5_000).map { _ in identifiers.generate(from: "Row") }
    #expect(ids.first == "row")
    #expect(ids.last == "row-5000")
    #expect(Set(ids).count == 5_000)
  }

  @Test(arguments: [
    ("", "invalid id ''; an id must not be empty"),
    ("a b", "invalid id 'a b'; an id must not contain whitespace"),
    ("a\tb", "invalid id 'a\tb'; an id must not contain whitespace"),
    (
      "lp-actions-a",
      "invalid id 'lp-actions-a'; ids starting with 'lp-' are reserved for the ids ListPress makes, "
        + "such as 'lp-actions-ID' for the menu of an item's swipe actions"
    ),
  ])
  func refusesEmptySpacedAndReservedIds(id: String, message: String) {
    #expect(throws: InvalidValue(message)) { try ItemIdentifiers.validate(id) }
  }
}
