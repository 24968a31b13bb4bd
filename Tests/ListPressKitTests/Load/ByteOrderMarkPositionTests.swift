import Testing

/// A UTF-8 byte order mark, before the opening fence or at the start of the
/// front matter, moves no diagnostic: errors on the front matter's first
/// line and on a later one, found by libyaml (its marks) and by the decoder
/// (the nodes' positions), are where they are without it, with `\n` and
/// `\r\n` line ends. Columns count Unicode scalars, so a mark at the start of
/// the front matter is column 1 of its line, and that line's text starts at
/// column 2.
@Suite struct ByteOrderMarkPositionTests {
  /// Where a byte order mark is put in a definition.
  enum Placement: String, CaseIterable, CustomTestStringConvertible {
    case none
    case beforeTheFence
    case atTheStartOfTheFrontMatter

    var testDescription: String { rawValue }

    /// `lines` as a definition, the mark placed, lines ended with `lineEnd`.
    func definition(_ lines: [String], lineEnd: String) -> String {
      let mark = "\u{FEFF}"
      var lines = ["---"] + lines + ["---", "Body."]
      switch self {
      case .none: break
      case .beforeTheFence: lines[0] = mark + lines[0]
      case .atTheStartOfTheFrontMatter: lines[1] = mark + lines[1]
      }
      return lines.joined(separator: lineEnd) + lineEnd
    }
  }

  /// Each front matter with its one error, and the text the error points at
  /// (the first occurrence after the anchor, when there is one).
  static let mistakes: [(lines: [String], message: String, needle: String, anchor: String?)] = [
    // libyaml, on the first line and on a later one.
    (["title: a: b", "items: [{ text: A }]"], "invalid YAML: mapping values are not allowed in this context", ": b", nil),
    (["title: T", "items: [{ text: A }]", "x: a: b"], "invalid YAML: mapping values are not allowed in this context", ": b", nil),
    // The decoder, on the first line and on a later one, at the first
    // column of its line too.
    (["items: [{ text: A, colour: red }]"], "unknown key 'colour' in item", "colour", nil),
    (["title: T", "items:", "  - text: A", "    colour: red"], "unknown key 'colour' in item", "colour", nil),
    (["title: T", "items: [{ text: A }]", "title: U"], "duplicate key 'title'", "title", "T"),
  ]

  @Test(arguments: Placement.allCases, ["\n", "\r\n"])
  func errorsAreWhereTheyAreWithoutAMark(placement: Placement, lineEnd: String) {
    for mistake in Self.mistakes {
      let diagnostics = decode(placement.definition(mistake.lines, lineEnd: lineEnd)).diagnostics
      // Positions do not depend on line ends; `at` counts lines at `\n`.
      let expected =
        placement.definition(mistake.lines, lineEnd: "\n").at(mistake.needle, after: mistake.anchor) + ": error: "
        + mistake.message
      #expect(diagnostics.count == 1)
      #expect(diagnostics.first?.hasPrefix(expected) == true, "\(diagnostics) should start with \(expected)")
    }
  }

  /// The column a byte order mark at the start of the front matter adds is
  /// on its own line only.
  @Test func aMarkAtTheStartOfTheFrontMatterIsColumn1OfItsLine() {
    let lines = ["items: [{ text: A, colour: red }]", "appearance: fancy"]
    let withMark = decode(Placement.atTheStartOfTheFrontMatter.definition(lines, lineEnd: "\n")).diagnostics
    let without = decode(Placement.none.definition(lines, lineEnd: "\n")).diagnostics
    #expect(withMark.map { $0.prefix(while: { $0 != " " }) } == ["list.md:2:21:", "list.md:3:13:"])
    #expect(without.map { $0.prefix(while: { $0 != " " }) } == ["list.md:2:20:", "list.md:3:13:"])
  }
}
