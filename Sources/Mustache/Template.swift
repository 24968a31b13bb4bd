/// A Mustache template, parsed once and rendered any number of times.
public struct Template: Sendable {
  /// The template's source text.
  public let source: String

  /// Parses `source`.
  public init(_ source: String) {
    self.source = source
  }
}
