/// A problem with a template, found when it is parsed or, in strict mode,
/// when it is rendered.
///
/// Every error points at a place: the name the template was given (if any)
/// and a 1-based line and column, where columns count Unicode characters. It
/// prints like a compiler diagnostic, `page:3:7: unclosed section "items"`.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// A tag opens but its closing delimiter never comes. The payload is the
    /// closing delimiter that was expected.
    case unclosedTag(expected: String)
    /// A tag has no name, such as `{{ }}` or `{{#}}`.
    case emptyTag
    /// A tag's name is not a valid name, such as `{{a b}}` or `{{a..b}}`.
    case invalidName(String)
    /// A set-delimiter tag does not hold exactly two delimiters without `=`
    /// or whitespace in them. The payload is the tag's content.
    case invalidDelimiters(String)
    /// A section, inverted section, parent or block is never closed.
    case unclosedSection(String)
    /// A closing tag has no open section to close.
    case unexpectedSectionEnd(String)
    /// A closing tag names a different section from the one that is open.
    case mismatchedSectionEnd(expected: String, found: String)
    /// Sections, inverted sections, parents and blocks enclose one another
    /// more deeply than `limit` levels; the error is at the first tag past it.
    case nestingTooDeep(limit: Int)
    /// Strict mode: a name is not found on the context stack.
    case unknownName(String)
    /// Strict mode: an interpolation tag names a list or an object.
    case notInterpolatable(String)
    /// Strict mode: a dynamic name (`{{>*name}}`) holds no string.
    case invalidDynamicName(String)
    /// No template has this name: a partial or parent in strict mode, or a
    /// template asked of a ``TemplateLibrary`` by name.
    case missingTemplate(String)
    /// Partials and parents include each other too deeply, most likely in a
    /// cycle that nothing in the data stops.
    case recursionTooDeep(String)
  }

  /// What went wrong.
  public let reason: Reason
  /// The name of the template the error is in, if it was parsed with one.
  public let template: String?
  /// The 1-based line of the tag at fault (0 when there is no tag).
  public let line: Int
  /// The 1-based column of the tag's opening delimiter, counting Unicode
  /// characters (0 when there is no tag).
  public let column: Int
  /// For ``Reason/unknownName(_:)``, the names that could be looked up at
  /// the tag, sorted, for a did-you-mean: the keys of every object on the
  /// context stack, or, when a dotted name stops partway (`source.pth`),
  /// the keys of the object it stopped in, written with the keys that led
  /// there (`source.line`, `source.path`). Empty for other errors. Advice,
  /// not identity: two errors that differ only here are equal.
  public internal(set) var knownNames: [String] = []

  /// Creates an error at a place in a template.
  public init(_ reason: Reason, template: String?, line: Int, column: Int) {
    self.reason = reason
    self.template = template
    self.line = line
    self.column = column
  }

  /// The problem in words, without the place.
  public var message: String {
    switch reason {
    case .unclosedTag(let expected):
      "unclosed tag: no \"\(expected)\" to close it"
    case .emptyTag:
      "empty tag"
    case .invalidName(let name):
      "invalid name \"\(name)\""
    case .invalidDelimiters(let content):
      "invalid delimiters \"\(content)\": expected two delimiters without whitespace or \"=\""
    case .unclosedSection(let name):
      "unclosed section \"\(name)\""
    case .unexpectedSectionEnd(let name):
      "closing tag \"\(name)\" has no open section"
    case .mismatchedSectionEnd(let expected, let found):
      "closing tag \"\(found)\" does not match the open section \"\(expected)\""
    case .nestingTooDeep(let limit):
      "sections nest more than \(limit) levels deep, the limit; this tag opens level \(limit + 1)"
    case .unknownName(let name):
      "unknown name \"\(name)\""
    case .notInterpolatable(let name):
      "\"\(name)\" is a list or an object and cannot be written as text"
    case .invalidDynamicName(let name):
      "dynamic name \"\(name)\" does not hold a template name"
    case .missingTemplate(let name):
      "no template named \"\(name)\""
    case .recursionTooDeep(let name):
      "templates include each other too deeply (at \"\(name)\")"
    }
  }

  public static func == (lhs: MustacheError, rhs: MustacheError) -> Bool {
    lhs.reason == rhs.reason && lhs.template == rhs.template && lhs.line == rhs.line && lhs.column == rhs.column
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(reason)
    hasher.combine(template)
    hasher.combine(line)
    hasher.combine(column)
  }

  public var description: String {
    let place = template ?? "template"
    return line > 0 ? "\(place):\(line):\(column): \(message)" : "\(place): \(message)"
  }
}
