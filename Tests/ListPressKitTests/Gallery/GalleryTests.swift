import Foundation
import ListPressKit
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

  @Test("Every frame has a permalink, loads at once and draws every row, so that a full-page capture shows it whole")
  func framesHavePermalinksAndAreWhole() throws {
    let files = try files().files
    let review = files[0].contents
    let ids = review.matches(of: /<figure class="lp-gallery-panel[^"]*" id="([^"]+)">/).map { String($0.1) }
    #expect(ids.count == 56)
    #expect(Set(ids).count == 56)
    #expect(ids.contains("insetGrouped-dark-editing-820"))
    #expect(ids.contains("content-size-accessibilityMedium-390"))
    for id in ids {
      #expect(review.contains("<a class=\"lp-gallery-permalink\" href=\"#\(id)\">#<span class=\"lp-gallery-hidden\"> (link to this frame)</span></a>"), "\(id)")
    }
    // No frame waits until it is scrolled to, and no variant page leaves
    // its rows far from the screen undrawn.
    #expect(!review.contains("loading="))
    for variant in files.dropFirst() {
      #expect(variant.contents.contains("draws-every-row"), "\(variant.relativePath)")
    }
  }

  @Test func showsEveryVariantAtBothWidthsLabelled() throws {
    let review = try files().files[0].contents
    // 24 variants at two widths, the 3 Dynamic Type and the 5 states variants at one.
    #expect(review.occurrences(of: "<iframe ") == 56)
    #expect(review.occurrences(of: "<figcaption>") == 56)
    for appearance in Appearance.allCases {
      #expect(review.contains("<h2 id=\"heading-\(appearance.rawValue)\">\(appearance.rawValue)</h2>"))
    }
    #expect(review.containsInOrder([
      "<section class=\"lp-gallery-appearance\" id=\"appearance-plain\"",
      "<figcaption>plain, light, normal, 390 px <a class=\"lp-gallery-permalink\"",
      "<iframe src=\"groceries.plain-light.html\" title=\"plain, light, normal, 390 px\" width=\"390\" height=\"700\"></iframe>",
      "<figcaption>plain, light, normal, 820 px <a class=\"lp-gallery-permalink\"",
      "<iframe src=\"groceries.plain-light.html\" title=\"plain, light, normal, 820 px\" width=\"820\"",
      "<figcaption>plain, light, editing, 390 px <a class=\"lp-gallery-permalink\"",
      "src=\"groceries.plain-light-editing.html\"",
      "<figcaption>plain, dark, normal, 390 px <a class=\"lp-gallery-permalink\"",
      "src=\"groceries.plain-dark.html\"",
      "<figcaption>plain, dark, editing, 820 px <a class=\"lp-gallery-permalink\"",
      "<figcaption>plain, light, states, 390 px <a class=\"lp-gallery-permalink\"",
      "<iframe src=\"groceries.plain-states.html\" title=\"plain, light, states, 390 px\" width=\"390\"",
      "id=\"appearance-sidebarPlain\"",
      "<figcaption>sidebarPlain, dark, editing, 820 px <a class=\"lp-gallery-permalink\"",
      "<figcaption>sidebarPlain, light, states, 390 px <a class=\"lp-gallery-permalink\"",
    ]))
    // Every frame has a title, and every title is different.
    let titles = review.matches(of: /<iframe [^>]*title="([^"]+)"/).map { String($0.1) }
    #expect(titles.count == 56 && Set(titles).count == 56)
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
      "<section class=\"lp-gallery-dynamic-type\" id=\"dynamic-type\" aria-labelledby=\"heading-dynamic-type\">",
      "<figcaption>large (default), 390 px <a class=\"lp-gallery-permalink\"",
      "<iframe src=\"groceries.content-size-large.html\" title=\"large (default), 390 px\" width=\"390\" height=\"700\"></iframe>",
      "<figcaption>accessibilityMedium, 390 px <a class=\"lp-gallery-permalink\"",
      "src=\"groceries.content-size-accessibilityMedium.html\"",
      "<figcaption>accessibilityExtraExtraExtraLarge, 390 px <a class=\"lp-gallery-permalink\"",
      "src=\"groceries.content-size-accessibilityExtraExtraExtraLarge.html\"",
      "id=\"appearance-plain\"",
    ]))
  }

  @Test func eachDynamicTypeVariantForcesItsSizeAndKeepsTheRest() throws {
    let variants = try files().files.dropFirst()
    for variant in GalleryContentSizeVariant.all {
      let file = try #require(variants.first { $0.relativePath == "lists/groceries.\(variant.suffix).html" })
      #expect(file.contents.contains(
        "class=\"lp-page appearance-insetGrouped cell-style-cell color-scheme-auto content-size-\(variant.category.rawValue) design-ios26 has-separators draws-every-row\""))
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
      "class=\"lp-page appearance-sidebar cell-style-sidebarCell color-scheme-dark design-ios26 is-editing has-separators draws-every-row\""))
    #expect(darkSidebar.contents.contains("<meta name=\"color-scheme\" content=\"dark\">"))
    #expect(darkSidebar.contents.contains("<link rel=\"stylesheet\" href=\"../\(TemplateSet.builtIn.stylesheetFileName)\">"))
    let lightPlain = try #require(variants.first { $0.relativePath == "lists/groceries.plain-light.html" })
    #expect(lightPlain.contents.contains("class=\"lp-page appearance-plain cell-style-cell color-scheme-light design-ios26 has-separators draws-every-row\""))
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

  @Test func galleryFilesAreBothStylesheets() {
    let templates = TemplateSet.builtIn
    #expect(templates.galleryFiles.map(\.relativePath) == [templates.stylesheetFileName, templates.scriptFileName, templates.galleryStylesheetFileName])
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
