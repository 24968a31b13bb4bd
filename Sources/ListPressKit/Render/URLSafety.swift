import FoundationEssentials

/// Decides which addresses from a definition a page may point at, with the
/// same rule libcmark applies to Markdown links in safe mode.
enum URLSafety {
  /// Whether `url` may be used as a link: anything but the `javascript:`,
  /// `vbscript:`, `file:` and `data:` schemes. Browsers ignore tabs, line
  /// breaks and leading spaces in a scheme, so those are ignored here too.
  ///
  /// Read by bytes: each of the four schemes is ASCII letters, and no other
  /// character lowercases to one of those, so a scheme with any other
  /// character, or longer than `javascript`, is none of them.
  static func isSafeLink(_ url: String) -> Bool {
    var scheme: [UInt8] = []
    scheme.reserveCapacity(longestUnsafeScheme)
    var bytes = url.utf8.drop { $0 <= 0x20 }[...]
    while let byte = bytes.popFirst() {
      switch byte {
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        continue
      case UInt8(ascii: ":"):
        return !unsafeSchemes.contains(scheme)
      case UInt8(ascii: "a")...UInt8(ascii: "z") where scheme.count < longestUnsafeScheme:
        scheme.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z") where scheme.count < longestUnsafeScheme:
        scheme.append(byte + (UInt8(ascii: "a") - UInt8(ascii: "A")))
      default:
        return true
      }
    }
    return true
  }

  private static let unsafeSchemes = ["javascript", "vbscript", "file", "data"].map { Array($0.utf8) }
  private static let longestUnsafeScheme = unsafeSchemes.map(\.count).max()!

  /// A relative file path as a URL path: characters that would end or
  /// change a path (`?`, `#`, `%`, spaces...) are percent-encoded, and so is
  /// `:`, which would otherwise make `a:b.png` read as a scheme.
  static func relativeReference(toFile path: String) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(path.utf8.count)
    path.forEachRun(
      splittingAt: { !isPathCharacter($0) }, run: { encoded += $0 },
      special: { encoded += [UInt8(ascii: "%"), hexDigits[Int($0 >> 4)], hexDigits[Int($0 & 0xF)]] })
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
