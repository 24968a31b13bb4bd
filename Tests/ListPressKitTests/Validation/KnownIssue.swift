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
  /// Records what was found at each place checked, as issues at
  /// `sourceLocation`: the findings of a known issue of `known` at a place
  /// it names as one known issue for all its places (and its absence from
  /// a place it names as a failure), every other finding as a failure.
  static func record(
    _ found: [Place: [Finding]], known: [KnownIssue], sourceLocation: SourceLocation = #_sourceLocation
  ) where Finding: CustomStringConvertible {
    var unexpected = found
    for issue in known {
      var counts: [(place: Place, count: Int)] = []
      for place in issue.places.sorted(by: { $0.description < $1.description }) {
        let count = unexpected[place, default: []].count(where: issue.matches)
        unexpected[place]?.removeAll(where: issue.matches)
        if count == 0 {
          Issue.record(
            Comment(rawValue: "\(place): a known issue no longer occurs here; remove this place from it: \(issue.summary)"),
            sourceLocation: sourceLocation)
        } else {
          counts.append((place, count))
        }
      }
      guard !counts.isEmpty else { continue }
      withKnownIssue(issue.comment, sourceLocation: sourceLocation) {
        let findings = counts.map(\.count).reduce(0, +)
        let places = counts.map { "\($0.place) (\($0.count))" }.joined(separator: ", ")
        let summary = "\(findings) finding\(findings == 1 ? "" : "s") at \(counts.count) place\(counts.count == 1 ? "" : "s"): \(places)"
        Issue.record(Comment(rawValue: summary), sourceLocation: sourceLocation)
      }
    }
    for (place, findings) in unexpected.sorted(by: { $0.key.description < $1.key.description }) {
      for finding in findings { Issue.record(Comment(rawValue: "\(place): \(finding)"), sourceLocation: sourceLocation) }
    }
  }

  /// The start of the comment, to name the issue in a failure.
  private var summary: String {
    comment.rawValue.count > 100 ? comment.rawValue.prefix(100) + "…" : comment.rawValue
  }
}
