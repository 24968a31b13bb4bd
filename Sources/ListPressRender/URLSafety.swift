import FoundationEssentials
import ListPressDecode

/// Decides which addresses from a definition a page may point at: a row's
/// link, and the links and images of its Markdown.
package enum URLSafety {
  /// Whether `url` may be used as a link: a relative reference (no scheme:
  /// a path, a `?query`, a `#fragment`), or one of the schemes of
  /// ``URLScheme/allowedInLinks``. The scheme is read as a browser reads
  /// it: after leading spaces and controls, with tabs and line breaks
  /// left out, an ASCII letter and then letters, digits, `+`, `-` and `.`
  /// up to a `:`; any other character before the `:` means there is no
  /// scheme.
  ///
  /// Read by bytes: every allowed scheme is ASCII letters, and no other
  /// character lowercases to one of those, so a scheme with any other
  /// character, or longer than the longest allowed one, is none of them.
  static func isSafeLink(_ url: String) -> Bool {
    switch scheme(of: url) {
    case .relative: true
    case .short(let scheme): allowedSchemes.contains(scheme)
    case .other: false
    }
  }

  /// Whether `url` may be the source of a Markdown image: what a link may
  /// be, or a `data:` URL, which libcmark's safe mode then allows only for
  /// PNG, GIF, JPEG and WebP images.
  static func isSafeImage(_ url: String) -> Bool {
    if case .short(let scheme) = scheme(of: url), scheme == dataScheme { return true }
    return isSafeLink(url)
  }

  /// What comes before the first `:` of a URL.
  private enum Scheme {
    /// No scheme: a relative reference.
    case relative
    /// A scheme of letters only, no longer than the longest allowed one,
    /// lowercased.
    case short([UInt8])
    /// Any other scheme, which is none of the allowed ones.
    case other
  }

  private static func scheme(of url: String) -> Scheme {
    var scheme: [UInt8] = []
    scheme.reserveCapacity(longestAllowedScheme)
    var isOther = false
    var bytes = url.utf8.drop { $0 <= 0x20 }[...]
    while let byte = bytes.popFirst() {
      switch byte {
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        continue
      case UInt8(ascii: ":"):
        return isOther ? .other : scheme.isEmpty ? .relative : .short(scheme)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        if scheme.count < longestAllowedScheme {
          scheme.append(byte | 0x20)
        } else {
          isOther = true
        }
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
        // Not the first character (a scheme starts with a letter), and in
        // none of the allowed schemes.
        guard !scheme.isEmpty else { return .relative }
        isOther = true
      default:
        return .relative
      }
    }
    return .relative
  }

  private static let allowedSchemes = URLScheme.allowedInLinks.map { Array($0.utf8) }
  private static let longestAllowedScheme = allowedSchemes.map(\.count).max()!
  private static let dataScheme = Array("data".utf8)

  /// A relative file path as a URL path: characters that would end or
  /// change a path (`?`, `#`, `%`, spaces...) are percent-encoded, and so is
  /// `:`, which would otherwise make `a:b.png` read as a scheme.
  package static func relativeReference(toFile path: String) -> String {
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
