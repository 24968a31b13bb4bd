import Testing

/// A problem the checks find in markup or styles that the validation tests
/// may not change, expected where it occurs until it is fixed. Each known
/// issue is recorded once, inside `withKnownIssue`, with how many findings
/// it covers at each place, so that the suite stays green while it occurs
/// and its explanation is printed once; every place it names is still
/// checked one by one, and a place where it no longer occurs fails the
/// test: then remove that place, or the whole issue.
struct KnownIssue<Place: Hashable & Sendable & CustomStringConvertible, Finding>: Sendable {
  /// What is wrong, where it comes from and what would fix it.
  let comment: Comment
  /// Where it occurs: every page, or page and mode, it is expected at.
  let places: Set<Place>
  /// Whether a finding is this problem.
  let matches: @Sendable (Finding) -> Bool
}

extension KnownIssue {
  /// What the findings at the places checked come to.
  struct Verdict: Equatable {
    /// For each known issue that occurs, its comment and how many findings
    /// it covers where: `180 findings at 12 places: a.html (15), …`.
    var known: [(comment: String, occurrences: String)]
    /// What fails: findings of no known issue, and places a known issue
    /// names where it no longer occurs.
    var failures: [String]

    static func == (left: Verdict, right: Verdict) -> Bool {
      left.known.elementsEqual(right.known, by: ==) && left.failures == right.failures
    }
  }

  /// Sorts what was found at each place checked into the known issues of
  /// `known` that occur and the failures.
  static func verdict(_ found: [Place: [Finding]], known: [KnownIssue]) -> Verdict where Finding: CustomStringConvertible {
    var verdict = Verdict(known: [], failures: [])
    var unexpected = found
    for issue in known {
      var counts: [(place: Place, count: Int)] = []
      for place in issue.places.sorted(by: { $0.description < $1.description }) {
        let count = unexpected[place, default: []].count(where: issue.matches)
        unexpected[place]?.removeAll(where: issue.matches)
        if count == 0 {
          verdict.failures.append("\(place): a known issue no longer occurs here; remove this place from it: \(issue.summary)")
        } else {
          counts.append((place, count))
        }
      }
      guard !counts.isEmpty else { continue }
      let findings = counts.map(\.count).reduce(0, +)
      let places = counts.map { "\($0.place) (\($0.count))" }.joined(separator: ", ")
      verdict.known.append((
        issue.comment.rawValue,
        "\(findings) finding\(findings == 1 ? "" : "s") at \(counts.count) place\(counts.count == 1 ? "" : "s"): \(places)"
      ))
    }
    for (place, findings) in unexpected.sorted(by: { $0.key.description < $1.key.description }) {
      verdict.failures += findings.map { "\(place): \($0)" }
    }
    return verdict
  }

  /// Records the verdict on what was found at each place checked as issues
  /// at `sourceLocation`: each known issue that occurs once, as a known
  /// issue, and each failure as a failure.
  static func record(
    _ found: [Place: [Finding]], known: [KnownIssue], sourceLocation: SourceLocation = #_sourceLocation
  ) where Finding: CustomStringConvertible {
    let verdict = verdict(found, known: known)
    for (comment, occurrences) in verdict.known {
      withKnownIssue(Comment(rawValue: comment), sourceLocation: sourceLocation) {
        Issue.record(Comment(rawValue: occurrences), sourceLocation: sourceLocation)
      }
    }
    for failure in verdict.failures {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// The start of the comment, to name the issue in a failure.
  private var summary: String {
    comment.rawValue.count > 100 ? comment.rawValue.prefix(100) + "…" : comment.rawValue
  }
}
