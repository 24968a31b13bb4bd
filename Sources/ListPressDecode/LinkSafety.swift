/// Checks an item's `link`: a row's link becomes an anchor's `href`, so it
/// may use only the schemes of ``URLScheme/allowedInLinks`` (or none), and
/// never one that runs code or smuggles content in.
enum LinkSafety {
  /// The schemes a link may not use, even when unsafe links are allowed.
  static let refusedSchemes: Set<String> = ["javascript", "vbscript", "data"]

  /// Throws when `link` uses a scheme that is not allowed, however it is
  /// spelt: a refused scheme always, any other scheme that is not in
  /// ``URLScheme/allowedInLinks`` unless `allowsUnsafeLinks` (`--unsafe`).
  static func check(_ link: String, allowsUnsafeLinks: Bool = false) throws(InvalidValue) {
    guard let scheme = URLScheme.of(link) else { return }
    let expected = "expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'"
    if refusedSchemes.contains(scheme) {
      throw InvalidValue("link scheme '\(scheme):' is not allowed; \(expected)")
    }
    if !allowsUnsafeLinks && !URLScheme.allowedInLinks.contains(scheme) {
      throw InvalidValue(
        "link scheme '\(scheme):' is not allowed; \(expected)",
        note: "a link with another scheme can open another program; build with '--unsafe' to allow it")
    }
  }
}
