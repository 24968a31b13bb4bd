/// The scheme of a URL as a browser reads it, to judge links and images
/// written in a definition.
package enum URLScheme {
  /// The schemes a link may use without `--unsafe`, besides having none (a
  /// relative path, a `?query` or a `#fragment`): the web, mail and phone.
  /// Any other scheme may open another program (`ms-msdt:`, `intent:`,
  /// `vscode:`...) with what the link carries.
  package static let allowedInLinks = ["http", "https", "mailto", "tel"]

  /// The lowercased scheme of `text` (`javascript` for ` Java\tScript:alert(1)`),
  /// or `nil` for a relative reference. Like a browser's URL parser, it skips
  /// leading spaces and control characters and ignores tabs and line breaks
  /// anywhere.
  static func of(_ text: String) -> String? {
    var scheme = ""
    for scalar in text.unicodeScalars {
      if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
      if scheme.isEmpty && scalar.value <= 0x20 { continue }
      if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
      let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      let isOther = ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
      guard isLetter || (!scheme.isEmpty && isOther) else { return nil }
      scheme.unicodeScalars.append(scalar)
    }
    return nil
  }
}
