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

  /// With the built-in templates the index is handed to its file in
  /// pieces, never whole: what the template writes before the list, the
  /// list's start tag, each folder's section on its own, the list's end
  /// tag, and what the template writes after it.
  @Test(arguments: linkOptions)
  func theIndexIsWrittenOneSectionAtATime(links: SiteLinks) throws {
    let index = IndexPage(entries: Self.entries)
    let page = index.page(rootPrefix: links.rootPrefix(fromPage: IndexPage.relativePath))
    let document = try index.sectionedHTML(with: PageRenderer(), links: links)
    var pieces: [String] = []
    try document.write { pieces.append(String(decoding: $0, as: UTF8.self)) }
    #expect(pieces.count == page.sections.count + 4)
    #expect(pieces[1] == "<div class=\"lp-list\">")
    for (piece, section) in zip(pieces[2...], page.sections) {
      #expect(piece.hasPrefix("\n<section"))
      #expect(piece.components(separatedBy: "<section").count == 2)
      #expect(piece.contains(HTMLEscaping.escaped(section.items[0].text)))
    }
    #expect(pieces[pieces.count - 2] == "\n</div>")
    #expect(pieces.joined() == (try index.render(with: PageRenderer(), links: links)))
  }

  /// The index's template is rendered with the index page without its
  /// rows: it must see what it would of the page with them (the page's
  /// keys, its editing toggle, the symbols its inline styles draw and the
  /// policy that hashes them), and no row may nest, since the rows are
  /// drawn apart from the page that the outline depth is checked on.
  @Test(arguments: linkOptions)
  func theRowsChangeNothingTheTemplateSeesOfThePage(links: SiteLinks) throws {
    let templates = TemplateSet.builtIn
    let data = { (page: ListPage) in
      PageData(
        page: page, designRequiresCompatibility: page.designRequiresCompatibility ?? false, list: nil, body: "",
        rootPrefix: "", baseURL: nil,
        inlineStyles: templates.inlineStylesheet(for: page, images: .byPath), stylesheet: nil, inlineScript: nil,
        script: nil, indexURL: nil, fragmentID: templates.fragmentID
      ).value
    }
    let index = IndexPage(entries: Self.entries)
    let page = index.page(rootPrefix: links.rootPrefix(fromPage: IndexPage.relativePath))
    #expect(page.sections.allSatisfy { !$0.items.isEmpty })
    #expect(index.frame.sections.isEmpty)
    #expect(data(index.frame) == data(page))
    #expect(page.outlineDepth.levels == 1)
  }

  /// Each section is taken from its sequence only once the one before it
  /// has been handed to the output, so a lazy sequence makes one at a
  /// time: the pieces are what the template writes before the list, the
  /// list's start tag, each section, the list's end tag and the rest.
  @Test func takesEachSectionOnlyOnceTheOneBeforeIsWritten() throws {
    let index = IndexPage(entries: Self.entries)
    let page = index.page
    var events: [String] = []
    let sections = page.sections.indices.lazy.map { position in
      events.append("made section \(position)")
      return page.sections[position]
    }
    let document = try PageRenderer().sectionedHTML(
      .index, index.frame, sections: sections, at: IndexPage.relativePath, links: SiteLinks())
    var pieces: [String] = []
    try document.write { piece in
      events.append("wrote piece \(pieces.count)")
      pieces.append(String(decoding: piece, as: UTF8.self))
    }
    let count = page.sections.count
    let expected =
      ["wrote piece 0", "wrote piece 1"]
      + (0..<count).flatMap { ["made section \($0)", "wrote piece \($0 + 2)"] }
      + ["wrote piece \(count + 2)", "wrote piece \(count + 3)"]
    #expect(events == expected)
    #expect(pieces.joined() == (try index.render(with: PageRenderer())))
  }

  /// A template that shows the list twice gets it twice, as `render`
  /// writes it.
  @Test func writesTheListAtEachPlaceTheTemplateShowsIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("{{<layout}}{{$content}}{{{list}}}<hr>{{{list}}}{{/content}}{{/layout}}\n", to: "index.mustache")
    let renderer = PageRenderer(templates: try TemplateTestSupport.templates(in: folder.path))
    let index = IndexPage(entries: Self.entries)
    #expect(try written(index, with: renderer, links: SiteLinks()) == (try index.render(with: renderer)))
  }

  /// However a site's `index.mustache` places the list (not at all,
  /// escaped, inside a section on it, indented in a partial or a block),
  /// the file written is the page `render` makes.
  @Test(arguments: [
    "{{<layout}}{{$content}}<p>No list.</p>{{/content}}{{/layout}}\n",
    "<pre>{{list}}</pre>\n",
    "{{#list}}<main>{{.}}</main>{{/list}}{{^list}}none{{/list}}\n",
    "<body>\n  {{>partials/list}}\n</body>\n",
    "{{<layout}}{{$content}}\n  {{&list}}\n{{/content}}{{/layout}}\n",
  ])
  func writesTheListWhereverTheTemplatePlacesIt(template: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(template, to: "index.mustache")
    try folder.write("<nav>{{title}}</nav>\n{{{list}}}\n<p>after</p>\n", to: "partials/list.mustache")
    let renderer = PageRenderer(templates: try TemplateTestSupport.templates(in: folder.path))
    let index = IndexPage(entries: Self.entries)
    for links in Self.linkOptions {
      #expect(try written(index, with: renderer, links: links) == (try index.render(with: renderer, links: links)))
    }
  }
}
