/// A symbol image that ListPress can draw: the shapes of one `<symbol>` of
/// the built-in sprite, named like an SF Symbol.
public struct Symbol: Sendable, Hashable {
  /// The SF Symbol name, which is also the symbol's `id` in the sprite:
  /// `star.fill`.
  public let name: String
  /// The coordinate system of `body`, as an SVG `viewBox`: `0 0 16 16`.
  public let viewBox: String
  /// The shapes as SVG markup (`<path>`, `<circle>` and `<rect>` elements
  /// with geometry attributes only), painted with `currentColor` by
  /// whatever draws them.
  public let body: String
  /// Whether the shapes are a stand-in for the SF Symbol rather than a
  /// drawing of the same thing in the same style, as a plain microphone for
  /// `music.mic`.
  public let isApproximate: Bool

  /// A symbol with the given name, coordinates, shapes and exactness.
  public init(name: String, viewBox: String, body: String, isApproximate: Bool) {
    self.name = name
    self.viewBox = viewBox
    self.body = body
    self.isApproximate = isApproximate
  }
}
