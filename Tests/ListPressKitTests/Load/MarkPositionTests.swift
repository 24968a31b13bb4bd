import ListPressKit
import Testing

/// Positions come from libyaml's line and column when the file breaks lines
/// as libyaml does, and from the line table otherwise (a U+0085, U+2028 or
/// U+2029 anywhere in the file). Both ways must give the same positions.
@Suite struct MarkPositionTests {
  /// Front matters with multi-byte characters, every kind of scalar, flow
  /// and block collections, comments and blank lines; the last two have
  /// errors, whose positions (and their notes') are compared too.
  static let frontMatters = [
    """
    title: Crème brûlée   # a comment
    tintColor: "#FF9500"
    items:
      - text: 東京 タワー 🍎
        secondaryText: 'it''s
          folded'
        description: |
          Literal 🍏 text
            indented

        accessories: [checkmark, { type: label, text: "é\\u00e9\\t" }]
      - &row
        text: >
          Folded
          text
        children:
          - text: plain scalar
            over two lines
      - *row
    """,
    "a: [1, 2\nb: 3",
    "a:\n  b: 1\n c: 2",
  ]

  @Test(arguments: ["\n", "\r\n", "\r"])
  func positionsAreTheSameWhicheverWayTheyAreFound(lineEnd: String) {
    for yaml in Self.frontMatters {
      let file = ["---", yaml.replacingOccurrences(of: "\n", with: lineEnd), "---", "Body"].joined(separator: lineEnd)
      let fromMarks = LoadResult(file)
      // A line separator in the body makes the whole file use the line table.
      let fromTable = LoadResult(file + lineEnd + "\u{2028}")
      #expect(fromMarks.document?.frontMatter == fromTable.document?.frontMatter)
      #expect(fromMarks.diagnostics == fromTable.diagnostics)
    }
  }

  @Test func unicodeLineBreaksInTheFrontMatterDoNotCountAsLines() throws {
    for separator in ["\u{85}", "\u{2028}", "\u{2029}"] {
      let result = LoadResult("---\na: \"x\(separator)y\"\nb: [1, é\(separator)]\n---\n")
      let b = try #require(result.value("b")?.sequence)
      #expect(result.pairs.map(\.key.position) == [at(2, 1), at(3, 1)])
      #expect(b.map(\.position) == [at(3, 5), at(3, 8)])
    }
  }

  @Test func positionsFollowMultiByteCharactersAndCarriageReturns() throws {
    let result = LoadResult("---\r\ncafé: 🍎\r\nnext: [東京, x]\r\n---\r\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.value("café")?.position == at(2, 7))
    let next = try #require(result.value("next")?.sequence)
    #expect(next.map(\.position) == [at(3, 8), at(3, 12)])
  }
}
