import ListPressDiagnostics
import ListPressLoad

/// The decode stage: turns a loaded definition into a typed `ListPage`,
/// checking it against the contract of docs/format.md.
public enum PageDecoder {
  /// Decodes a loaded definition into a page, applying docs/format.md's defaults.
  /// Reports every problem into `diagnostics` (all of them, not just the first); returns nil if any error was reported.
  ///
  /// - Parameter allowsUnsafeLinks: whether an item's `link` may use a
  ///   scheme other than `http:`, `https:`, `mailto:` and `tel:` (but never
  ///   `javascript:`, `vbscript:` or `data:`), as with `--unsafe`.
  public static func decode(
    _ document: LoadedDocument,
    allowsUnsafeLinks: Bool = false,
    diagnostics: inout FileDiagnostics
  ) -> ListPage? {
    var decoder = DefinitionDecoder(diagnostics: diagnostics, allowsUnsafeLinks: allowsUnsafeLinks)
    let page = decoder.page(from: document)
    decoder.noteRepeatedHabits()
    diagnostics = decoder.diagnostics
    return diagnostics.hasErrors ? nil : page
  }

  /// Loads and decodes one definition from its bytes, reporting every
  /// problem (`ListPress.decode(bytes:path:allowsUnsafeLinks:)`); `page`
  /// is `nil` when there are errors.
  package static func decode(bytes: [UInt8], path: String, allowsUnsafeLinks: Bool) -> (page: ListPage?, diagnostics: [Diagnostic]) {
    var diagnostics = FileDiagnostics(file: path)
    let page = DocumentLoader.load(bytes: bytes, path: path, diagnostics: &diagnostics).flatMap {
      decode($0, allowsUnsafeLinks: allowsUnsafeLinks, diagnostics: &diagnostics)
    }
    return (diagnostics.hasErrors ? nil : page, diagnostics.all)
  }
}
