import ListPressDiagnostics

/// The load stage: turns a definition file's bytes into a `LoadedDocument`.
public enum DocumentLoader {
  /// Loads a definition: validates UTF-8, splits the front matter, parses it with libyaml.
  /// Reports every problem into `diagnostics`; returns nil when the file cannot be used.
  ///
  /// The file cannot be used when its bytes are not UTF-8 text (invalid
  /// UTF-8, a NUL byte), when it has no closed front matter, or when the
  /// front matter is not one well-formed YAML document within `YAMLLimits`
  /// whose aliases all name an earlier anchor. Duplicate keys and values
  /// that do not fit their tag are errors too, but the document is still
  /// returned (the first of duplicate keys is kept) so that decoding can
  /// report the file's other problems in the same run.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents. A leading UTF-8 byte order mark is
  ///     skipped; lines may end in `\n`, `\r\n` or `\r`.
  ///   - path: The file's path, kept in the loaded document.
  ///   - diagnostics: Where problems are reported, positioned in the file.
  public static func load(bytes: [UInt8], path: String, diagnostics: inout FileDiagnostics) -> LoadedDocument? {
    guard
      let source = SourceFile(bytes: bytes, diagnostics: &diagnostics),
      let frontMatter = FrontMatter(splitting: source, diagnostics: &diagnostics),
      let root = YAMLReader.read(frontMatter, of: source, diagnostics: &diagnostics)
    else { return nil }
    return LoadedDocument(
      path: path,
      frontMatter: root,
      body: frontMatter.body,
      bodyStartLine: frontMatter.bodyStartLine
    )
  }
}
