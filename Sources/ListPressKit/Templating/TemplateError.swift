/// A template that cannot be rendered: a Mustache tag that names data the
/// page does not have, a partial that does not exist, in strict mode.
///
/// It carries the diagnostic to print, located in the template file:
/// `templates/page.mustache:12:5: error: unknown name "date"`.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problem, at its place in the template.
  public var diagnostic: Diagnostic

  /// Creates an error from its diagnostic.
  public init(_ diagnostic: Diagnostic) {
    self.diagnostic = diagnostic
  }

  /// The diagnostic as the compiler prints it.
  public var description: String { diagnostic.description }
}
