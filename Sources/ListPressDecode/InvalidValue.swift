import ListPressDiagnostics

/// Why a piece of a definition cannot be used, worded for a diagnostic:
/// what is wrong, and optionally a note with what is accepted.
struct InvalidValue: Error, Equatable {
  /// The diagnostic's message.
  var message: String
  /// A note to attach at the same position, if any.
  var note: String?
  /// The habit from Swift or UIKit that the value shows, when it shows
  /// one: a file reports each habit once, however often it is written.
  var habit: Habit?

  /// A way of writing a value that comes from Swift code rather than from
  /// the format, with one sure fix.
  enum Habit: Hashable {
    /// A case written as Swift writes it, with a leading `.`:
    /// `.insetGrouped` for `insetGrouped`.
    case leadingDot
    /// A value written as Swift code: with its type
    /// (`UIColor.systemRed`, `UIListContentConfiguration.subtitleCell`) or
    /// as a call (`subtitleCell()`).
    case swiftSpelling

    /// The note that names the other places (`9:23 and 11:23`) where
    /// the habit was written.
    func repeated(at places: String) -> String {
      switch self {
      case .leadingDot: "a leading '.' is also at \(places); remove it there too"
      case .swiftSpelling: "Swift's spelling is also at \(places); write the bare name there too"
      }
    }
  }

  init(_ message: String, note: String? = nil, habit: Habit? = nil) {
    self.message = message
    self.note = note
    self.habit = habit
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
  /// A value that is an accepted word after a leading `.` (Swift's
  /// shorthand for a case or a static member, `.insetGrouped`) gets a
  /// fix-it instead: the word without it. Keys are not values: pass
  /// `isValue: false` for them.
  static func unknown(
    _ subject: String, word: String, candidates: [String], accepted: String? = nil, isValue: Bool = true
  ) -> InvalidValue {
    if isValue, word.hasPrefix("."), case let bare = String(word.dropFirst()), candidates.contains(bare) {
      return InvalidValue("'\(word)' is Swift's shorthand; write '\(bare)', without the leading '.'", habit: .leadingDot)
    }
    if isValue, let bare = swiftName(in: word), candidates.contains(bare) {
      return InvalidValue("'\(word)' is Swift code; write '\(bare)'", habit: .swiftSpelling)
    }
    let expected = "expected " + (accepted ?? "one of " + Suggestion.list(candidates))
    let word = isValue ? swiftName(in: word) ?? word : word
    if let suggestion = Suggestion.closest(to: word, among: candidates) {
      return InvalidValue("unknown \(subject); did you mean '\(suggestion)'?", note: expected)
    }
    return InvalidValue("unknown \(subject); \(expected)")
  }

  /// The name in a value written as Swift code, when it is one: the last
  /// component of a qualified name (`UIColor.systemRed`), without a
  /// leading `.` or a call's parentheses (`.subtitleCell()`); `nil` for a
  /// plain word.
  static func swiftName(in word: String) -> String? {
    var name = Substring(word)
    if name.hasSuffix(")"), let open = name.firstIndex(of: "(") {
      name = name[..<open]
    }
    if let dot = name.lastIndex(of: ".") {
      name = name[name.index(after: dot)...]
    }
    guard name != Substring(word), !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
    return String(name)
  }
}
