import Synchronization
import Testing

/// `KnownIssue.record`: findings of a known issue are one known issue, every
/// place it names is checked, and every other finding fails.
struct KnownIssueTests {
  /// A finding: a message.
  struct Finding: CustomStringConvertible {
    let description: String
  }

  /// "Old CSS" is known on pages a and b.
  private static let known = [
    KnownIssue<String, Finding>(comment: "The checker does not know new CSS", places: ["a", "b"]) {
      $0.description.hasPrefix("old CSS")
    }
  ]

  @Test("A known issue found at every place it names is one known issue, not a failure")
  func occurringEverywhereIsKnown() {
    // What escapes the known issue: nothing, not even "Known issue was not recorded".
    let escaped = Mutex<[String]>([])
    withKnownIssue(isIntermittent: true) {
      KnownIssue.record(["a": [Finding(description: "old CSS 1"), Finding(description: "old CSS 2")],
                         "b": [Finding(description: "old CSS 3")], "c": []], known: Self.known)
    } matching: { issue in
      escaped.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: " | ")) }
      return true
    }
    #expect(escaped.withLock { $0 } == [])
  }

  @Test("A place where the known issue no longer occurs fails, naming the place")
  func placeWithoutTheIssueFails() {
    withKnownIssue {
      KnownIssue.record(["a": [Finding(description: "old CSS 1")], "b": []], known: Self.known)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "b: a known issue no longer occurs here; remove this place from it: The checker does not know new CSS"
      ]
    }
  }

  @Test("Any other finding fails, at a place the issue names or not")
  func otherFindingsFail() {
    let failures = Mutex<[String]>([])
    withKnownIssue {
      KnownIssue.record(
        ["a": [Finding(description: "old CSS 1"), Finding(description: "a broken tag")],
         "b": [Finding(description: "old CSS 2")], "c": [Finding(description: "old CSS 3")]],
        known: Self.known)
    } matching: { issue in
      failures.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: " | ")) }
      return true
    }
    #expect(failures.withLock { $0 }.sorted() == ["a: a broken tag", "c: old CSS 3"])
  }
}
