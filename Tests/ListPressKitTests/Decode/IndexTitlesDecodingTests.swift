import ListPressKit
import Testing

/// A page's `indexTitles` (the collection view's section index).
@Suite struct IndexTitlesDecodingTests {
  @Test(arguments: [
    ("auto", IndexTitles.automatic),
    ("[A, B, \"#\"]", IndexTitles.titles(["A", "B", "#"])),
  ])
  func decodesAutoOrAList(written: String, expected: IndexTitles) throws {
    let page = try decodePage("---\nindexTitles: \(written)\nsections: [{ header: A, items: [{ text: Row }] }]\n---\n")
    #expect(page.indexTitles == expected)
  }

  @Test func aPageWithoutOneHasNoIndex() throws {
    #expect(try decodePage("---\nitems: [{ text: Row }]\n---\n").indexTitles == nil)
  }

  @Test(arguments: [
    ("automatic", "automatic",
     "expected 'auto' or a list of titles for 'indexTitles', found 'automatic'; write indexTitles: auto, or indexTitles: [A, B, C]"),
    ("[]", "[]", "'indexTitles' has no titles; list them, or write indexTitles: auto"),
    ("[A, \" \"]", "\" \"", "an index title is empty; each title is a letter or a short word"),
    ("[A, [B]]", "[B]", "expected a string for 'indexTitles', found a list"),
    ("{ A: 1 }", "{", "expected a list for 'indexTitles', found a map"),
  ])
  func refusesWhatItDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nindexTitles: \(written)\nitems: [{ text: Row }]\n---\n"
    expectRefused(source, at: needle, after: "indexTitles:", message)
  }

  @Test(arguments: ["sidebar", "sidebarPlain"])
  func aSidebarHasNone(appearance: String) throws {
    let source = "---\nappearance: \(appearance)\nindexTitles: auto\nsections: [{ header: A, items: [{ text: Row }] }]\n---\n"
    let result = decode(source)
    #expect(result.page?.indexTitles == nil)
    #expect(result.diagnostics == [
      "\(source.at("indexTitles")): warning: 'indexTitles' is ignored on a '\(appearance)' page: a sidebar has no section index"
    ])
  }
}
