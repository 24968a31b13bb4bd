import ListPressKit

/// Writes diagnostics and usage errors the way swiftc does:
/// `FILE:LINE:COLUMN: error: MESSAGE`, each note on its own line. Paths,
/// messages and arguments are written with control characters, line breaks
/// and bidirectional overrides escaped (`\u{1B}`), so that nothing a file or
/// an argument holds can add a line or change the terminal.
///
/// With ``showsSourceLines``, an error or a warning is followed by the
/// line of the file it points at, with a caret under its column
/// (``SourceExcerpt``); tools that read the output line by line still find
/// every diagnostic on a line of its own.
struct DiagnosticPrinter: Sendable {
  /// The decoration used.
  var style: TerminalStyle
  /// Whether errors and warnings show the source line they point at.
  var showsSourceLines = false

  /// The diagnostic and its notes, one per line, each ending in a newline;
  /// with ``showsSourceLines``, the diagnostic's source line and caret
  /// follow it, before its notes.
  func format(_ diagnostic: Diagnostic) -> String {
    var text = line(diagnostic)
    if showsSourceLines, let excerpt = SourceExcerpt(for: diagnostic.location) {
      text += excerpt.lines(caret: style.bold)
    }
    return text + diagnostic.notes.map(line).joined()
  }

  /// A usage error with the usage line that should have been followed.
  func format(_ error: UsageError) -> String {
    let usage = error.subcommand?.usage ?? "listpress <command> [<options>]"
    let helpCommand = ["listpress", "help", error.subcommand?.rawValue].compactMap { $0 }.joined(separator: " ")
    return """
      \(style.label(.error)) \(style.bold(PrintableText.escaping(error.message)))
      usage: \(usage)
      Run '\(helpCommand)' for more.

      """
  }

  /// An error that belongs to no line of a file (`init` refusing to
  /// replace a file, say), as `error: MESSAGE`.
  func format(problem message: String) -> String {
    "\(style.label(.error)) \(style.bold(PrintableText.escaping(message)))\n"
  }

  private func line(_ diagnostic: Diagnostic) -> String {
    let message = diagnostic.severity == .note ? diagnostic.printableMessage : style.bold(diagnostic.printableMessage)
    return "\(style.bold("\(diagnostic.location):")) \(style.label(diagnostic.severity)) \(message)\n"
  }
}
