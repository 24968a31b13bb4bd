import ListPressDiagnostics

/// Why a piece of a definition cannot be used, worded for a diagnostic:
/// what is wrong, and optionally a note with what is accepted.
struct InvalidValue: Error, Equatable {
  /// The diagnostic's message.
  var message: String
  /// A note to attach at the same position, if any.
  var note: String?

  init(_ message: String, note: String? = nil) {
    self.message = message
    self.note = note
  }

  /// An unknown word: `unknown <subject>; did you mean 'X'?` with the
  /// accepted words as a note when one of `candidates` is close, otherwise
  /// `unknown <subject>; expected <accepted>`.
  ///
  /// - Parameters:
  ///   - subject: what is unknown, with the word quoted: `appearance 'insetgrouped'`.
  ///   - word: the word as written, to compare with the candidates.
  ///   - candidates: the accepted words.
  ///   - accepted: how to describe what is accepted; by default the candidates.
  static func unknown(_ subject: String, word: String, candidates: [String], accepted: String? = nil) -> InvalidValue {
    let expected = "expected " + (accepted ?? "one of " + Suggestion.list(candidates))
    if let suggestion = Suggestion.closest(to: word, among: candidates) {
      return InvalidValue("unknown \(subject); did you mean '\(suggestion)'?", note: expected)
    }
    return InvalidValue("unknown \(subject); \(expected)")
  }
}
