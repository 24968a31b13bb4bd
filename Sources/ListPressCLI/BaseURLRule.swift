/// What `--base-url` accepts: where a site is served, and nothing a link
/// built from it could turn into something else.
///
/// Either an absolute `http:` or `https:` URL with a host and no
/// credentials (`https://example.org/lists`), or a path on the site's own
/// host that starts with `/` (`/lists/`). Neither may carry a query or a
/// fragment, which would end up in the middle of every link built from it,
/// nor a character a URL does not hold as it is: spaces, control
/// characters, quotes, `<`, `>`, `\` and anything outside ASCII (which is
/// percent-encoded in a URL).
enum BaseURLRule {
  /// What was given when it is acceptable; otherwise why not, in words
  /// that say what is accepted.
  static func check(_ url: String) -> String? {
    if let character = url.unicodeScalars.first(where: { !isURLCharacter($0) }) {
      return "\(refused(url)): it contains \(describe(character)), which a URL holds only percent-encoded"
    }
    if url.contains("?") || url.contains("#") {
      return "\(refused(url)): a base URL has no query ('?') or fragment ('#')"
    }
    if url.hasPrefix("//") {
      return "\(refused(url)): write the scheme, as in 'https:\(url)', or a path on the site's host such as '/lists/'"
    }
    if url.hasPrefix("/") {
      return nil
    }
    guard let colon = url.firstIndex(of: ":") else {
      return "\(refused(url)): \(expected)"
    }
    let scheme = url[..<colon].lowercased()
    guard scheme == "http" || scheme == "https" else {
      return "\(refused(url)): the scheme '\(url[..<colon]):' is not accepted; \(expected)"
    }
    let rest = url[url.index(after: colon)...]
    guard rest.hasPrefix("//") else {
      return "\(refused(url)): \(expected)"
    }
    let authority = rest.dropFirst(2).prefix { $0 != "/" }
    if authority.contains("@") {
      return "\(refused(url)): a base URL carries no user name or password ('user:password@')"
    }
    let (host, port) = hostAndPort(of: authority)
    guard !host.isEmpty else {
      return "\(refused(url)): it has no host; \(expected)"
    }
    if let port, port.isEmpty || !port.allSatisfy(\.isASCIIDigit) {
      return "\(refused(url)): the port '\(port)' is not a number"
    }
    return nil
  }

  /// The host of an authority (an IPv6 address in its brackets) and the
  /// port after it, if a `:` follows the host.
  private static func hostAndPort(of authority: Substring) -> (host: Substring, port: Substring?) {
    let hostEnd: Substring.Index
    if authority.hasPrefix("["), let bracket = authority.firstIndex(of: "]") {
      hostEnd = authority.index(after: bracket)
    } else {
      hostEnd = authority.firstIndex(of: ":") ?? authority.endIndex
    }
    let host = authority[..<hostEnd]
    guard hostEnd < authority.endIndex else { return (host, nil) }
    return (host, authority[authority.index(after: hostEnd)...])
  }

  private static let expected =
    "expected an 'https:' or 'http:' URL such as 'https://example.org/lists', or a path that starts with '/'"

  private static func refused(_ url: String) -> String {
    "invalid value '\(url)' for '--base-url <url>'"
  }

  /// Whether `scalar` may stand for itself in a URL: RFC 3986's unreserved
  /// and reserved characters, and `%` for what is percent-encoded.
  private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9": true
    default: allowedPunctuation.contains(scalar)
    }
  }

  private static let allowedPunctuation = Set("-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar == " " { return "a space" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    guard scalar.properties.generalCategory != .control, !scalar.properties.isDefaultIgnorableCodePoint,
      !scalar.properties.isBidiControl
    else { return code }
    return "'\(scalar)' (\(code))"
  }
}

extension Character {
  /// Whether the character is one of `0`–`9`.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
