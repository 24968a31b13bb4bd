import ListPressKit
import Testing

@Suite struct AliasTests {
  @Test func aliasCopiesTheAnchoredNodeAtTheAliasPosition() throws {
    let result = LoadResult(
      """
      ---
      defaults: &row { style: subtitleCell, disabled: false }
      first: *row
      tint: &tint systemRed
      second: [*tint, *row]
      ---
      """
    )
    #expect(result.diagnostics.isEmpty)
    let anchored = try #require(result.value("defaults"))
    let first = try #require(result.value("first"))
    #expect(first.mapping == anchored.mapping)
    #expect(first.position == at(3, 8))
    let second = try #require(result.value("second")?.sequence)
    #expect(second.map(\.position) == [at(5, 10), at(5, 17)])
    #expect(second[0].scalar?.value == .string("systemRed"))
    #expect(second[1].mapping?.map(\.key.position) == [at(2, 18), at(2, 39)])
  }

  @Test func aliasCanBeAKey() {
    let result = LoadResult("---\nname: &key title\n*key : A\n---\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.pairs.map(\.key.scalar?.text) == ["name", "title"])
    #expect(result.pairs[1].key.position == at(3, 1))
  }

  @Test(arguments: [
    ("---\ntitle: *name\n---\n", "2:8", "name"),
    ("---\nlist: &list [1, *list]\n---\n", "2:17", "list"),
    ("---\nlater: *x\nearlier: &x 1\n---\n", "2:8", "x"),
  ])
  func aliasToAnUnknownAnchorIsAnError(text: String, position: String, name: String) {
    let result = LoadResult(text)
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:\(position): error: alias '*\(name)' refers to no anchor '&\(name)' defined before it"
    ])
  }

  @Test func billionLaughsFailsFastAtTheLimit() {
    var lines = ["---", "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for (previous, name) in zip("abcdefgh", "bcdefghi") {
      let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
      lines.append("\(name): &\(name) [\(aliases)]")
    }
    lines.append("---")
    var result: LoadResult?
    // Processor time, which other work on the machine does not stretch.
    let elapsed = ThreadCPUTime.measure { result = LoadResult(lines.joined(separator: "\n")) }
    #expect(result?.isRejected == true)
    // The lists expand to 10, 91, 820, 7,381 and 66,430 nodes: the aliases of
    // b to e copy 74,718 nodes, and f's first alias passes 100,000.
    #expect(result?.diagnostics == [
      "list.md:7:8: error: alias '*e' makes aliases copy more than 100000 nodes, the limit"
    ])
    #expect(elapsed < .seconds(1))
  }

  @Test func aliasesCannotNestPastTheDepthLimit() {
    // `a`'s lists are levels 2 to 256; copied into `b`'s list they would reach 257.
    let depth = YAMLLimits.maximumDepth - 1
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = LoadResult("---\na: &a \(nested)\nb: [*a]\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:3:5: error: alias '*a' nests lists and maps deeper than 256 levels, the limit"
    ])
  }

  /// 50 copies of a list of 1,999 scalars copy exactly 100,000 nodes; one
  /// more alias is too many.
  @Test(arguments: [
    (50, nil),
    (51, "list.md:3:205: error: alias '*l' makes aliases copy more than 100000 nodes, the limit"),
  ])
  func copiedSizeIsCountedExactly(aliasCount: Int, diagnostic: String?) {
    let items = Array(repeating: "x", count: 1_999).joined(separator: ", ")
    let aliases = Array(repeating: "*l", count: aliasCount).joined(separator: ", ")
    let result = LoadResult("---\nl: &l [\(items)]\nm: [\(aliases)]\n---\n")
    #expect(result.diagnostics == (diagnostic.map { [$0] } ?? []))
    #expect(result.isRejected == (diagnostic != nil))
  }

  @Test func nodesWrittenOutCountOnlyAgainstTheirOwnLimit() {
    // 150,000 nodes written out, as a list of 10,000 rich rows has, are fine.
    let items = Array(repeating: "x", count: 150_000).joined(separator: ", ")
    #expect(LoadResult("---\nl: [\(items)]\n---\n").diagnostics == [])
  }

  @Test func aMillionNodesWrittenOutAreTooMany() {
    let items = Array(repeating: "x", count: YAMLLimits.maximumWrittenNodes).joined(separator: ",")
    let result = LoadResult("---\n[\(items)]\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:2:\(2 * YAMLLimits.maximumWrittenNodes): error: the front matter has more than 1000000 nodes, the limit"
    ])
  }
}
