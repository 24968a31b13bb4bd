import Foundation

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
    path.addingPercentEncoding(withAllowedCharacters: relativePathCharacters) ?? path
  }

  private static let relativePathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ":"))
}
