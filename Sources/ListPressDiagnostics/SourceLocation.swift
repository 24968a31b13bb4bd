/// A position in a text: a 1-based line and a 1-based column.
///
/// Columns count Unicode characters, as libyaml does, so a column points at
/// the character a person sees in their editor.
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A position in a named file, printed as `FILE:LINE:COLUMN` like a compiler.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file's path as the user gave it (relative paths stay relative).
  public var file: String
  /// The line and column inside the file.
  public var position: TextPosition

  /// Creates a location in `file` at `position`.
  public init(file: String, position: TextPosition) {
    self.file = file
    self.position = position
  }

  /// Creates a location in `file` at a 1-based `line` and `column`.
  public init(file: String, line: Int, column: Int) {
    self.init(file: file, position: TextPosition(line: line, column: column))
  }

  /// A location that names a whole file rather than a place in it, for
  /// problems such as a file that cannot be read. It prints as `FILE`.
  public static func wholeFile(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: 0, column: 0)
  }

  /// Whether this location names a whole file rather than a place in it.
  public var isWholeFile: Bool { position.line == 0 }

  /// The 1-based line (0 for a whole file).
  public var line: Int { position.line }
  /// The 1-based column (0 for a whole file).
  public var column: Int { position.column }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.position) < (rhs.file, rhs.position)
  }

  /// The location as printed, its path with characters that are not shown
  /// as themselves escaped (see ``PrintableText``).
  public var description: String {
    let file = PrintableText.escaping(file)
    return isWholeFile ? file : "\(file):\(position.line):\(position.column)"
  }
}
