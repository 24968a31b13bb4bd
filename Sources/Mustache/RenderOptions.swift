/// How a template is rendered: how strictly names and partials are resolved,
/// and how `{{name}}` tags escape.
public struct RenderOptions: Sendable {
  /// Whether names that are not found and partials that do not exist are
  /// errors instead of rendering as nothing.
  ///
  /// The specification wants missing data to render as the empty string; a
  /// site generator wants a typo to fail the build rather than ship a blank
  /// page. In strict mode rendering throws a ``MustacheError`` for:
  /// - a name in a variable or section tag that no context on the stack
  ///   has, or a dotted name whose chain breaks (an explicit `null` is fine:
  ///   data opts out by saying so);
  /// - interpolating a list or an object;
  /// - a partial or parent that the library does not have;
  /// - a dynamic name that does not hold a string.
  public var isStrict: Bool

  /// How `{{name}}` tags escape. HTML by default.
  public var escaping: Escaping

  /// Creates options; the defaults follow the specification.
  public init(strict: Bool = false, escaping: Escaping = .html) {
    self.isStrict = strict
    self.escaping = escaping
  }

  /// The specification's behaviour: missing names and partials render as
  /// nothing, and `{{name}}` escapes HTML.
  public static var standard: RenderOptions { RenderOptions() }

  /// Strict mode with HTML escaping: see ``isStrict``.
  public static var strict: RenderOptions { RenderOptions(strict: true) }
}
