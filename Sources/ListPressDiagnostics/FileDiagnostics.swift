/// The diagnostics of one input file, collected while it is loaded and
/// decoded, so that a file reports all its problems and not only the first.
public struct FileDiagnostics: Sendable {
  /// The path every diagnostic of this file is reported against.
  public let file: String
  /// Everything reported so far, in the order it was reported.
  public private(set) var all: [Diagnostic] = []

  /// Creates an empty collection for `file`.
  public init(file: String) {
    self.file = file
  }

  /// Whether any error was reported (warnings do not count).
  public var hasErrors: Bool { all.contains { $0.severity == .error } }

  /// Reports an error at `position`.
  public mutating func error(_ message: String, at position: TextPosition, notes: [Diagnostic] = []) {
    all.append(Diagnostic(.error, at: location(position), message, notes: notes))
  }

  /// Reports a warning at `position`.
  public mutating func warning(_ message: String, at position: TextPosition, notes: [Diagnostic] = []) {
    all.append(Diagnostic(.warning, at: location(position), message, notes: notes))
  }

  /// A note at `position`, to attach to an error or a warning.
  public func note(_ message: String, at position: TextPosition) -> Diagnostic {
    Diagnostic(.note, at: location(position), message)
  }

  /// Adds `note` to the notes of the diagnostic at `index` in ``all``.
  public mutating func addNote(_ note: Diagnostic, to index: Int) {
    all[index].notes.append(note)
  }

  /// Adds diagnostics made elsewhere.
  public mutating func append(contentsOf diagnostics: [Diagnostic]) {
    all.append(contentsOf: diagnostics)
  }

  /// The location of `position` in this file.
  public func location(_ position: TextPosition) -> SourceLocation {
    SourceLocation(file: file, position: position)
  }
}
