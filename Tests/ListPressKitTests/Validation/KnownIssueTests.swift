import Testing

/// `KnownIssue.verdict`, which `KnownIssue.record` records: the findings of
/// a known issue come to one known issue with its count at each place,
/// every place it names is checked, and every other finding fails.
struct KnownIssueTests {
  /// A finding: a message.
  struct Finding: CustomStringConvertible {
    let description: String
  }

  /// "old CSS" is known on pages a and b.
  private static let known = [
    KnownIssue<String, Finding>(comment: "The checker does not know new CSS", places: ["a", "b"]) {
      $0.description.hasPrefix("old CSS")
    }
  ]

  private static func verdict(_ found: [String: [String]]) -> KnownIssue<String, Finding>.Verdict {
    KnownIssue.verdict(found.mapValues { $0.map(Finding.init(description:)) }, known: known)
  }

  @Test("A known issue found at every place it names is one known issue with its counts, and no failure")
  func occurringEverywhereIsKnown() {
    #expect(
      Self.verdict(["a": ["old CSS 1", "old CSS 2"], "b": ["old CSS 3"], "c": []])
        == .init(known: [("The checker does not know new CSS", "3 findings at 2 places: a (2), b (1)")], failures: []))
  }

  @Test("A place where the known issue no longer occurs fails, naming the place")
  func placeWithoutTheIssueFails() {
    #expect(
      Self.verdict(["a": ["old CSS 1"], "b": []])
        == .init(
          known: [("The checker does not know new CSS", "1 finding at 1 place: a (1)")],
          failures: ["b: a known issue no longer occurs here; remove this place from it: The checker does not know new CSS"]))
  }

  @Test("A known issue that occurs nowhere fails at each of its places")
  func issueGoneEverywhereFails() {
    #expect(
      Self.verdict(["a": [], "b": []])
        == .init(
          known: [],
          failures: ["a", "b"].map { "\($0): a known issue no longer occurs here; remove this place from it: The checker does not know new CSS" }))
  }

  @Test("Any other finding fails, at a place the issue names or not")
  func otherFindingsFail() {
    #expect(
      Self.verdict(["a": ["old CSS 1", "a broken tag"], "b": ["old CSS 2"], "c": ["old CSS 3"]])
        == .init(
          known: [("The checker does not know new CSS", "2 findings at 2 places: a (1), b (1)")],
          failures: ["a: a broken tag", "c: old CSS 3"]))
  }
}
