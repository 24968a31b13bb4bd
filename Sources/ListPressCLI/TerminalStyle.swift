import ListPressKit

/// How text for the error stream is decorated: like swiftc, bold locations
/// and messages with a red `error:` and a magenta `warning:`, or plain text
/// when colours are off.
struct TerminalStyle: Sendable {
  /// Whether escape sequences are written at all.
  var usesColors: Bool

  private static let reset = "\u{1B}[0m"
  private static let bold = "\u{1B}[1m"

  /// `text` in bold.
  func bold(_ text: String) -> String {
    decorated(text, with: Self.bold)
  }

  /// The label of a severity, `error:`, in its colour.
  func label(_ severity: Diagnostic.Severity) -> String {
    let code =
      switch severity {
      case .error: "\u{1B}[1;31m"
      case .warning: "\u{1B}[1;35m"
      case .note: "\u{1B}[1;90m"
      }
    return decorated("\(severity.rawValue):", with: code)
  }

  private func decorated(_ text: String, with code: String) -> String {
    usesColors ? code + text + Self.reset : text
  }

  /// Whether the error stream should be coloured: only on a terminal, and
  /// only when `NO_COLOR` is not set.
  static func colorsWanted(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && environment["NO_COLOR"] == nil
  }
}
