/// A problem found in an input file, located and worded for the person who
/// has to fix it.
///
/// Printed in the style of the Swift compiler:
/// `Examples/list.md:4:13: error: unknown appearance 'insetgrouped'; did you mean 'insetGrouped'?`
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// The input cannot be used: the file produces no page.
    case error
    /// The input is usable but almost certainly not what was meant.
    case warning
    /// Extra context attached to an error or a warning.
    case note

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one line, with the accepted values or a did-you-mean
  /// where there is one.
  public var message: String
  /// Notes printed after the diagnostic, such as the opening bracket of a
  /// collection that was never closed.
  public var notes: [Diagnostic]

  /// Creates a diagnostic.
  public init(
    _ severity: Severity,
    at location: SourceLocation,
    _ message: String,
    notes: [Diagnostic] = []
  ) {
    self.severity = severity
    self.location = location
    self.message = message
    self.notes = notes
  }

  /// The diagnostic and its notes, one per line, without a trailing newline.
  /// Paths and messages are printed with the characters that a terminal or
  /// a log would act on escaped (see ``PrintableText``), so that a file can
  /// add no line and change no colour.
  public var description: String {
    ([self.line] + notes.map(\.line)).joined(separator: "\n")
  }

  /// The message as printed, with the characters that are not shown as
  /// themselves escaped (see ``PrintableText``).
  public var printableMessage: String { PrintableText.escaping(message) }

  private var line: String { "\(location): \(severity.rawValue): \(printableMessage)" }

  /// Orders diagnostics by file and position, errors before warnings at the
  /// same position, so output is deterministic.
  public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.sorted {
      ($0.location, $0.severity, $0.message) < ($1.location, $1.severity, $1.message)
    }
  }
}
