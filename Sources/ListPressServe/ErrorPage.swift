import ListPressDiagnostics
import ListPressRender

/// The page `serve` sends in place of a page whose definition has errors:
/// the diagnostics as the terminal prints them (`FILE:LINE:COLUMN: error:
/// MESSAGE`, each note on its own line), escaped by ``HTMLEscaping``. It
/// carries the reload script like every page, so once the definition is
/// fixed the list comes back by itself.
enum ErrorPage {
  /// The page for `diagnostics`, the problems of `source` (a definition,
  /// or the templates when they keep every page from being built).
  static func html(source: String, diagnostics: [Diagnostic]) -> String {
    let title = HTMLEscaping.escaped("Errors in \(source)")
    let lines = diagnostics.map { "<li>\(HTMLEscaping.escaped($0.description))</li>" }.joined(separator: "\n")
    let policy = "default-src 'none'; style-src \(ContentSecurityPolicy.hashSource(of: style)); base-uri 'none'; "
      + "form-action 'none'"
    let page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta http-equiv="Content-Security-Policy" content="\(policy)">
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>\(title)</h1>
      <ul>
      \(lines)
      </ul>
      <p>listpress serve shows the page again once it builds without errors.</p>
      </body>
      </html>

      """
    return ReloadScript.injected(into: page)
  }

  /// The page's styles: the diagnostics in a monospaced font, wrapped,
  /// light or dark as the reader prefers.
  static let style = """
    :root { color-scheme: light dark; font: 16px/1.4 system-ui, sans-serif; }
    body { margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
    h1 { font-size: 1.25rem; color: #d70015; }
    ul { list-style: none; padding: 0; }
    li { font-family: ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.5rem 0; }
    """
}
