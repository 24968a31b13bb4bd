import ListPressKit
import Testing

@Suite struct ScaleTests {
  @Test func decodesDeeplyNestedChildren() throws {
    let depth = 100
    var yaml = "---\nitems:\n"
    for level in 0..<depth {
      let indent = String(repeating: "  ", count: level * 2 + 1)
      yaml += "\(indent)- text: Level \(level)\n"
      if level < depth - 1 { yaml += "\(indent)  children:\n" }
    }
    yaml += "---\n"
    let page = try decodePage(yaml)
    var item = try #require(page.sections.first?.items.first)
    var ids = [item.id]
    while let child = item.children.first {
      item = child
      ids.append(item.id)
    }
    #expect(ids == (0..<depth).map { "level-\($0)" })
    #expect(item.accessories == [])
  }

  @Test func givesThousandsOfSameNamedItemsDistinctIds() throws {
    let count = 3_000
    let yaml = "---\nitems:\n" + String(repeating: "  - text: Row\n", count: count) + "---\n"
    let ids = try decodePage(yaml).sections[0].items.map(\.id)
    #expect(ids.count == count)
    #expect(Set(ids).count == count)
    #expect(ids.prefix(3) == ["row", "row-2", "row-3"])
  }
}
