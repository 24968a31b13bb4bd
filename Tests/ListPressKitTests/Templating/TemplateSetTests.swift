import Foundation
import ListPressKit
import Testing

@Suite struct TemplateSetTests {
  private typealias Support = TemplateTestSupport

  @Test func theBuiltInSetLinksACacheBustedStylesheet() throws {
    let templates = TemplateSet.builtIn
    #expect(templates.stylesheetFileName.wholeMatch(of: /listpress-[0-9a-f]{8}\.css/) != nil)
    #expect(templates.galleryStylesheetFileName.wholeMatch(of: /gallery-[0-9a-f]{8}\.css/) != nil)
    #expect(templates.scriptFileName.wholeMatch(of: /listpress-[0-9a-f]{8}\.js/) != nil)
    #expect(
      templates.sharedFiles == [
        OutputFile(relativePath: templates.stylesheetFileName, contents: templates.siteStylesheet),
        OutputFile(relativePath: templates.scriptFileName, contents: templates.script),
      ])
    #expect(templates.siteStylesheet.hasPrefix(templates.stylesheet))
    #expect(templates.siteStylesheet.contains("[data-symbol=\"star.fill\"]"))
    #expect(templates.stylesheet.contains("--systemBlue"))
    let html = try PageRenderer().render(try Support.page(), at: "lists/groceries.html")
    #expect(html.contains("<link rel=\"stylesheet\" href=\"../\(templates.stylesheetFileName)\">"))
  }

  @Test func aFolderWithOnlyPageMustacheOverridesOneBlockAndUsesAPartial() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "{{<layout}}\n{{$navigation}}\n<nav class=\"site\">{{>partials/site-name}}: {{title}}</nav>\n{{/navigation}}\n{{/layout}}\n",
      to: "page.mustache")
    try folder.write("My Lists", to: "partials/site-name.mustache")
    let templates = try Support.templates(in: folder.path)
    let renderer = PageRenderer(templates: templates)
    let html = try renderer.render(try Support.page(), at: "groceries.html")
    #expect(html.contains("<nav class=\"site\">My Lists: Groceries</nav>"))
    #expect(!html.contains("lp-navigation-bar"))
    // The rest of the layout is the built-in one.
    #expect(html.containsInOrder([
      "<html lang=\"en\" class=\"lp-page appearance-insetGrouped", "<title>Groceries</title>",
      "<link rel=\"stylesheet\" href=\"\(templates.stylesheetFileName)\">", "<main class=\"lp-content\">",
      "<div class=\"lp-body\"><p>Things to buy.</p>", "<div class=\"lp-list\">", "Apples", "</main>",
    ]))
    // The index keeps the built-in template.
    let index = try IndexPage(entries: [.init(title: "Groceries", path: "groceries.html")]).render(with: renderer)
    #expect(index.contains(
      "<header class=\"lp-navigation-bar\"><div class=\"lp-bar\"><div class=\"lp-bar-leading\"></div>"
        + "<span class=\"lp-bar-title\" aria-hidden=\"true\">Index</span><div class=\"lp-bar-buttons\"></div>"
        + "</div><h1 class=\"lp-title\">Index</h1></header>"))
  }

  @Test func theStylesheetCanBeReplacedToo() throws {
    let folder = try TemporaryFolder()
    try folder.write(":root { --tint: red; }\n", to: "listpress.css")
    let templates = try Support.templates(in: folder.path)
    // The fixed Dynamic Type sizes follow any stylesheet.
    #expect(templates.stylesheet.hasPrefix(":root { --tint: red; }\n\n/* Dynamic Type: the fixed sizes"))
    #expect(templates.stylesheet.contains(":root.content-size-accessibilityLarge {"))
    #expect(templates.stylesheetFileName != TemplateSet.builtIn.stylesheetFileName)
    #expect(templates.galleryStylesheet == TemplateSet.builtIn.galleryStylesheet)
  }

  @Test func theFingerprintChangesWhenAnyFileChanges() throws {
    let same = try TemporaryFolder()
    let builtInPage = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Templates/Files/page.mustache")
    try same.write(try String(contentsOf: builtInPage, encoding: .utf8), to: "page.mustache")
    #expect(try Support.templates(in: same.path).fingerprint == TemplateSet.builtIn.fingerprint)
    #expect(TemplateSet.builtIn.fingerprint.wholeMatch(of: /[0-9a-f]{16}/) != nil)

    var fingerprints: Set<String> = [TemplateSet.builtIn.fingerprint]
    for (name, text) in [("page.mustache", "{{<layout}}{{/layout}}\n"), ("listpress.css", "a {}"), ("extra.mustache", "x")] {
      let folder = try TemporaryFolder()
      try folder.write(text, to: name)
      fingerprints.insert(try Support.templates(in: folder.path).fingerprint)
    }
    #expect(fingerprints.count == 4)
  }

  @Test func aTemplateThatDoesNotParseIsAnErrorAtItsLineAndColumn() throws {
    let folder = try TemporaryFolder()
    try folder.write("{{<layout}}\n{{$navigation}}\n  <h1>{{#title}}</h1>\n{{/navigation}}\n{{/layout}}\n", to: "page.mustache")
    try folder.write("{{broken", to: "partials/footer.mustache")
    let (templates, diagnostics) = TemplateSet.load(overridesIn: folder.path)
    #expect(templates == nil)
    #expect(diagnostics.map(\.description) == [
      "\(folder.path)/page.mustache:4:1: error: closing tag \"navigation\" does not match the open section \"title\"",
      "\(folder.path)/partials/footer.mustache:1:1: error: unclosed tag: no \"}}\" to close it",
    ])
  }

  /// With a did-you-mean among the names the page data has.
  @Test func anUnknownNameIsAnErrorAtItsTagWhenRendering() throws {
    let folder = try TemporaryFolder()
    try folder.write("{{<layout}}\n{{$navigation}}\n<h1>{{titel}}</h1>\n{{/navigation}}\n{{/layout}}\n", to: "page.mustache")
    let renderer = PageRenderer(templates: try Support.templates(in: folder.path))
    let error = try #require(throws: TemplateError.self) {
      try renderer.render(try Support.page(), at: "groceries.html")
    }
    #expect(
      error.description == "\(folder.path)/page.mustache:3:5: error: unknown name \"titel\"; did you mean \"title\"?")
  }

  @Test func aMissingPartialIsAnErrorAtItsTag() throws {
    let folder = try TemporaryFolder()
    try folder.write("{{<layout}}\n{{$footer}}\n  {{>site-footer}}\n{{/footer}}\n{{/layout}}\n", to: "page.mustache")
    let renderer = PageRenderer(templates: try Support.templates(in: folder.path))
    let error = try #require(throws: TemplateError.self) {
      try renderer.render(try Support.page(), at: "groceries.html")
    }
    #expect(error.description == "\(folder.path)/page.mustache:3:3: error: no template named \"site-footer\"")
  }

  @Test func anErrorInTheBuiltInLayoutNamesItsBuiltInFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("{{<layout}}\n{{/layout}}\n", to: "index.mustache")
    try folder.write("<p>{{nothing}}</p>", to: "layout.mustache")
    let renderer = PageRenderer(templates: try Support.templates(in: folder.path))
    let error = try #require(throws: TemplateError.self) {
      try renderer.render(try Support.page(), at: "groceries.html")
    }
    #expect(error.description == "\(folder.path)/layout.mustache:1:4: error: unknown name \"nothing\"")
  }

  @Test func filesThatAreNeitherTemplatesNorStylesheetsAreWarnedAbout() throws {
    let folder = try TemporaryFolder()
    try folder.write("a {}", to: "listpres.css")
    try folder.write("notes", to: "README.txt")
    try folder.write("hidden", to: ".DS_Store")
    let (templates, diagnostics) = TemplateSet.load(overridesIn: folder.path)
    #expect(templates != nil)
    #expect(diagnostics.map(\.description) == [
      "\(folder.path)/README.txt: warning: ignored: not a template (*.mustache) nor a built-in stylesheet",
      "\(folder.path)/listpres.css: warning: ignored: not a template (*.mustache) nor a built-in stylesheet; did you mean 'listpress.css'?",
    ])
  }

  /// `ListPress.check` validates the templates folder it is given, as
  /// `listpress check --templates` does: the library, not the command line,
  /// knows what a check covers.
  @Test func aCheckReportsTheTemplatesProblems() throws {
    let folder = try TemporaryFolder()
    try folder.write("---\nitems: [{ text: A }]\n---\n", to: "in/list.md")
    try folder.write("{{#title}}\n", to: "templates/page.mustache")
    let report = ListPress.check(
      inputs: [folder.path + "/in"], options: BuildOptions(templatesDirectory: folder.path + "/templates"))
    #expect(report.failed)
    #expect(report.diagnostics.map(\.location.file) == [folder.path + "/templates/page.mustache"])
    #expect(ListPress.check(inputs: [folder.path + "/in"]).diagnostics.isEmpty)
  }

  @Test(arguments: [nil, "/nonexistent/templates"])
  func noFolderMeansTheBuiltInTemplates(folder: String?) {
    let (templates, diagnostics) = TemplateSet.load(overridesIn: folder)
    #expect((templates?.fingerprint == TemplateSet.builtIn.fingerprint) == (folder == nil))
    #expect(diagnostics.isEmpty == (folder == nil))
  }

  @Test func aMissingFolderIsAnError() {
    let (templates, diagnostics) = TemplateSet.load(overridesIn: "/nonexistent/templates")
    #expect(templates == nil)
    #expect(diagnostics.map(\.description) == ["/nonexistent/templates: error: no such templates folder"])
  }
}
