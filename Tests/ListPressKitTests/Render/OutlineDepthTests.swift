import Foundation
@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild
import Testing

/// The renderer draws outlines up to `PageRenderer.maximumOutlineDepth`
/// levels deep, which every definition the loader accepts is within, and
/// rejects a deeper page built in code with an error that names the limit,
/// where drawing it would overflow the stack.
@Suite struct OutlineDepthTests {
  /// A page whose one item nests `levels` levels deep: each item has one
  /// child, down to a leaf at the last level, at line `levels`.
  private static func page(levels: Int) -> ListPage {
    var item = ListItem(id: "leaf", text: "Leaf", position: TextPosition(line: levels, column: 5))
    for level in (1..<levels).reversed() {
      item = ListItem(id: "l\(level)", text: "L", children: [item], position: TextPosition(line: level, column: 5))
    }
    return ListPage(path: "deep.md", title: "Deep", sections: [ListSection(items: [item])])
  }

  /// A definition whose one item nests `levels` levels deep.
  private static func definition(levels: Int) -> String {
    var items = "{ text: leaf }"
    for _ in 1..<levels { items = "{ text: L, children: [\(items)] }" }
    return "---\nitems: [\(items)]\n---\n"
  }

  private static let tooDeep = "deep.md:10000:5: error: items nest 10000 levels deep; the limit is 128: move the deepest items up"

  @Test func measuresTheDeepestLevelAndItsFirstItem() {
    #expect(ListPage(path: "p.md", title: "P").outlineDepth.levels == 0)
    let flat = ListPage(
      path: "p.md", title: "P", sections: [ListSection(items: [ListItem(id: "a", text: "A"), ListItem(id: "b", text: "B")])])
    #expect(flat.outlineDepth.levels == 1)
    #expect(flat.outlineDepth.deepestItem?.id == "a")
    let first = ListItem(id: "first", text: "First", children: [ListItem(id: "x", text: "X")])
    let second = ListItem(
      id: "second", text: "Second",
      children: [ListItem(id: "y", text: "Y", children: [ListItem(id: "z1", text: "Z"), ListItem(id: "z2", text: "Z")])])
    let page = ListPage(
      path: "p.md", title: "P",
      sections: [ListSection(items: [first]), ListSection(), ListSection(items: [ListItem(id: "c", text: "C"), second])])
    #expect(page.outlineDepth.levels == 3)
    #expect(page.outlineDepth.deepestItem?.id == "z1")
    #expect(Self.page(levels: 10_000).outlineDepth.levels == 10_000)
  }

  @Test func aPage10000LevelsDeepIsAnErrorThatNamesTheLimit() throws {
    let page = Self.page(levels: 10_000)
    let renderer = PageRenderer()
    let pageError = try #require(throws: TemplateError.self) { try renderer.render(page, at: "deep.html") }
    #expect(pageError.description == Self.tooDeep)
    let standaloneError = try #require(throws: TemplateError.self) {
      try renderer.render(page, at: "deep.html", links: SiteLinks(standalone: true))
    }
    #expect(standaloneError.description == Self.tooDeep)
    let fragmentError = try #require(throws: TemplateError.self) { try renderer.renderFragment(page) }
    #expect(fragmentError.description == Self.tooDeep)
  }

  @Test func aGalleryOfAPage10000LevelsDeepIsTheSameError() throws {
    let folder = try TemporaryFolder()
    let destination = try OutputLayout(outputDirectory: folder.path + "/out").destination(ofInput: folder.path + "/deep.md", root: folder.path)
    let error = try #require(throws: TemplateError.self) {
      try Gallery().files(for: Self.page(levels: 10_000), at: destination)
    }
    #expect(error.description == Self.tooDeep)
  }

  @Test func theLimitItselfIsRenderedAndOneMoreLevelIsNot() throws {
    let limit = PageRenderer.maximumOutlineDepth
    let html = try PageRenderer().render(Self.page(levels: limit), at: "deep.html")
    #expect(html.occurrences(of: "<details") == limit - 1)
    let error = try #require(throws: TemplateError.self) { try PageRenderer().renderFragment(Self.page(levels: limit + 1)) }
    #expect(error.diagnostic.message == "items nest 129 levels deep; the limit is 128: move the deepest items up")
    #expect(error.diagnostic.location == SourceLocation(file: "deep.md", line: limit + 1, column: 5))
  }

  /// The YAML depth limit lets a definition's items nest 127 levels (the
  /// root map, then a list and a map per level): the deepest such file is
  /// rendered as a page, a standalone page and a fragment, and one level
  /// more is rejected by the loader before it reaches the renderer.
  @Test(arguments: [PageFormat.page, .standalone, .fragment])
  func theDeepestDefinitionTheLoaderAcceptsIsRendered(format: PageFormat) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(levels: 127), to: "deep.md")
    let deepest = ListPress.render(file: folder.path + "/deep.md", format: format)
    #expect(deepest.diagnostics.isEmpty)
    #expect(try #require(deepest.html).occurrences(of: "<details") == 126)
    #expect(ListPress.decode(bytes: Array(Self.definition(levels: 127).utf8), path: "deep.md").page?.outlineDepth.levels == 127)

    try folder.write(Self.definition(levels: 128), to: "deeper.md")
    let deeper = ListPress.render(file: folder.path + "/deeper.md", format: format)
    #expect(deeper.html == nil)
    #expect(deeper.diagnostics.map(\.message) == ["lists and maps nest deeper than 256 levels, the limit"])
  }
}
