import Foundation
import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

/// A build writes the index one folder's section at a time; the file must
/// be the page `IndexPage.render` makes whole.
@Suite struct IndexPageWritingTests {
  /// Pages at the top, in folders and in nested folders, with titles and
  /// paths that need escaping.
  private static let entries: [IndexPage.Entry] = [
    .init(title: "Zeta", path: "zeta.html"),
    .init(title: "alpha", path: "alpha.html"),
    .init(title: "<Places> & \"more\"", path: "guides/places & more.html"),
    .init(title: "Party", path: "guides/party.html"),
    .init(title: "Deep", path: "guides/deep/deep.html"),
    .init(title: "Café", path: "ünïcode/café.html"),
  ] + (0..<40).map { .init(title: "Page \($0)", path: "many/page-\($0).html") }

  private static let linkOptions = [
    SiteLinks(),
    SiteLinks(baseURL: "https://example.org/lists/"),
    SiteLinks(standalone: true),
  ]

  /// The file `write` makes.
  private func written(_ index: IndexPage, with renderer: PageRenderer, links: SiteLinks) throws -> String {
    let folder = try TemporaryFolder()
    try index.write(with: renderer, links: links, using: try SiteWriter(outputDirectory: folder.path))
    return try String(contentsOfFile: folder.path + "/" + IndexPage.relativePath, encoding: .utf8)
  }

  @Test(arguments: linkOptions)
  func writesThePageRenderMakes(links: SiteLinks) throws {
    for entries in [Self.entries, [], Array(Self.entries.prefix(2)), Array(Self.entries.suffix(3))] {
      let index = IndexPage(entries: entries)
      #expect(try written(index, with: PageRenderer(), links: links) == (try index.render(with: PageRenderer(), links: links)))
    }
  }

  /// With the built-in templates the index is written in sections, not
  /// rendered whole: each section's document is the frame with it added.
  @Test(arguments: linkOptions)
  func theBuiltInTemplatesLetTheIndexBeWrittenInSections(links: SiteLinks) throws {
    let renderer = PageRenderer()
    let index = IndexPage(entries: Self.entries)
    let whole = index.page(rootPrefix: links.rootPrefix(fromPage: IndexPage.relativePath))
    func document(_ sections: [ListSection]) throws -> [UInt8] {
      var page = whole
      page.sections = sections
      return try renderer.html(.index, page, at: IndexPage.relativePath, links: links)
    }
    let documents = try whole.sections.map { try document([$0]) }
    let frame = try #require(DocumentFrame(empty: try document([]), withOneSection: documents[0]))
    #expect(documents.allSatisfy { frame.section(in: $0) != nil })
  }

  /// A template that shows the list twice gives documents that are not the
  /// frame with a section added: the index is rendered whole, and is still
  /// what `render` makes.
  @Test func rendersTheIndexWholeWhenTheSectionsDoNotFit() throws {
    let folder = try TemporaryFolder()
    try folder.write("{{<layout}}{{$content}}{{{list}}}<hr>{{{list}}}{{/content}}{{/layout}}\n", to: "index.mustache")
    let renderer = PageRenderer(templates: try TemplateTestSupport.templates(in: folder.path))
    let index = IndexPage(entries: Self.entries)
    let page = index.page
    var empty = page
    empty.sections = []
    var one = page
    one.sections = [page.sections[0]]
    #expect(
      DocumentFrame(
        empty: try renderer.html(.index, empty, at: IndexPage.relativePath, links: SiteLinks()),
        withOneSection: try renderer.html(.index, one, at: IndexPage.relativePath, links: SiteLinks())) == nil)
    #expect(try written(index, with: renderer, links: SiteLinks()) == (try index.render(with: renderer)))
  }
}
