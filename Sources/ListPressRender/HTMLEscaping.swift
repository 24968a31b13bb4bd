/// The one way user text becomes HTML.
///
/// The same five characters are replaced in text and in attribute values
/// (`&`, `<`, `>`, `"` and `'`), so a value is safe wherever it lands.
/// Page code never calls this directly: `HTMLWriter` passes text and
/// attribute values through it as it writes them.
public enum HTMLEscaping {
  /// `text` with `& < > " '` replaced by character references.
  public static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    append(escaping: text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of `text` to `buffer`, escaped.
  static func append(escaping text: String, to buffer: inout [UInt8]) {
    escape(text, run: { buffer.append(contentsOf: $0) }, reference: { buffer.append($0) })
  }

  /// Appends the UTF-8 of `text` to `buffer`, escaped.
  static func append(escaping text: String, to buffer: ByteBuffer) {
    escape(text, run: { buffer.append($0) }, reference: { buffer.append($0) })
  }

  /// Hands `text` over as runs of bytes without special characters, copied
  /// in one piece by `run`, and the character reference that replaces each
  /// special character, by `reference`.
  @inline(__always)
  private static func escape(
    _ text: String, run: (UnsafeBufferPointer<UInt8>) -> Void, reference: (StaticString) -> Void
  ) {
    text.forEachRun(
      splittingAt: { characterReference(for: $0) != nil }, run: run,
      special: { reference(characterReference(for: $0)!) })
  }

  /// The character reference that replaces `byte`, or `nil` for a byte
  /// that stands for itself.
  @inline(__always)
  private static func characterReference(for byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}

extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of a literal.
  mutating func append(_ literal: StaticString) {
    append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends the UTF-8 bytes of `text` in one copy.
  mutating func append(utf8Of text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
