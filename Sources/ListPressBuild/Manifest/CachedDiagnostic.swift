import ListPressDiagnostics

/// A warning kept in the manifest, so that a definition that is skipped as
/// unchanged still reports its warnings, exactly as when it was built.
///
/// The file is not stored: a definition's diagnostics are all about the
/// definition itself, and they are printed with the path it has in the
/// current build.
struct CachedDiagnostic: Hashable, Sendable {
  var severity: String
  var line: Int
  var column: Int
  var message: String
  var notes: [CachedDiagnostic]

  /// The parts of `diagnostic` to keep.
  /// A diagnostic of these values, as a manifest records them.
  init(severity: String, line: Int, column: Int, message: String, notes: [CachedDiagnostic]) {
    self.severity = severity
    self.line = line
    self.column = column
    self.message = message
    self.notes = notes
  }

  init(_ diagnostic: Diagnostic) {
    severity = diagnostic.severity.rawValue
    line = diagnostic.location.line
    column = diagnostic.location.column
    message = diagnostic.message
    notes = diagnostic.notes.map(CachedDiagnostic.init)
  }

  /// The diagnostic again, in `file`.
  func diagnostic(in file: String) -> Diagnostic {
    Diagnostic(
      Diagnostic.Severity(rawValue: severity) ?? .warning,
      at: SourceLocation(file: file, line: line, column: column),
      message,
      notes: notes.map { $0.diagnostic(in: file) })
  }
}
