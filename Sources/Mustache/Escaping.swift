/// How `{{name}}` tags escape the text they write.
///
/// The engine decides when to escape: `{{name}}` always goes through the
/// escaping, `{{{name}}}` and `{{&name}}` never do. The escaping decides how.
public struct Escaping: Sendable {
  enum Kind: Sendable {
    case html
    case none
    case custom(@Sendable (String) -> String)
  }

  let kind: Kind

  /// HTML: `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`,
  /// `&quot;` and `&#39;`, so text is safe in element content and in quoted
  /// attribute values. The default.
  public static let html = Escaping(kind: .html)

  /// No escaping: for templates that produce plain text.
  public static let none = Escaping(kind: .none)

  /// Escaping by a function of your own, for other output languages.
  public static func custom(_ escape: @escaping @Sendable (String) -> String) -> Escaping {
    Escaping(kind: .custom(escape))
  }

  /// Appends `text` to `output`, escaped.
  func append(_ text: String, to output: inout [UInt8]) {
    switch kind {
    case .html: Self.appendHTML(text, to: &output)
    case .none: output.appendUTF8(of: text)
    case .custom(let escape): output.appendUTF8(of: escape(text))
    }
  }

  /// Copies runs without special characters in one piece.
  private static func appendHTML(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for index in bytes.indices {
        let replacement: StaticString
        switch bytes[index] {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&#39;"
        default: continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        output.append(
          contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        runStart = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
  }
}

extension [UInt8] {
  /// Appends the UTF-8 of `text` in one copy: through a generic
  /// `append(contentsOf: text.utf8)` a long string is copied byte by byte.
  mutating func appendUTF8(of text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
