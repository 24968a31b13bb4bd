/// A closed set of words a definition may use: the keys of one kind of map,
/// or the values of one setting. Unknown words are reported with the whole
/// set and a did-you-mean. Each set sits beside the decoder that reads it
/// (the page's keys in `DefinitionDecoder+Page.swift`, an accessory's in
/// `DefinitionDecoder+Accessories.swift`, and so on).
protocol Vocabulary: RawRepresentable, CaseIterable, Hashable where RawValue == String {
  /// Every word of the set, by its length: made once per type
  /// (`static let lookup = WordTable<Self>()`), it finds a word faster
  /// than `init(rawValue:)` or a dictionary (figures in `WordTable`).
  static var lookup: WordTable<Self> { get }
}

extension Vocabulary {
  /// Every word of the set, in declaration order.
  static var words: [String] { allCases.map(\.rawValue) }

  /// The word written `text`, if the set has it.
  init?(word text: String) {
    guard let word = Self.lookup.word(text) else { return nil }
    self = word
  }
}
