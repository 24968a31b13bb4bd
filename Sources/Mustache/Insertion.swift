/// A place in a rendered output where a tag interpolated a placeholder
/// (``MustacheValue/placeholder(_:)``): the caller's text for it goes at
/// ``offset``, escaped as the render's ``Escaping`` escapes when
/// ``isEscaped``.
///
/// The output with every placeholder's text inserted at its places is what
/// rendering with that text as a string would have written.
public struct Insertion: Sendable, Hashable {
  /// The placeholder's name.
  public var name: String
  /// Where the text goes: an index into the output rendered into, before
  /// any text is inserted.
  public var offset: Int
  /// Whether the tag escapes (`{{name}}`) or not (`{{{name}}}`, `{{&name}}`).
  public var isEscaped: Bool

  /// Creates an insertion.
  public init(name: String, offset: Int, isEscaped: Bool) {
    self.name = name
    self.offset = offset
    self.isEscaped = isEscaped
  }
}
