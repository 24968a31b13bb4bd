/// Where `listpress serve` listens, and whether it opens the browser.
struct PreviewSettings: Hashable, Sendable {
  /// The address to listen on: an IPv4 or IPv6 literal.
  var address: String
  /// The port to listen on, or, when another program listens there, the
  /// first of the next ones that is free; 0 lets the system choose.
  var port: UInt16
  /// Whether the site is opened in the browser once it is built.
  var opensBrowser: Bool
}
