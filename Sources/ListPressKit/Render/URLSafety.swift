import FoundationEssentials

/// Decides which addresses from a definition a page may point at, with the
/// same rule libcmark applies to Markdown links in safe mode.
enum URLSafety {
  /// Whether `url` may be used as a link: anything but the `javascript:`,
  /// `vbscript:`, `file:` and `data:` schemes. Browsers ignore tabs, line
  /// breaks and leading spaces in a scheme, so those are ignored here too.
  static func isSafeLink(_ url: String) -> Bool {
    let significant = url.unicodeScalars
      .drop { $0.value <= 0x20 }
      .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    guard let colon = significant.firstIndex(of: ":") else { return true }
    let scheme = String(String.UnicodeScalarView(significant[..<colon])).lowercased()
    return !["javascript", "vbscript", "file", "data"].contains(scheme)
  }

  /// A relative file path as a URL path: characters that would end or
  /// change a path (`?`, `#`, `%`, spaces...) are percent-encoded, and so is
  /// `:`, which would otherwise make `a:b.png` read as a scheme.
  static func relativeReference(toFile path: String) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      if isPathCharacter(byte) {
        encoded.append(byte)
      } else {
        encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// Whether `byte` may stand for itself in a relative path: RFC 3986's
  /// unreserved characters, its sub-delimiters but `;`, `@` and `/`, as
  /// Foundation's URL path characters; not `:`.
  private static func isPathCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      pathPunctuation.contains(byte)
    }
  }

  private static let pathPunctuation = Set("-._~!$&'()*+,=@/".utf8)
  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
