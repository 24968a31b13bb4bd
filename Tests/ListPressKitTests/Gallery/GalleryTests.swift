import Foundation
import ListPressKit
import ListPressRender
import Testing

@Suite struct GalleryTests {
  private typealias Support = TemplateTestSupport

  /// The gallery files of the sample page, found under `root` and written
  /// in `output`.
  private func files(links: SiteLinks = SiteLinks()) throws -> (files: [OutputFile], output: String) {
    let folder = try TemporaryFolder()
    let input = folder.path + "/in/lists/groceries.md"
    let page = try Support.page(path: input)
    let destination = try OutputLayout(outputDirectory: folder.path + "/review")
      .destination(ofInput: input, root: folder.path + "/in")
    return (try Gallery(links: links).files(for: page, at: destination), folder.path)
  }

  @Test func writesTheReviewPageAndThirtyTwoVariants() throws {
    let files = try files().files
    #expect(files.count == 33)
    #expect(files[0].relativePath == "lists/groceries.review.html")
    let suffixes = GalleryDesignVariant.all.map(\.suffix) + GalleryContentSizeVariant.all.map(\.suffix)
      + GalleryVariant.all.map(\.suffix) + GalleryStatesVariant.all.map(\.suffix)
    #expect(files.dropFirst().map(\.relativePath) == suffixes.map { "lists/groceries.\($0).html" })
    #expect(GalleryDesignVariant.all.map(\.suffix) == ["ios26-light", "ios26-dark", "classic-light", "classic-dark"])
    #expect(GalleryContentSizeVariant.all.map(\.suffix) == [
      "content-size-large", "content-size-accessibilityMedium", "content-size-accessibilityExtraExtraExtraLarge",
    ])
    #expect(GalleryVariant.all.count == 20)
    #expect(Set(GalleryVariant.all).count == 20)
    #expect(GalleryStatesVariant.all.map(\.suffix) == [
      "plain-states", "grouped-states", "insetGrouped-states", "sidebar-states", "sidebarPlain-states",
    ])
    #expect(Set(suffixes).count == 32)
  }

  @Test("Every thumbnail is its own permalink, loads at once and draws every row, so that a full-page capture shows it whole")
  func thumbnailsArePermalinksAndWhole() throws {
    let files = try files().files
    let review = files[0].contents
    let ids = review.matches(of: /<figure class="lp-gallery-thumbnail" id="([^"]+)">/).map { String($0.1) }
    // The page's own appearance (insetGrouped) comes before the others.
    let appearances = [Appearance.insetGrouped, .plain, .grouped, .sidebar, .sidebarPlain]
    #expect(ids == GalleryDesignVariant.all.map(\.suffix) + GalleryContentSizeVariant.all.map(\.suffix)
      + appearances.flatMap { appearance in
        ["light", "light-editing", "dark", "dark-editing", "states"].map { "\(appearance.rawValue)-\($0)" }
      })
    #expect(Set(ids).count == 32)
    for id in ids {
      // The caption's link opens the thumbnail full size (its :target);
      // another opens its variant page; a third closes it again.
      #expect(review.contains("<a class=\"lp-gallery-open\" href=\"#\(id)\">"), "\(id)")
      #expect(review.contains("<a class=\"lp-gallery-page-link\" href=\"groceries.\(id).html\">page"), "\(id)")
    }
    #expect(review.contains("<a class=\"lp-gallery-close\" href=\"#appearance-plain\">close"))
    // No frame waits until it is scrolled to, and no variant page leaves
    // its rows far from the screen undrawn.
    #expect(!review.contains("loading="))
    for variant in files.dropFirst() {
      #expect(variant.contents.contains("is-review-frame"), "\(variant.relativePath)")
    }
  }

  @Test func showsEveryVariantOnceAsAThumbnailLabelled() throws {
    let review = try files().files[0].contents
    // The viewer, then the 32 variants.
    #expect(review.occurrences(of: "<iframe ") == 33)
    #expect(review.occurrences(of: " tabindex=\"-1\" inert></iframe>") == 32)
    for appearance in Appearance.allCases where appearance != .insetGrouped {
      #expect(review.contains("<h3 id=\"heading-appearance-\(appearance.rawValue)\">\(appearance.rawValue)</h3>"))
    }
    // The page's own appearance comes first, marked.
    #expect(review.containsInOrder([
      "<section class=\"lp-gallery-group\" id=\"dynamic-type\"",
      "<section class=\"lp-gallery-group lp-gallery-own-appearance\" id=\"appearance-insetGrouped\"",
      "<h3 id=\"heading-appearance-insetGrouped\">insetGrouped (this page&#39;s appearance)</h3>",
      "<section class=\"lp-gallery-group\" id=\"appearance-plain\"",
      "<iframe src=\"groceries.plain-light.html\" title=\"plain, light, normal\" width=\"390\" height=\"700\" data-variant=\"plain-light\" tabindex=\"-1\" inert></iframe>",
      ">plain, light, normal</a>",
      "src=\"groceries.plain-light-editing.html\"",
      "src=\"groceries.plain-dark.html\"",
      "src=\"groceries.plain-dark-editing.html\"",
      "<iframe src=\"groceries.plain-states.html\" title=\"plain, light, states\"",
      "id=\"appearance-sidebarPlain\"",
      ">sidebarPlain, light, states</a>",
    ]))
    // Every frame has a title, and every title is different.
    let titles = review.matches(of: /<iframe [^>]*title="([^"]+)"/).map { String($0.1) }
    #expect(titles.count == 33 && Set(titles).count == 33)
  }

  @Test("The review opens with the list as it is, with switches that a script shows")
  func opensWithTheViewerAndItsSwitches() throws {
    let review = try files().files[0].contents
    #expect(review.containsInOrder([
      "<li><a href=\"#as-it-is\">As it is</a></li>",
      "<section class=\"lp-gallery-viewer\" id=\"as-it-is\"",
      "<div class=\"lp-gallery-switches\" role=\"group\" aria-label=\"Switches\" hidden>",
      "<input type=\"radio\" name=\"scheme\" value=\"light\" checked> Light",
      "<input type=\"radio\" name=\"scheme\" value=\"dark\"> Dark",
      "<input type=\"radio\" name=\"contrast\" value=\"standard\" checked> Standard",
      "<input type=\"radio\" name=\"contrast\" value=\"high\"> Increased",
      "<input type=\"radio\" name=\"direction\" value=\"ltr\" checked>",
      "<input type=\"radio\" name=\"direction\" value=\"rtl\">",
      "<select name=\"contentSize\">",
      "<option value=\"auto\" selected>auto (this page&#39;s)</option>",
      "<option value=\"accessibilityExtraExtraExtraLarge\">accessibilityExtraExtraExtraLarge</option>",
      "<input type=\"radio\" name=\"width\" value=\"320\"> 320 px",
      "<input type=\"radio\" name=\"width\" value=\"390\" checked> 390 px",
      "<input type=\"radio\" name=\"width\" value=\"430\"> 430 px",
      "<input type=\"radio\" name=\"width\" value=\"820\"> 820 px",
      "<input type=\"radio\" name=\"design\" value=\"ios26\" checked> iOS 26 (this page&#39;s)",
      "<input type=\"radio\" name=\"design\" value=\"classic\"> Classic (designRequiresCompatibility)",
      "<iframe class=\"lp-gallery-viewer-frame\" src=\"groceries.ios26-light.html\" title=\"Groceries as it is: insetGrouped, iOS 26, light, 390 px\" width=\"390\" height=\"700\"></iframe>",
      "<section class=\"lp-gallery-variants\" id=\"variants\"",
    ]))
    #expect(review.contains("<script src=\"../\(TemplateSet.builtIn.galleryScriptFileName)\" defer></script>"))
  }

  @Test("A standalone review holds every variant page in its frame and needs no other file")
  func aStandaloneReviewIsOneFile() throws {
    let files = try files(links: SiteLinks(standalone: true)).files
    #expect(files.map(\.relativePath) == ["lists/groceries.review.html"])
    let review = files[0].contents
    #expect(review.occurrences(of: "<iframe ") == 33)
    #expect(review.occurrences(of: " srcdoc=\"&lt;!doctype html&gt;") == 33)
    #expect(!review.contains(" src=\""))
    #expect(!review.contains("<link "))
    #expect(!review.contains("class=\"lp-gallery-page-link\""))
    let templates = TemplateSet.builtIn
    #expect(review.contains("<style>\(templates.galleryStylesheet)</style>"))
    #expect(review.contains("<script>\(templates.galleryScript)</script>"))
    // The frames inherit the review's policy: it allows their inline
    // script and styles by hash, as it does its own, and nothing else.
    let policy = try #require(review.firstMatch(of: /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)).1
    #expect(policy.contains("script-src \(ContentSecurityPolicy.hashSource(of: templates.galleryScript)) \(ContentSecurityPolicy.hashSource(of: "\n" + templates.script + "\n"));"))
    #expect(policy.contains("style-src \(ContentSecurityPolicy.hashSource(of: templates.galleryStylesheet)) 'sha256-"))
    #expect(!policy.contains("unsafe-inline';") || policy.contains("style-src-attr 'unsafe-inline'"))
    #expect(!policy.contains("'self'; style-src") && !policy.contains("frame-src"))
    // Each variant is the standalone page, escaped once into its attribute.
    let first = try #require(review.firstMatch(of: #/ srcdoc="([^"]*)"/#)).1
    #expect(first.contains("is-review-frame"))
    #expect(first.contains("&lt;style&gt;") && first.contains("&lt;script&gt;"))
    #expect(!first.contains("&amp;lt;"))
  }

  /// The states variant declares what a review cannot otherwise see: every
  /// row with swipe actions swiped open (the trailing ones first), the first
  /// other row highlighted and the next focused; states the page declares
  /// give way.
  @Test func theStatesVariantDeclaresSwipedHighlightedAndFocusedRows() throws {
    var page = ListPage(path: "states.md", title: "States")
    page.sections = [
      ListSection(items: [
        ListItem(id: "a", text: "A", declaredState: DeclaredCellState(dragState: .lifting)),
        ListItem(id: "b", text: "B", leadingSwipeActions: [SwipeAction(title: "Pin")]),
        ListItem(id: "c", text: "C", leadingSwipeActions: [SwipeAction(title: "Pin")], trailingSwipeActions: [SwipeAction(title: "Delete")]),
        ListItem(id: "d", text: "D", children: [ListItem(id: "e", text: "E")]),
      ])
    ]
    let shown = GalleryStatesVariant(appearance: .sidebar).apply(to: page)
    #expect(shown.appearance == .sidebar && shown.colorScheme == .light && shown.editing == false)
    let items = shown.sections[0].items
    #expect(items.map(\.declaredState) == [
      DeclaredCellState(highlighted: true), DeclaredCellState(swiped: .leading), DeclaredCellState(swiped: .trailing),
      DeclaredCellState(focused: true),
    ])
    #expect(items[3].children[0].declaredState == DeclaredCellState())
  }

  @Test func showsTheDynamicTypeAxisAfterTheDesigns() throws {
    let review = try files().files[0].contents
    #expect(review.containsInOrder([
      "<li><a href=\"#designs\">Designs</a></li>",
      "<li><a href=\"#dynamic-type\">Dynamic Type</a></li>",
      "id=\"designs\"",
      "<section class=\"lp-gallery-group\" id=\"dynamic-type\" aria-labelledby=\"heading-dynamic-type\">",
      "<iframe src=\"groceries.content-size-large.html\" title=\"large (default)\" width=\"390\" height=\"700\"",
      ">large (default)</a>",
      "src=\"groceries.content-size-accessibilityMedium.html\"",
      ">accessibilityMedium</a>",
      "src=\"groceries.content-size-accessibilityExtraExtraExtraLarge.html\"",
      "id=\"appearance-insetGrouped\"",
    ]))
  }

  @Test func eachDynamicTypeVariantForcesItsSizeAndKeepsTheRest() throws {
    let variants = try files().files.dropFirst()
    for variant in GalleryContentSizeVariant.all {
      let file = try #require(variants.first { $0.relativePath == "lists/groceries.\(variant.suffix).html" })
      #expect(file.contents.contains(
        "class=\"lp-page appearance-insetGrouped cell-style-cell color-scheme-auto content-size-\(variant.category.rawValue) design-ios26 has-separators is-review-frame\""))
    }
  }

  @Test func linksToTheSourceFileAndLine() throws {
    let (files, output) = try files()
    #expect(files[0].contents.contains(
      "Source: <a href=\"../../in/lists/groceries.md\"><code>\(output)/in/lists/groceries.md:1</code></a>"))
    #expect(files[0].contents.contains("<title>Groceries: design review</title>"))
    #expect(files[0].contents.contains("<link rel=\"stylesheet\" href=\"../\(TemplateSet.builtIn.galleryStylesheetFileName)\">"))
  }

  @Test func eachVariantForcesItsAppearanceSchemeAndState() throws {
    let variants = try files().files.dropFirst()
    let darkSidebar = try #require(variants.first { $0.relativePath == "lists/groceries.sidebar-dark-editing.html" })
    #expect(darkSidebar.contents.contains(
      "class=\"lp-page appearance-sidebar cell-style-sidebarCell color-scheme-dark design-ios26 is-editing has-separators is-review-frame\""))
    #expect(darkSidebar.contents.contains("<meta name=\"color-scheme\" content=\"dark\">"))
    #expect(darkSidebar.contents.contains("<link rel=\"stylesheet\" href=\"../\(TemplateSet.builtIn.stylesheetFileName)\">"))
    let lightPlain = try #require(variants.first { $0.relativePath == "lists/groceries.plain-light.html" })
    #expect(lightPlain.contents.contains("class=\"lp-page appearance-plain cell-style-cell color-scheme-light design-ios26 has-separators is-review-frame\""))
    // Relative images still work: variants sit beside the review page.
    #expect(lightPlain.contents.contains("src=\"images/apple.svg\""))
  }

  @Test(arguments: [
    (CellStyle.cell, Appearance.sidebar, CellStyle.sidebarCell),
    (.subtitleCell, .sidebarPlain, .sidebarSubtitleCell),
    (.valueCell, .sidebar, .valueCell),
    (.sidebarCell, .plain, .cell),
    (.accompaniedSidebarSubtitleCell, .insetGrouped, .subtitleCell),
    (.accompaniedSidebarCell, .sidebar, .accompaniedSidebarCell),
    (.subtitleCell, .grouped, .subtitleCell),
  ])
  func thePageCellStyleFollowsTheAppearance(style: CellStyle, appearance: Appearance, expected: CellStyle) {
    let page = ListPage(path: "a.md", title: "A", cellStyle: style, sections: [ListSection(items: [ListItem(id: "a", text: "a", style: .valueCell)])])
    let shown = GalleryVariant(appearance: appearance, colorScheme: .dark, editing: true).apply(to: page)
    #expect(shown.cellStyle == expected)
    #expect(shown.sections[0].items[0].style == .valueCell)
  }

  @Test func aBaseURLMakesTheStylesheetLinksAbsolute() throws {
    let files = try files(links: SiteLinks(baseURL: "https://example.org/review")).files
    #expect(files[0].contents.contains("href=\"https://example.org/review/\(TemplateSet.builtIn.galleryStylesheetFileName)\""))
    #expect(files[1].contents.contains("href=\"https://example.org/review/\(TemplateSet.builtIn.stylesheetFileName)\""))
  }

  @Test func galleryFilesAreThePagesAndTheReviewsStylesheetsAndScripts() {
    let templates = TemplateSet.builtIn
    #expect(templates.galleryFiles.map(\.relativePath) == [
      templates.stylesheetFileName, templates.scriptFileName, templates.galleryStylesheetFileName, templates.galleryScriptFileName,
    ])
  }
}

/// The index of a site built with its design reviews links every review
/// page; a site without them does not.
struct GalleryIndexTests {
  @Test("A gallery build's index ends with a section linking every list's design review", arguments: [true, false])
  func indexLinksReviews(writesGallery: Bool) throws {
    let folder = try TemporaryFolder()
    let plain = "---\ntitle: Groceries\nitems:\n  - text: Milk\n---\n"
    try folder.write(plain, to: "in/groceries.md")
    try folder.write(plain.replacingOccurrences(of: "Groceries", with: "Party"), to: "in/guides/party.md")
    let report = ListPress.build(
      inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out", writesGallery: writesGallery))
    #expect(!report.failed, "\(report.diagnostics)")
    let index = String(decoding: try folder.bytes(at: "out/index.html"), as: UTF8.self)
    let reviewLinks = ["href=\"groceries.review.html\"", "href=\"guides/party.review.html\""]
    if writesGallery {
      #expect(index.containsInOrder(["Design reviews", reviewLinks[0], ">Groceries<", reviewLinks[1], ">Party (guides)<"]))
      // Each link leads to a review page that was written.
      for path in ["groceries.review.html", "guides/party.review.html"] {
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/" + path), "\(path)")
      }
    } else {
      #expect(!index.contains("Design reviews"))
      #expect(!index.contains(".review.html"))
    }
  }
}
