import Testing

/// A problem the checks find in markup or styles that the validation tests
/// may not change, expected where it occurs until it is fixed. Each is
/// recorded inside `withKnownIssue`, one place at a time, so that the suite
/// stays green while it occurs and fails ("known issue was not recorded")
/// at the first place where it no longer does: then remove that place, or
/// the whole issue.
struct KnownIssue<Place: Hashable & Sendable, Finding>: Sendable {
  /// What is wrong, where it comes from and what would fix it.
  let comment: Comment
  /// Where it occurs: every page, or page and mode, it is expected at.
  let places: Set<Place>
  /// Whether a finding is this problem.
  let matches: @Sendable (Finding) -> Bool
}

extension KnownIssue {
  /// Records each of `findings`, found at `place`, as an issue at
  /// `sourceLocation`: those of a known issue of `known` that occurs at
  /// `place` as that known issue (and its absence as a failure), the others
  /// as failures.
  static func record(
    _ findings: [Finding], at place: Place, known: [KnownIssue], sourceLocation: SourceLocation = #_sourceLocation
  ) where Finding: CustomStringConvertible {
    var unexpected = findings
    for issue in known where issue.places.contains(place) {
      let expected = unexpected.filter(issue.matches)
      unexpected.removeAll(where: issue.matches)
      withKnownIssue(Comment(rawValue: "\(place): \(issue.comment.rawValue)"), sourceLocation: sourceLocation) {
        for finding in expected { Issue.record(Comment(rawValue: "\(place): \(finding)"), sourceLocation: sourceLocation) }
      }
    }
    for finding in unexpected { Issue.record(Comment(rawValue: "\(place): \(finding)"), sourceLocation: sourceLocation) }
  }
}
