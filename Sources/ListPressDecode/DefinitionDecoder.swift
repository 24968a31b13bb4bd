import ListPressDiagnostics
import ListPressLoad

/// The state of decoding one definition: the diagnostics reported so far,
/// the identifiers claimed, and the section headers and footers seen (whose
/// visibility depends on page keys that may come later).
///
/// Each kind of map has its own file of extensions (`+Page`, `+Sections`,
/// `+Items`...); every read reports what is wrong and carries on, so one pass
/// finds every problem.
struct DefinitionDecoder {
  /// Everything reported while decoding, after what the loader reported.
  var diagnostics: FileDiagnostics
  /// The identifiers of the file's sections and items.
  var identifiers = ItemIdentifiers()
  /// Where each section `header` key was written.
  var headerKeyPositions: [TextPosition] = []
  /// Where each section `footer` key was written.
  var footerKeyPositions: [TextPosition] = []
  /// Whether a link may use schemes beyond ``URLScheme/allowedInLinks``
  /// (`--unsafe`).
  let allowsUnsafeLinks: Bool

  init(diagnostics: FileDiagnostics, allowsUnsafeLinks: Bool) {
    self.diagnostics = diagnostics
    self.allowsUnsafeLinks = allowsUnsafeLinks
  }

  /// Reports `problem` as an error at `position`, with its note if any.
  mutating func report(_ problem: InvalidValue, at position: TextPosition) {
    let notes = problem.note.map { [diagnostics.note($0, at: position)] } ?? []
    diagnostics.error(problem.message, at: position, notes: notes)
  }

  /// Reports that `node`, the value of `key`, is not the `expected` kind.
  mutating func reportMismatch(
    expected: String,
    for key: String,
    found node: YAMLNode,
    notes: [Diagnostic] = []
  ) {
    diagnostics.error("expected \(expected) for '\(key)', found \(node.kindDescription)", at: node.position, notes: notes)
  }
}
