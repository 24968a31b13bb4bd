import ListPressDiagnostics

/// A definition split at its front matter fences: the YAML between the
/// opening `---` line and the closing `---` (or `...`) line, and the
/// Markdown body after it.
struct FrontMatter {
  /// The YAML text's byte range in the source file, line ends included.
  let yaml: Range<Int>
  /// How many Unicode scalars of the file come before the YAML text.
  let yamlScalarStart: Int
  /// The 1-based line of the file on which the YAML text starts: the one
  /// after the opening fence.
  static let yamlStartLine = 2
  /// The Markdown body, with line ends normalised to `\n`.
  let body: String
  /// The 1-based line of the file on which the body starts.
  let bodyStartLine: Int

  /// Splits `source`. A file that does not start with a `---` line, or whose
  /// front matter is never closed, is reported at 1:1 and gives nil.
  init?(splitting source: SourceFile, diagnostics: inout FileDiagnostics) {
    let start = TextPosition(line: 1, column: 1)
    guard Self.isFence(source.content(of: source.lines[0]), closing: false) else {
      diagnostics.error(
        "missing front matter: start the file with a '---' line, then the list's YAML, then a closing '---' line",
        at: start
      )
      return nil
    }
    let rest = source.lines.indices.dropFirst()
    guard
      let closing = rest.first(where: { Self.isFence(source.content(of: source.lines[$0]), closing: true) })
    else {
      diagnostics.error(
        "front matter is never closed: add a '---' line after the YAML, before the Markdown body",
        at: start
      )
      return nil
    }
    let opening = source.lines[0]
    let closingLine = source.lines[closing]
    yaml = opening.end..<closingLine.start
    yamlScalarStart = source.lines[Self.yamlStartLine - 1].scalarStart
    body = Self.normalisingLineEnds(source.bytes[closingLine.end...])
    bodyStartLine = closing + 2
  }

  /// Whether a line is `---` (or, closing, `...`) followed by nothing but
  /// spaces or tabs. Every line of the front matter is tried until the
  /// closing one: nearly all are told apart by their first byte.
  private static func isFence(_ line: ArraySlice<UInt8>, closing: Bool) -> Bool {
    guard let first = line.first, first == UInt8(ascii: "-") || (closing && first == UInt8(ascii: ".")) else {
      return false
    }
    return line.count >= 3 && line.prefix(3).allSatisfy { $0 == first }
      && line.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// The text of `bytes` (already checked UTF-8) with `\r\n` and `\r` made `\n`.
  private static func normalisingLineEnds(_ bytes: ArraySlice<UInt8>) -> String {
    var normalised: [UInt8] = []
    normalised.reserveCapacity(bytes.count)
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == 0x0A && previous == 0x0D {
        previous = byte
        continue
      }
      normalised.append(byte == 0x0D ? 0x0A : byte)
      previous = byte
    }
    return String(decoding: normalised, as: UTF8.self)
  }
}
