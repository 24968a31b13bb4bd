import Foundation
import ListPressKit
import Testing

/// The page's `preferredContentSizeCategory` (issue 18, item 5): every
/// word of UIKit's `UIContentSizeCategory` and `auto`, its default, and
/// what a wrong value reports.
struct ContentSizeCategoryDecodingTests {
  private static func page(_ value: String) -> String {
    "---\npreferredContentSizeCategory: \(value)\nitems: []\n---\n"
  }

  @Test("Every category is read by its UIKit name", arguments: ContentSizeCategory.allCases)
  func readsEveryCategory(category: ContentSizeCategory) throws {
    #expect(try decodePage(Self.page(category.rawValue)).preferredContentSizeCategory == category)
  }

  @Test func defaultsToAuto() throws {
    #expect(try decodePage("---\nitems: []\n---\n").preferredContentSizeCategory == .auto)
  }

  @Test func theAccessibilityCategoriesAreTheFiveLargest() {
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory) == [
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ])
  }

  private static let accepted =
    "'auto', 'extraSmall', 'small', 'medium', 'large', 'extraLarge', 'extraExtraLarge', 'extraExtraExtraLarge', "
    + "'accessibilityMedium', 'accessibilityLarge', 'accessibilityExtraLarge', 'accessibilityExtraExtraLarge' "
    + "or 'accessibilityExtraExtraExtraLarge'"

  @Test("A wrong word is an error at the value, with the nearest category and every accepted one", arguments: [
    ("accessibilityLarg", "accessibilityLarge"),
    ("extraextraLarge", "extraExtraLarge"),
    ("Large", "large"),
  ])
  func reportsUnknownCategories(written: String, suggestion: String) {
    let source = Self.page(written)
    #expect(decode(source) == DecodeResult(page: nil, diagnostics: [
      "list.md:2:31: error: unknown content size category '\(written)'; did you mean '\(suggestion)'?\n"
        + "list.md:2:31: note: expected one of \(Self.accepted)"
    ]))
  }

  @Test func aWordFarFromEveryCategoryListsThemAll() {
    #expect(decode(Self.page("huge")) == DecodeResult(page: nil, diagnostics: [
      "list.md:2:31: error: unknown content size category 'huge'; expected one of \(Self.accepted)"
    ]))
  }

  @Test func aValueOfTheWrongTypeIsAnError() {
    #expect(decode(Self.page("[large]")) == DecodeResult(page: nil, diagnostics: [
      "list.md:2:31: error: expected a string for 'preferredContentSizeCategory', found a list"
    ]))
  }

  @Test("UIKit's spellings get the bare name as their fix", arguments: [
    (".accessibilityLarge", "'.accessibilityLarge' is Swift's shorthand; write 'accessibilityLarge', without the leading '.'"),
    ("UIContentSizeCategory.extraLarge", "'UIContentSizeCategory.extraLarge' is Swift code; write 'extraLarge'"),
  ])
  func swiftSpellingsGetTheirFix(written: String, message: String) {
    #expect(decode(Self.page(written)) == DecodeResult(page: nil, diagnostics: ["list.md:2:31: error: \(message)"]))
  }

  @Test func aNearMissOfTheKeyIsAWarning() {
    let result = decode("---\npreferredContentSizeCategry: large\nitems: []\n---\n")
    #expect(result.diagnostics == [
      "list.md:2:1: warning: unknown key 'preferredContentSizeCategry' in page; did you mean 'preferredContentSizeCategory'?\n"
        + "list.md:2:1: note: keys the contract does not define are kept as page data"
    ])
  }
}
