/// Text from an input file made safe to print on one line of a terminal or
/// a CI log.
///
/// A message quotes what a file wrote and a location names the file's
/// path, and either may hold characters that a terminal or a log acts on
/// instead of showing: a line break would start a forged
/// `file:1:1: error:` line, an escape sequence would recolour the terminal
/// or move its cursor, a bidirectional override would show the line's
/// characters in another order than they are. Each of those is written as
/// a Swift escape of its code point instead, `\u{1B}` for ESC, so that what
/// is printed is one line that shows exactly what the file holds.
public enum PrintableText {
  /// `text` with every character that is not shown as itself escaped: the
  /// C0 controls (tab and line breaks included), DEL, the C1 controls, the
  /// line and paragraph separators, and the bidirectional marks, embeddings,
  /// overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E,
  /// U+2066–U+2069).
  public static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether `scalar` is written as an escape.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
