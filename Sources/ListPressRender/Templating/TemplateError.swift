import ListPressDiagnostics

/// A page that cannot be rendered with the templates: a Mustache tag that
/// names data the page does not have, a partial that does not exist, in
/// strict mode; or a page whose items nest deeper than
/// ``PageRenderer/maximumOutlineDepth``.
///
/// It carries the diagnostic to print, located in the template file
/// (`templates/page.mustache:12:5: error: unknown name "date"`) or, for a
/// page too deep, at its deepest item in the page's file
/// (`list.md:1:1: error: items nest 10001 levels deep; the limit is 128: …`).
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
