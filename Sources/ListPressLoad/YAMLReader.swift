import CYaml
import ListPressDiagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses front matter with libyaml's event API into a `YAMLNode` tree whose
/// positions point into the original file.
///
/// libyaml's marks carry a line and a column, which are the file's own,
/// shifted by the opening fence's line, unless libyaml counts lines
/// differently from the file: it also breaks lines at U+0085, U+2028 and
/// U+2029, and it skips a byte order mark at the start of its input without
/// counting it. In those files a mark is located by its index instead,
/// which counts Unicode scalars from the start of the input (a `\r\n`
/// counts two) after any byte order mark: added to the scalar offset at
/// which it starts counting, it is looked up in the file's line table.
struct YAMLReader {
  private let source: SourceFile
  private let frontMatter: FrontMatter
  /// Whether libyaml's lines and columns are the file's (see above): true
  /// for nearly every file, which saves a look-up in the line table for
  /// every event.
  private let marksCountLinesAsTheFile: Bool
  /// The file's scalar offset of libyaml's index 0: the front matter's
  /// first scalar, or the one after it when that is a byte order mark.
  private let markIndexOrigin: Int
  private var builder = YAMLTreeBuilder()
  private var documents = 0

  private init(source: SourceFile, frontMatter: FrontMatter) {
    self.source = source
    self.frontMatter = frontMatter
    let startsWithByteOrderMark = source.bytes[frontMatter.yaml].starts(with: [0xEF, 0xBB, 0xBF])
    marksCountLinesAsTheFile = !source.hasUnicodeLineBreaks && !startsWithByteOrderMark
    markIndexOrigin = frontMatter.yamlScalarStart + (startsWithByteOrderMark ? 1 : 0)
  }

  /// The front matter's root node: a null scalar when it holds no document,
  /// nil when an error made it unusable. Everything found is reported into
  /// `diagnostics`.
  static func read(_ frontMatter: FrontMatter, of source: SourceFile, diagnostics: inout FileDiagnostics) -> YAMLNode? {
    var reader = YAMLReader(source: source, frontMatter: frontMatter)
    return reader.read(diagnostics: &diagnostics)
  }

  private mutating func read(diagnostics: inout FileDiagnostics) -> YAMLNode? {
    let start = source.position(ofScalarOffset: frontMatter.yamlScalarStart)
    let noDocument = YAMLNode(.scalar(YAMLScalar(text: "", style: .plain, value: .null)), at: start)
    let yaml = source.bytes[frontMatter.yaml]
    // libyaml asserts a non-null input, which an empty buffer need not have.
    guard !yaml.isEmpty else { return noDocument }
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      diagnostics.error("the YAML parser could not start: out of memory", at: start)
      return nil
    }
    defer { yaml_parser_delete(&parser) }
    return yaml.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      do throws(YAMLTreeBuilder.Abandoned) {
        while try readEvent(from: &parser, diagnostics: &diagnostics) {}
      } catch {
        return nil
      }
      return builder.root ?? noDocument
    }
  }

  /// Reads and handles one event; false once the stream has ended.
  private mutating func readEvent(
    from parser: inout yaml_parser_t,
    diagnostics: inout FileDiagnostics
  ) throws(YAMLTreeBuilder.Abandoned) -> Bool {
    var event = yaml_event_t()
    guard yaml_parser_parse(&parser, &event) == 1 else {
      reportParseError(parser, diagnostics: &diagnostics)
      throw YAMLTreeBuilder.Abandoned()
    }
    defer { yaml_event_delete(&event) }
    let position = locate(event.start_mark)
    switch event.type {
    case YAML_STREAM_END_EVENT:
      return false
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      guard documents == 1 else {
        diagnostics.error("the front matter must be one YAML document, but a second one starts here", at: position)
        throw YAMLTreeBuilder.Abandoned()
      }
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      try builder.addScalar(
        resolveScalar(of: event, at: position, diagnostics: &diagnostics),
        anchor: scalar.anchor.map { String(cString: $0) },
        at: position,
        diagnostics: &diagnostics
      )
    case YAML_ALIAS_EVENT:
      try builder.addAlias(String(cString: event.data.alias.anchor), at: position, diagnostics: &diagnostics)
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      checkCollectionTag(start.tag, expected: .seq, kind: "a list", at: position, diagnostics: &diagnostics)
      try builder.startCollection(
        isMapping: false,
        anchor: start.anchor.map { String(cString: $0) },
        at: position,
        diagnostics: &diagnostics
      )
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      checkCollectionTag(start.tag, expected: .map, kind: "a map", at: position, diagnostics: &diagnostics)
      try builder.startCollection(
        isMapping: true,
        anchor: start.anchor.map { String(cString: $0) },
        at: position,
        diagnostics: &diagnostics
      )
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      builder.endCollection(diagnostics: &diagnostics)
    default:
      break
    }
    return true
  }

  /// The scalar of a scalar event, its value given by its tag or, without
  /// one, by the core schema for plain scalars.
  ///
  /// A NUL character, which a file cannot hold but a double-quoted escape
  /// (`"\0"`, `"\x00"`, `"\u0000"`) can write, is an error at the scalar:
  /// no text of a page, and no key, may hold one. It is replaced by U+FFFD
  /// in the scalar, so that nothing after the error acts on it.
  private func resolveScalar(
    of event: yaml_event_t,
    at position: TextPosition,
    diagnostics: inout FileDiagnostics
  ) -> YAMLScalar {
    let scalar = event.data.scalar
    // Copying into the string's own storage is cheaper than
    // `String(decoding:as:)`, which reads the bytes once more to validate
    // them before copying; invalid UTF-8 is repaired either way (and
    // libyaml hands out only valid UTF-8).
    var text = String(unsafeUninitializedCapacity: scalar.length) { buffer in
      guard scalar.length > 0 else { return 0 }
      buffer.baseAddress!.initialize(from: scalar.value, count: scalar.length)
      return scalar.length
    }
    if scalar.length > 0, memchr(scalar.value, 0, scalar.length) != nil {
      diagnostics.error(
        "a text cannot hold a NUL character (U+0000), which an escape such as '\\0' writes; remove the escape",
        at: position)
      var replaced = String.UnicodeScalarView()
      replaced.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "\0" ? "\u{FFFD}" : $0 })
      text = String(replaced)
    }
    let style = Self.style(scalar.style)
    let untagged: YAMLValue = style == .plain ? ScalarSchema.resolve(plain: text) : .string(text)
    guard let tagText = scalar.tag.map({ String(cString: $0) }) else {
      return YAMLScalar(text: text, style: style, value: untagged)
    }
    switch YAMLTag(tagText) {
    case .nonSpecific:
      return YAMLScalar(text: text, style: style, value: .string(text))
    case .core(.seq), .core(.map):
      diagnostics.error("tag '\(YAMLTag.displayName(tagText))' does not apply to a scalar", at: position)
      return YAMLScalar(text: text, style: style, value: untagged)
    case .core(let core):
      guard let value = ScalarSchema.resolve(text, tag: core) else {
        diagnostics.error("'\(text)' is not a valid \(YAMLTag.displayName(tagText))", at: position)
        return YAMLScalar(text: text, style: style, value: .string(text))
      }
      return YAMLScalar(text: text, style: style, value: value)
    case .other:
      diagnostics.warning(YAMLTag.ignoredWarning(tagText), at: position)
      return YAMLScalar(text: text, style: style, value: untagged)
    }
  }

  /// Reports a tag on a list or a map that is not its own core tag.
  private func checkCollectionTag(
    _ tagPointer: UnsafeMutablePointer<yaml_char_t>?,
    expected: YAMLTag.Core,
    kind: String,
    at position: TextPosition,
    diagnostics: inout FileDiagnostics
  ) {
    guard let tagText = tagPointer.map({ String(cString: $0) }) else { return }
    switch YAMLTag(tagText) {
    case .nonSpecific:
      break
    case .core(let core) where core == expected:
      break
    case .core:
      diagnostics.error("tag '\(YAMLTag.displayName(tagText))' does not apply to \(kind)", at: position)
    case .other:
      diagnostics.warning(YAMLTag.ignoredWarning(tagText), at: position)
    }
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }

  /// Reports libyaml's error: the problem as an error, its context (such as
  /// "while parsing a flow sequence") as a note where that context began.
  private func reportParseError(_ parser: yaml_parser_t, diagnostics: inout FileDiagnostics) {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
    switch parser.error {
    case YAML_MEMORY_ERROR:
      diagnostics.error("the YAML parser ran out of memory", at: locate(parser.problem_mark))
    case YAML_READER_ERROR:
      let byteOffset = frontMatter.yaml.lowerBound + Int(parser.problem_offset)
      let character = parser.problem_value >= 0 ? " (U+\(Self.hex(Int(parser.problem_value))))" : ""
      diagnostics.error("invalid YAML: \(problem)\(character)", at: source.position(ofByteOffset: byteOffset))
    default:
      let position = locate(parser.problem_mark)
      var notes = parser.context.map { [diagnostics.note(String(cString: $0), at: locate(parser.context_mark))] } ?? []
      if let plainWords = explanation(of: problem, at: position) {
        notes.append(diagnostics.note(plainWords, at: position))
      }
      diagnostics.error("invalid YAML: \(problem)", at: position, notes: notes)
    }
  }

  /// libyaml's problem in plain words, with the fix, for the mistakes
  /// people make most: a tab that indents, and a ': ' inside an unquoted
  /// value (`title: Breakfast: eggs`, `cellStyle: Foo.bar(x: 1)`).
  private func explanation(of problem: String, at position: TextPosition) -> String? {
    let line = source.lines.indices.contains(position.line - 1) ? source.content(of: source.lines[position.line - 1]) : []
    let indentation = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    if problem.contains("tab") || indentation.contains(UInt8(ascii: "\t")) {
      return "a tab indents this line; YAML indents with spaces only, so replace the tab with spaces"
    }
    if problem == "mapping values are not allowed in this context" {
      return "a ': ' inside an unquoted value reads as the start of a map; put the whole value in quotes, "
        + "as in title: \"Breakfast: eggs\""
    }
    return nil
  }

  private static func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The position in the original file of a libyaml mark.
  private func locate(_ mark: yaml_mark_t) -> TextPosition {
    guard marksCountLinesAsTheFile else {
      return source.position(ofScalarOffset: markIndexOrigin + Int(mark.index))
    }
    return TextPosition(line: FrontMatter.yamlStartLine + Int(mark.line), column: Int(mark.column) + 1)
  }
}
