import ListPressKit
import Testing

/// What page templates see: every key of docs/templates.md.
@Suite struct PageDataTests {
  private typealias Support = TemplateTestSupport

  /// Renders the page with a `page.mustache` made of `body` alone.
  private func render(
    _ body: String, page: ListPage? = nil, at outputPath: String = "lists/groceries.html", links: SiteLinks = SiteLinks()
  ) throws -> String {
    let folder = try TemporaryFolder()
    try folder.write(body, to: "page.mustache")
    let renderer = PageRenderer(templates: try Support.templates(in: folder.path))
    return try renderer.render(try page ?? Support.page(), at: outputPath, links: links)
  }

  @Test func thePagesOwnKeysReachTemplatesTyped() throws {
    let html = try render(
      "{{date}}|{{#tags}}<{{.}}>{{/tags}}|{{author.name}}/{{author.pages}}|{{data.date}}|{{#data.tags}}{{.}} {{/data.tags}}")
    #expect(html == "2024-05-01|<food><weekly>|Ada/3|2024-05-01|food weekly ")
    let page = try Support.page("---\nlayout: wide\nrating: 4.5\nfeatured: true\nlater: ~\nitems: [{ text: a }]\n---\n")
    #expect(try render("{{layout}} {{rating}} {{#featured}}featured{{/featured}} {{^later}}none{{/later}}", page: page)
      == "wide 4.5 featured none")
  }

  @Test func thePagesOwnKeysNeverHideListPressKeys() throws {
    let page = try Support.page("---\nlist: mine\nbody: mine too\nitems: [{ text: Apples }]\n---\n")
    let html = try render("{{{list}}}|{{data.list}}|{{data.body}}", page: page)
    #expect(html.hasPrefix("<div class=\"lp-list\">"))
    #expect(html.hasSuffix("|mine|mine too"))
  }

  @Test func theContractKeysAreStringsAndBooleans() throws {
    var page = try Support.page()
    page.editing = true
    page.tintColor = .rgba(red: 0xFF, green: 0x88, blue: 0, alpha: 0xFF)
    let html = try render(
      "{{title}} {{appearance}} {{headerMode}} {{footerMode}} {{showsSeparators}} {{cellStyle}} {{tintColor}} "
        + "{{editing}} {{colorScheme}} {{draft}} {{designRequiresCompatibility}} {{imageProperties}}", page: page)
    #expect(html == "Groceries insetGrouped none none true cell #ff8800 true auto false false ")
  }

  @Test func theRenderedPartsAndTheRootElementAreGiven() throws {
    let html = try render("{{htmlClass}}|{{htmlStyle}}|{{colorSchemeContent}}|{{{body}}}|{{source.path}}:{{source.line}}|{{generator}}")
    #expect(
      html == "lp-page appearance-insetGrouped cell-style-cell color-scheme-auto design-ios26 has-separators"
        + "|--tint: var(--systemBlue)|light dark|<p>Things to buy.</p>\n|lists/groceries.md:1|ListPress \(ListPress.version)")
  }

  @Test func linksAreRelativeToThePageByDefault() throws {
    let name = TemplateSet.builtIn.stylesheetFileName
    let template = "{{stylesheet}}|{{indexURL}}|{{assetsPrefix}}|{{^baseURL}}no base{{/baseURL}}|{{^inlineStyles}}linked{{/inlineStyles}}"
    #expect(try render(template, at: "lists/groceries.html") == "../\(name)|../index.html|../|no base|linked")
    #expect(try render(template, at: "a/b/groceries.html") == "../../\(name)|../../index.html|../../|no base|linked")
    #expect(try render(template, at: "groceries.html") == "\(name)|index.html||no base|linked")
  }

  @Test(arguments: ["https://example.org/lists", "https://example.org/lists/"])
  func aBaseURLMakesSharedLinksAbsolute(baseURL: String) throws {
    let name = TemplateSet.builtIn.stylesheetFileName
    let links = SiteLinks(baseURL: baseURL)
    #expect(try render("{{stylesheet}}|{{indexURL}}|{{baseURL}}", links: links)
      == "https://example.org/lists/\(name)|https://example.org/lists/index.html|https://example.org/lists/")
    let page = try PageRenderer().render(try Support.page(), at: "lists/groceries.html", links: links)
    #expect(page.contains("<link rel=\"stylesheet\" href=\"https://example.org/lists/\(name)\">"))
    // Images are copied beside the page: they stay relative to it.
    #expect(page.contains("src=\"images/apple.svg\""))
  }

  /// A document carries its policy; a fragment has none of its own (its
  /// host page's applies), so its data has no `contentSecurityPolicy`.
  @Test func onlyDocumentsSeeTheirContentSecurityPolicy() throws {
    #expect(try render("{{{contentSecurityPolicy}}}").hasPrefix("default-src 'none'; script-src 'self' file:;"))
    let folder = try TemporaryFolder()
    try folder.write("{{contentSecurityPolicy}}", to: "fragment.mustache")
    let renderer = PageRenderer(templates: try Support.templates(in: folder.path))
    let error = try #require(throws: TemplateError.self) { try renderer.renderFragment(try Support.page()) }
    #expect(error.description == "\(folder.path)/fragment.mustache:1:1: error: unknown name \"contentSecurityPolicy\"")
  }

  @Test func theIndexLinksToPagesUnderTheBaseURL() throws {
    let index = IndexPage(entries: [.init(title: "Groceries", path: "lists/groceries.html")])
    let absolute = try index.render(with: PageRenderer(), links: SiteLinks(baseURL: "/site"))
    #expect(absolute.contains("href=\"/site/lists/groceries.html\""))
    #expect(absolute.contains("<link rel=\"stylesheet\" href=\"/site/\(TemplateSet.builtIn.stylesheetFileName)\">"))
    let relative = try index.render(with: PageRenderer())
    #expect(relative.contains("href=\"lists/groceries.html\""))
    #expect(relative.contains("<link rel=\"stylesheet\" href=\"\(TemplateSet.builtIn.stylesheetFileName)\">"))
  }
}
