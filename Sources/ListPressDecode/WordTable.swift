/// The words of a vocabulary grouped by their length in UTF-8 bytes, to
/// find the word a text spells.
///
/// A text is compared only with the words as long as it, one or two for
/// every vocabulary of the contract, and two short equal strings compare as
/// two machine words: cheaper than hashing the text to look it up in a
/// dictionary, which was the cost of every key of every map.
///
/// Measured with callgrind (1000x100 corpus, full build, `--jobs 1`, of
/// 12.69 G instructions with this table): looking words up in a
/// `[String: Word]` dictionary instead costs 170 M more (+1.3%), and the
/// enum's own `init(rawValue:)` 291 M more (+2.3%).
struct WordTable<Word: Vocabulary> {
  /// Every word with its text, shortest first.
  private let entries: [(text: String, word: Word)]
  /// For each length `n`, the words `n` bytes long are
  /// `entries[starts[n]..<starts[n + 1]]`.
  private let starts: [Int]

  /// A table of every word of `Word`.
  init() {
    let entries = Word.allCases.map { (text: $0.rawValue, word: $0) }.sorted { $0.text.utf8.count < $1.text.utf8.count }
    let longest = entries.last?.text.utf8.count ?? 0
    var starts: [Int] = []
    var index = 0
    for length in 0...longest + 1 {
      while index < entries.count, entries[index].text.utf8.count < length { index += 1 }
      starts.append(index)
    }
    self.entries = entries
    self.starts = starts
  }

  /// The word `text` spells exactly, if any.
  func word(_ text: String) -> Word? {
    let length = text.utf8.count
    guard length + 1 < starts.count else { return nil }
    for index in starts[length]..<starts[length + 1] where entries[index].text == text {
      return entries[index].word
    }
    return nil
  }
}

extension WordTable: Sendable where Word: Sendable {}
