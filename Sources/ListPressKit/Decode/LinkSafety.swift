/// Checks an item's `link`: a row's link becomes an anchor's `href`, so the
/// schemes that run code or smuggle content in are refused.
enum LinkSafety {
  /// The schemes a link may not use.
  static let refusedSchemes: Set<String> = ["javascript", "vbscript", "data"]

  /// Throws when `link` uses a refused scheme, however it is spelt.
  static func check(_ link: String) throws(InvalidValue) {
    guard let scheme = URLScheme.of(link), refusedSchemes.contains(scheme) else { return }
    throw InvalidValue(
      "link scheme '\(scheme):' is not allowed; expected an 'https:', 'http:' or 'mailto:' URL, a relative path or a '#anchor'"
    )
  }
}
