import ListPressKit

/// What `DocumentLoader.load` gave for one input: the document and every
/// diagnostic printed as the tool prints it (`list.md:LINE:COLUMN: ...`).
struct LoadResult {
  var document: LoadedDocument?
  var diagnostics: [String]

  init(bytes: [UInt8]) {
    var collected = FileDiagnostics(file: "list.md")
    document = DocumentLoader.load(bytes: bytes, path: "list.md", diagnostics: &collected)
    diagnostics = collected.all.map(\.description)
  }

  init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Whether the loader returned no document (a Bool, so that a failed
  /// expectation does not print a whole tree).
  var isRejected: Bool { document == nil }

  /// The front matter's root mapping, or an empty list when there is none.
  var pairs: [YAMLPair] { document?.frontMatter.mapping ?? [] }

  /// The value of the top-level `key`.
  func value(_ key: String) -> YAMLNode? {
    pairs.first { $0.key.scalar?.text == key }?.value
  }
}

/// A shorthand for positions in expectations.
func at(_ line: Int, _ column: Int) -> TextPosition {
  TextPosition(line: line, column: column)
}
