import FoundationEssentials
import ListPressKit

/// The line of a file that a diagnostic points at, to print under it with
/// a caret under the column, as swiftc and cargo do:
///
///     3 | appearance: insetgrouped
///       |             ^
///
/// Read from the file when the diagnostic is printed; nothing is printed
/// for a location that is the whole file, or a file or line that is not
/// (or no longer) there. The line is printed with its control characters
/// and bidirectional marks escaped, as messages are, so that no file can
/// move the cursor or change the terminal; the caret is placed under the
/// escaped text.
struct SourceExcerpt: Equatable {
  /// The line's number.
  let lineNumber: Int
  /// The line, escaped for printing.
  let text: String
  /// What goes before the caret: a space for each character before the
  /// column, and a tab for each tab, so that it lines up under `text`.
  let caretIndent: String

  /// The excerpt for `location`, read from its file; `nil` when there is
  /// none to show.
  init?(for location: SourceLocation) {
    guard !location.isWholeFile, location.line >= 1, location.column >= 1,
      let data = FileManager.default.contents(atPath: location.file)
    else { return nil }
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let line = Self.line(location.line, of: bytes) else { return nil }
    let scalars = Array(String(decoding: line, as: UTF8.self).unicodeScalars)
    let before = String(String.UnicodeScalarView(scalars.prefix(location.column - 1)))
    lineNumber = location.line
    text = PrintableText.escaping(String(String.UnicodeScalarView(scalars)))
    caretIndent = String(PrintableText.escaping(before).map { $0 == "\t" ? "\t" : " " })
  }

  /// The bytes of line `number` (from 1), without its line end; a line
  /// ends at LF, CR LF or a lone CR, as YAML's do.
  private static func line(_ number: Int, of bytes: [UInt8]) -> ArraySlice<UInt8>? {
    var current = 1
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if current == number { return bytes[start..<index] }
        if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        current += 1
        start = index + 1
      }
      index += 1
    }
    return current == number && start <= bytes.count ? bytes[start...] : nil
  }

  /// The two lines printed: the source line after its number, and the
  /// caret under the column, both after a gutter as wide as the number.
  func lines(caret: (String) -> String) -> String {
    let number = String(lineNumber)
    let gutter = String(repeating: " ", count: number.count)
    return " \(number) | \(text)\n \(gutter) | \(caretIndent)\(caret("^"))\n"
  }
}
