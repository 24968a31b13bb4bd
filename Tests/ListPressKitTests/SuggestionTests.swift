import ListPressKit
import Testing

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("insetgrouped", "insetGrouped"),
    ("accesories", "accessories"),
    ("apperance", "appearance"),
    ("discloserIndicator", "disclosureIndicator"),
    ("subtitlecell", "subtitleCell"),
    ("chekmark", "checkmark"),
  ])
  func suggestsNearMisses(word: String, expected: String) {
    let candidates = ["accessories", "appearance", "insetGrouped", "grouped", "disclosureIndicator", "subtitleCell", "checkmark"]
    #expect(Suggestion.closest(to: word, among: candidates) == expected)
  }

  @Test(arguments: ["zebra", "x", "plainish", "grip"])
  func staysQuietWhenNothingIsClose(word: String) {
    #expect(Suggestion.closest(to: word, among: ["plain", "grouped", "color", "sidebar"]) == nil)
  }

  @Test func distanceCountsTranspositionsOnce() {
    #expect(Suggestion.editDistance("ab", "ba") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
  }

  @Test func listsValuesWithAConjunction() {
    #expect(Suggestion.list(["a"]) == "'a'")
    #expect(Suggestion.list(["a", "b", "c"]) == "'a', 'b' or 'c'")
  }
}
