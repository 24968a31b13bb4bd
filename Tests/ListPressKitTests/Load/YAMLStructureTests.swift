import ListPressKit
import Testing

@Suite struct YAMLStructureTests {
  @Test func syntaxErrorHasItsContextAsANote() {
    let result = LoadResult("---\ntitle: A\nitems: [one, two\nnext: 1\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      """
      list.md:4:5: error: invalid YAML: did not find expected ',' or ']'
      list.md:3:8: note: while parsing a flow sequence
      """
    ])
  }

  @Test func syntaxErrorWithoutContext() {
    let result = LoadResult("---\ntitle: A\n  bad: indent\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      """
      list.md:3:6: error: invalid YAML: mapping values are not allowed in this context
      list.md:3:6: note: a ': ' inside an unquoted value reads as the start of a map; put the whole value in quotes, as in title: "Breakfast: eggs"
      """
    ])
  }

  /// A tab that indents gets libyaml's message and the fix in plain words.
  @Test(arguments: [
    ("---\nitems:\n\t- text: A\n---\n", "list.md:3:1: error: invalid YAML: found character that cannot start any token\nlist.md:3:1: note: while scanning for the next token"),
    ("---\nitems:\n  - text: A\n\tsecondaryText: B\n---\n", "list.md:4:1: error: invalid YAML: found a tab character that violates indentation\nlist.md:3:11: note: while scanning a plain scalar"),
  ])
  func aTabThatIndentsIsExplained(source: String, report: String) {
    let result = LoadResult(source)
    #expect(result.isRejected)
    let line = report.split(separator: ":")[1]
    #expect(result.diagnostics == [
      report + "\nlist.md:\(line):1: note: a tab indents this line; YAML indents with spaces only, so replace the tab with spaces"
    ])
  }

  @Test func duplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() throws {
    let result = LoadResult(
      """
      ---
      title: First
      items:
        - text: A
          id: a
          text: B
      title: Second
      ---
      """
    )
    #expect(result.diagnostics == [
      """
      list.md:6:5: error: duplicate key 'text'
      list.md:4:5: note: the first 'text' is here
      """,
      """
      list.md:7:1: error: duplicate key 'title'
      list.md:2:1: note: the first 'title' is here
      """,
    ])
    // The first of each duplicate is kept, so decoding can go on.
    #expect(result.pairs.map(\.key.scalar?.text) == ["title", "items"])
    #expect(result.value("title")?.scalar?.text == "First")
    let item = try #require(result.value("items")?.sequence?.first?.mapping)
    #expect(item.map(\.key.scalar?.text) == ["text", "id"])
    #expect(item.first?.value.scalar?.text == "A")
  }

  @Test func keysThatResolveToTheSameValueAreDuplicates() {
    let result = LoadResult("---\ntrue: 1\nTrue: 2\n'true': 3\n---\n")
    #expect(result.diagnostics == [
      """
      list.md:3:1: error: duplicate key 'True'
      list.md:2:1: note: the first 'true' is here
      """
    ])
  }

  /// Small maps compare each key with the earlier ones and large maps look
  /// them up: duplicates are found the same way on both sides of the switch.
  @Test(arguments: [3, 15, 16, 17, 40])
  func duplicateKeysAreFoundInMapsOfAnySize(keyCount: Int) {
    let keys = (1...keyCount).map { "k\($0): \($0)\n" }.joined()
    // A duplicate of the first key, of the last, and of a number written
    // another way (`0x1` is 1, like the key `1`).
    let result = LoadResult("---\n1: one\n" + keys + "k1: again\nk\(keyCount): again\n0x1: again\n---\n")
    let last = keyCount + 2
    #expect(result.diagnostics == [
      "list.md:\(last + 1):1: error: duplicate key 'k1'\nlist.md:3:1: note: the first 'k1' is here",
      "list.md:\(last + 2):1: error: duplicate key 'k\(keyCount)'\nlist.md:\(last):1: note: the first 'k\(keyCount)' is here",
      "list.md:\(last + 3):1: error: duplicate key '0x1'\nlist.md:2:1: note: the first '1' is here",
    ])
    #expect(result.pairs.count == keyCount + 1)
    #expect(result.value("k1")?.scalar?.text == "1")
  }

  @Test func secondDocumentIsAnError() {
    let result = LoadResult("---\ntitle: A\n--- more\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:3:1: error: the front matter must be one YAML document, but a second one starts here"
    ])
  }

  /// The root map is the first level, so the 256th opener is the 257th level.
  @Test(arguments: [("[", 3 + 256), ("{a: ", 3 + 255 * 4 + 1)])
  func deepFlowNestingIsRejected(opener: String, column: Int) {
    let result = LoadResult("---\nx: " + String(repeating: opener, count: 10_000) + "\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:2:\(column): error: lists and maps nest deeper than 256 levels, the limit"
    ])
  }

  @Test func deepBlockNestingIsRejected() {
    let lines = (0..<10_000).map { String(repeating: " ", count: $0) + "k:" }
    let result = LoadResult("---\n" + lines.joined(separator: "\n") + "\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:258:257: error: lists and maps nest deeper than 256 levels, the limit"
    ])
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = YAMLLimits.maximumDepth
    let result = LoadResult("---\n" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n---\n")
    #expect(result.diagnostics.isEmpty)
    var node = try #require(result.document?.frontMatter)
    var levels = 0
    while let entries = node.sequence {
      levels += 1
      guard let first = entries.first else { break }
      node = first
    }
    #expect(levels == depth)
  }
}
