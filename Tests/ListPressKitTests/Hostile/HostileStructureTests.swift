import Foundation
import ListPressKit
import Testing

/// Structures built to exhaust memory or the stack: alias bombs, nesting
/// 10,000 levels deep in YAML and in Markdown. Each is either rendered or
/// rejected with an error that names the limit, in bounded time.
@Suite struct HostileStructureTests {
  private static let depth = 10_000

  /// The column of the `count`-th `[` or `{` in `line`.
  private func column(ofOpening count: Int, in line: some StringProtocol) -> Int {
    var seen = 0
    for (offset, character) in line.enumerated() where character == "[" || character == "{" {
      seen += 1
      if seen == count { return offset + 1 }
    }
    return 0
  }

  @Test func aBillionLaughsIsStoppedAtTheNodeLimit() {
    var lines = ["---", "items: [{ text: A }]", "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for (name, previous) in zip(["b", "c", "d", "e", "f", "g", "h", "i"], ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
    }
    let outcome = HostileOutcome((lines + ["---", ""]).joined(separator: "\n"))
    #expect(outcome.html == nil)
    // The aliases of 'b', 'c' and 'd' copy 110 + 1,110 + 11,110 = 12,330
    // nodes, and each '*d' (at column 8, 12, …) 11,111 more: seven make
    // 90,107, the eighth 101,218, past 100,000.
    #expect(
      outcome.diagnostics == ["list.md:7:36: error: alias '*d' makes aliases copy more than 100000 nodes, the limit"])
    #expect(outcome.duration < hostileTimeLimit)
  }

  @Test func anAliasCannotNestPastTheDepthLimit() {
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    let outcome = HostileOutcome("---\nitems: [{ text: A }]\na: &a \(deep)\nb: [[[[[[[[[[*a]]]]]]]]]]\nc: [*a, [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[*a]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n---\n")
    #expect(outcome.html == nil)
    #expect(outcome.diagnostics == ["list.md:5:65: error: alias '*a' nests lists and maps deeper than 256 levels, the limit"])
  }

  @Test func childrenNested10000LevelsInFlowStyleAreRejectedAtTheDepthLimit() {
    let definition = outline(levels: Self.depth)
    let line = definition.split(separator: "\n")[1]
    let outcome = HostileOutcome(definition)
    #expect(outcome.html == nil)
    // The front matter's own map is the first level.
    let column = column(ofOpening: 256, in: line)
    #expect(outcome.diagnostics == ["list.md:2:\(column): error: lists and maps nest deeper than 256 levels, the limit"])
    #expect(outcome.duration < hostileTimeLimit)
  }

  /// Block style needs a deeper indent per level, so 10,000 levels would be
  /// 100 MB of spaces; 1,000 levels show the same limit.
  @Test func childrenNestedInBlockStyleAreRejectedAtTheDepthLimit() {
    var lines = ["---", "items:"]
    for level in 0..<1_000 {
      let indent = String(repeating: " ", count: 2 * level)
      lines += [indent + "- text: L\(level)", indent + "  children:"]
    }
    let outcome = HostileOutcome((lines + [String(repeating: " ", count: 2_000) + "- text: leaf", "---", ""]).joined(separator: "\n"))
    #expect(outcome.html == nil)
    // Item 127's map is level 257: the root map, then a list and a map per item.
    #expect(outcome.diagnostics == ["list.md:257:257: error: lists and maps nest deeper than 256 levels, the limit"])
    #expect(outcome.duration < hostileTimeLimit)
  }

  @Test(arguments: [("[", "]"), ("{ a: ", "}")])
  func flowCollectionsNested10000LevelsAreRejectedAtTheDepthLimit(opening: String, closing: String) {
    let line = "data: " + String(repeating: opening, count: Self.depth) + "x" + String(repeating: closing, count: Self.depth)
    let outcome = HostileOutcome("---\nitems: [{ text: A }]\n\(line)\n---\n")
    #expect(outcome.html == nil)
    let column = column(ofOpening: 256, in: line)
    #expect(outcome.diagnostics == ["list.md:3:\(column): error: lists and maps nest deeper than 256 levels, the limit"])
    #expect(outcome.duration < hostileTimeLimit)
  }

  /// 340,000 items on one line (4.4 MB) write more nodes than the limit
  /// of 1,000,000 allows.
  @Test func aLongLineOfItemsIsStoppedAtTheNodeLimit() {
    let line = "items: [" + Array(repeating: "{ text: a }", count: 340_000).joined(separator: ", ") + "]"
    let outcome = HostileOutcome("---\n\(line)\n---\n")
    #expect(outcome.html == nil)
    // The root map, 'items' and the list are nodes 1 to 3; item i (from 0)
    // is its map, 'text' and 'a', nodes 3i + 4 to 3i + 6. Node 1,000,001 is
    // the key 'text' of item 333,332, which starts at column 9 + 13i.
    let column = 9 + 13 * 333_332 + 2
    #expect(
      outcome.diagnostics == ["list.md:2:\(column): error: the front matter has more than 1000000 nodes, the limit"])
    #expect(outcome.duration < bulkTimeLimit)
  }

  /// An outline of `levels` items with children, around one leaf.
  private func outline(levels: Int) -> String {
    var items = "{ text: leaf }"
    for _ in 0..<levels { items = "{ text: L, children: [\(items)] }" }
    return "---\nitems: [\(items)]\n---\n"
  }

  /// The depth limit caps outlines at 126 levels of children (the root map,
  /// then a list and a map per level), which render, on the build's worker
  /// threads too; one more level is rejected.
  @Test func theDeepestOutlineTheLimitAllowsIsBuilt() throws {
    let outcome = HostileOutcome(outline(levels: 126))
    #expect(outcome.diagnostics.isEmpty)
    #expect(try #require(outcome.html).occurrences(of: "<details") == 126)
    let folder = try TemporaryFolder()
    try folder.write(outline(levels: 126), to: "in/deep.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.diagnostics.isEmpty)
    #expect(report.writtenFiles.contains("deep.html"))
    #expect(HostileOutcome(outline(levels: 127)).errors.first?.hasSuffix("nest deeper than 256 levels, the limit") == true)
  }

  /// Markdown nested 10,000 levels deep, a tag libcmark writes for it and
  /// how many times: once per level, except that a link cannot hold a link
  /// (the innermost wins) and an image's description is its alt text.
  static let deepMarkdown: [(markdown: String, tag: String, count: Int)] = [
    (String(repeating: "> ", count: depth) + "deep", "<blockquote>", depth),
    (String(repeating: "- ", count: depth) + "deep", "<ul>", depth),
    (String(repeating: "1. ", count: depth) + "deep", "<ol>", depth),
    (String(repeating: "*a ", count: depth) + "x" + String(repeating: " b*", count: depth), "<em>", depth),
    (String(repeating: "[", count: depth) + "x" + String(repeating: "](y)", count: depth), "<a href=\"y\">", 1),
    (String(repeating: "![", count: depth) + "x" + String(repeating: "](y)", count: depth), "<img src=\"y\" alt=\"x\"", 1),
  ]

  @Test(arguments: deepMarkdown)
  func markdownNested10000LevelsIsRenderedInTheBody(markdown: String, tag: String, count: Int) throws {
    let outcome = HostileOutcome("---\nitems: [{ text: A }]\n---\n\(markdown)\n")
    let html = try #require(outcome.html)
    #expect(html.occurrences(of: tag) == count)
    #expect(outcome.duration < hostileTimeLimit)
  }

  /// A description goes through the same renderer, on a build's worker
  /// thread, whose stack is smaller than the main thread's.
  @Test(arguments: deepMarkdown)
  func markdownNested10000LevelsIsBuiltFromADescription(markdown: String, tag: String, count: Int) throws {
    let folder = try TemporaryFolder()
    try folder.write("---\nitems:\n  - text: A\n    description: \(yamlQuoted(markdown))\n---\n", to: "in/deep.md")
    let start = ContinuousClock.now
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(ContinuousClock.now - start < hostileTimeLimit)
    #expect(report.diagnostics.isEmpty)
    let page = try String(contentsOfFile: folder.path + "/out/deep.html", encoding: .utf8)
    #expect(page.occurrences(of: tag) == count)
  }
}
