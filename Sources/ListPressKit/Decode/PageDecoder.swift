/// The decode stage: turns a loaded definition into a typed `ListPage`,
/// checking it against the contract of FORMAT.md.
public enum PageDecoder {
  /// Decodes a loaded definition into a page, applying FORMAT.md's defaults.
  /// Reports every problem into `diagnostics` (all of them, not just the first); returns nil if any error was reported.
  public static func decode(_ document: LoadedDocument, diagnostics: inout FileDiagnostics) -> ListPage? {
    var decoder = DefinitionDecoder(diagnostics: diagnostics)
    let page = decoder.page(from: document)
    diagnostics = decoder.diagnostics
    return diagnostics.hasErrors ? nil : page
  }
}
