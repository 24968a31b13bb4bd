import Foundation
import ListPressKit
import Testing

/// The recipes of docs/embedding.md, built as a writer would build them:
/// the Hugo shortcode by Hugo, and the plain HTML page. Each page is
/// measured in the browser: every list on it has the boxes and colours of
/// the list on its own page.
struct EmbeddingRecipeTests {
  /// Where Hugo is, when it is installed.
  static let hugo: String? = ["/usr/bin/hugo", "/usr/local/bin/hugo"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The Hugo site of docs/embedding.md: its shortcode, a minimal layout and
  /// a page that shows two lists, whose fragments are `fragments`.
  static func writeHugoSite(in folder: TemporaryFolder, fragments: [(name: String, html: String)]) throws {
    try folder.write(
      """
      baseURL = "https://example.org/"
      languageCode = "en"
      title = "Lists"
      disableKinds = ["taxonomy", "term", "RSS", "sitemap", "home"]

      """, to: "site/hugo.toml")
    try folder.write(
      """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>{{ .Title }}</title>
      </head>
      <body>
      <main>
      <h1>{{ .Title }}</h1>
      {{ .Content }}
      </main>
      </body>
      </html>

      """, to: "site/layouts/_default/single.html")
    // The shortcode, as docs/embedding.md gives it.
    try folder.write(
      """
      {{- /* A list: `listpress render NAME.md --fragment > fragments/NAME.html` */ -}}
      {{- readFile (printf "fragments/%s.html" (.Get 0)) | safeHTML -}}

      """, to: "site/layouts/shortcodes/listpress.html")
    var content = "---\ntitle: Lists\n---\n\nSome prose before the lists.\n"
    for (name, html) in fragments {
      try folder.write(html, to: "site/fragments/\(name).html")
      content += "\n{{< listpress \"\(name)\" >}}\n\nSome prose after \(name).\n"
    }
    try folder.write(content, to: "site/content/lists.md")
  }

  /// Runs `program` with `arguments`; its exit status and what it wrote to
  /// standard error.
  static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Each list of the page at `host` measures as on its own page
  /// (`own`, in the order the lists stand), in `engine`.
  static func expectListsMeasureAsOwnPages(
    _ host: URL, own ownPages: [URL], engine: Engine, _ place: String
  ) async throws {
    try await EnginePage.use(engine) { tab in
      var own: [[FragmentMeasure.Box]] = []
      var width = 0.0
      for page in ownPages {
        try await tab.load(page)
        own.append(try await FragmentMeasure.ownPage(in: tab))
        width = try await FragmentMeasure.listWidth(in: tab)
      }
      try await tab.load(host)
      // The recipes' pages have no frames of their own: the lists are
      // made as wide as on their own pages through their parents.
      _ = try await tab.value(
        """
        document.querySelectorAll('[data-listpress-fragment]').forEach((list) => {
          list.parentElement.style.width = '\(width)px'; list.parentElement.style.margin = '0';
          list.parentElement.style.padding = '0'; }), document.body.style.margin = '0', true
        """, as: Bool.self)
      let pasted = try await FragmentMeasure.fragments(in: tab)
      #expect(pasted.count == own.count, "\(engine.name), \(place)")
      for (index, (found, expected)) in zip(pasted, own).enumerated() {
        FragmentMeasure.expectSame(found, as: expected, "\(engine.name), \(place), list \(index + 1)")
      }
    }
  }

  @Test(
    "The Hugo recipe builds, its page validates, and its lists measure as their own pages",
    .enabled(if: hugo != nil || Engine.isRequired, "Hugo not found: skipped (install Debian's `hugo`)"),
    arguments: Engine.allCases)
  func hugoRecipe(engine: Engine) async throws {
    let hugo = try #require(Self.hugo, "Hugo is not installed (Debian's `hugo`)")
    let written = try FragmentHostPageTests.write()
    let chosen = [0, 2]
    try Self.writeHugoSite(
      in: written.folder,
      fragments: chosen.map { (FragmentHostPageTests.definitions[$0].name, written.fragments[$0]) })
    let site = written.folder.path + "/site"
    let built = try Self.run(hugo, ["--quiet", "-s", site, "-d", site + "/public"])
    #expect(built.status == 0, "\(built.errors)")
    let page = URL(fileURLWithPath: site + "/public/lists/index.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.ranges(of: "data-listpress-fragment=").count == 2)
    #expect(!html.contains("<p><link"), "Hugo wrapped a fragment in a paragraph")
    if engine == .chromium, Validators.nuRuns {
      let errors = try await NuChecker.errors(in: [page], log: URL(fileURLWithPath: site + "/vnu-log.txt"))
      #expect(errors.isEmpty, "\(errors)")
    }
    try await Self.expectListsMeasureAsOwnPages(
      page, own: chosen.map { written.url(FragmentHostPageTests.definitions[$0].name + ".html") }, engine: engine,
      "Hugo page")
  }

  /// The plain HTML page of docs/embedding.md, with the three lists.
  static func plainPage(_ fragments: [String]) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Our lists</title>
    </head>
    <body>
    <h1>Our lists</h1>
    \(fragments.map { "<section aria-label=\"A list\">\n\($0)</section>" }.joined(separator: "\n"))
    </body>
    </html>

    """
  }

  @Test("The plain HTML recipe validates, passes axe, and its lists measure as their own pages", arguments: Engine.allCases)
  func plainHTMLRecipe(engine: Engine) async throws {
    let written = try FragmentHostPageTests.write()
    try written.folder.write(Self.plainPage(written.fragments), to: "plain.html")
    let page = written.url("plain.html")
    if engine == .chromium {
      if Validators.nuRuns {
        let errors = try await NuChecker.errors(in: [page], log: written.url("vnu-log.txt"))
        #expect(errors.isEmpty, "\(errors)")
      }
      if Validators.axeRuns {
        let violations = try await FragmentHostPageTests.axeViolations(in: page)
        #expect(violations.isEmpty, "\(violations)")
      }
    }
    try await Self.expectListsMeasureAsOwnPages(
      page, own: FragmentHostPageTests.definitions.map { written.url($0.name + ".html") }, engine: engine, "plain page")
  }
}
