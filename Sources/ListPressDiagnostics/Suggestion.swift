/// Did-you-mean suggestions for misspelt keys, values and options.
public enum Suggestion {
  /// The candidate closest to `word`, if one is close enough to be what was
  /// meant: the same word in another case, or at most `maximumDistance`
  /// edits away (insertions, deletions, substitutions and swaps of two
  /// neighbouring characters), and never a candidate that shares less than
  /// half its characters with the word. Ties go to the earlier candidate.
  public static func closest(to word: String, among candidates: [String], maximumDistance: Int = 2) -> String? {
    let lowered = word.lowercased()
    if let sameWord = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameWord
    }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      let limit = min(maximumDistance, max(1, candidate.count / 2 - 1))
      guard distance <= limit else { continue }
      if best == nil || distance < best!.distance {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal-string-alignment distance between two strings: the number
  /// of single-character insertions, deletions, substitutions and adjacent
  /// transpositions that turn one into the other.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }

  /// A sentence listing accepted values, for messages:
  /// `'plain', 'grouped' or 'insetGrouped'`.
  public static func list(_ values: [String], conjunction: String = "or") -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
  }
}
