import Foundation
import ListPressKit
import Testing

/// A review page compares UIKit's two designs before it shows the
/// appearances: the list in its own appearance, light and dark, at 390 and
/// 820 px, in the page's own design first, marked, and beside it in the
/// other. Each design's variant page forces that design, whatever the page
/// or the build chooses.
@Suite struct GalleryDesignComparisonTests {
  /// One panel of the comparison as the review page shows it: its frame's
  /// title, whether it is marked as the page's own design (by its class and
  /// in its caption), and the classes of the root element of the page in
  /// its frame.
  struct Panel: CustomStringConvertible {
    var title: String
    var marked: Bool
    var rootClasses: [Substring]

    var description: String { "\(marked ? "* " : "")\(title): \(rootClasses.joined(separator: " "))" }
  }

  private static let iOS26 = "iOS 26", classic = "Classic (designRequiresCompatibility)"

  /// A grouped list, with `line` among its page keys.
  private static func definition(with line: String = "") -> String {
    "---\ntitle: Party\nappearance: grouped\n\(line)\nitems: [{ text: Balloons, accessories: [disclosureIndicator] }]\n---\n"
  }

  /// The classes of the root element of the page at `path`.
  private static func rootClasses(ofPageAt path: String) throws -> [Substring] {
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let match = try #require(html.firstMatch(of: /<html lang="en" class="([^"]*)"/), "\(path)")
    return match.1.split(separator: " ")
  }

  /// The panels of the design comparison of the review page at `path`, in
  /// their order, each with the page it frames read from beside the review.
  private static func comparison(ofReviewAt path: String) throws -> [Panel] {
    let review = try String(contentsOfFile: path, encoding: .utf8)
    let start = try #require(review.firstRange(of: "<section class=\"lp-gallery-designs\" id=\"designs\"")).lowerBound
    let end = try #require(review.firstRange(of: "<section class=\"lp-gallery-dynamic-type\"")).lowerBound
    // The comparison comes before every other frame.
    #expect(!review[..<start].contains("<iframe"))
    let folder = (path as NSString).deletingLastPathComponent
    return try review[start..<end]
      .matches(of: /<figure class="lp-gallery-panel( lp-gallery-own-design)?" id="[^"]+">\n<figcaption>(.*)<\/figcaption>\n<iframe src="([^"]+)" title="([^"]+)"/)
      .map { match in
        let marked = match.1 != nil
        #expect(match.2.contains("<strong class=\"lp-gallery-own-mark\">This page's design</strong>") == marked, "\(match.2)")
        return Panel(
          title: String(match.4).replacing("&#39;", with: "'"), marked: marked,
          rootClasses: try rootClasses(ofPageAt: folder + "/" + String(match.3)))
      }
  }

  /// What the comparison of a grouped list whose own design is `own` (the
  /// other being `other`) must show: per width and scheme, the own design
  /// marked, then the other, each page in its design and scheme and in the
  /// list's appearance.
  private static func expectComparison(_ panels: [Panel], own: String, other: String) {
    let expected = [390, 820].flatMap { width in
      ["light", "dark"].flatMap { scheme in
        [("\(own) — this page's design, \(scheme), \(width) px", own, scheme), ("\(other), \(scheme), \(width) px", other, scheme)]
      }
    }
    #expect(panels.map(\.title) == expected.map(\.0), "\(panels)")
    #expect(panels.map(\.marked) == [true, false, true, false, true, false, true, false], "\(panels)")
    for (panel, (_, design, scheme)) in zip(panels, expected) {
      #expect(panel.rootClasses.contains("design-ios26") == (design == iOS26), "\(panel)")
      #expect(panel.rootClasses.contains("color-scheme-\(scheme)"), "\(panel)")
      #expect(panel.rootClasses.contains("appearance-grouped"), "\(panel)")
    }
  }

  /// Whether the page's own design is the classic one, as the page's key
  /// (`nil`: none) and the build's option decide it; the appearance
  /// variants are in that design too.
  @Test(arguments: [
    (nil, false, false),
    (nil, true, true),
    (true, false, true),
    (false, true, false),
  ] as [(Bool?, Bool, Bool)])
  func theReviewShowsThePagesOwnDesignFirstAndMarked(pageSays: Bool?, buildSays: Bool, ownIsClassic: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(with: pageSays.map { "designRequiresCompatibility: \($0)" } ?? ""), to: "in/party.md")
    let report = ListPress.build(
      inputs: [folder.path + "/in"],
      options: BuildOptions(outputDirectory: folder.path + "/out", writesGallery: true, designRequiresCompatibility: buildSays))
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    let review = try String(contentsOfFile: folder.path + "/out/party.review.html", encoding: .utf8)
    #expect(review.contains("This page's design is \(ownIsClassic ? Self.classic : Self.iOS26)."))
    Self.expectComparison(
      try Self.comparison(ofReviewAt: folder.path + "/out/party.review.html"),
      own: ownIsClassic ? Self.classic : Self.iOS26, other: ownIsClassic ? Self.iOS26 : Self.classic)
    for variant in GalleryVariant.all {
      let classes = try Self.rootClasses(ofPageAt: folder.path + "/out/party.\(variant.suffix).html")
      #expect(classes.contains("design-ios26") == !ownIsClassic, "\(variant.suffix)")
    }
  }

  /// A design variant forces its design and scheme over the page's, and
  /// leaves the rest of the page as it is.
  @Test(arguments: GalleryDesignVariant.all)
  func aDesignVariantChangesOnlyTheDesignAndScheme(variant: GalleryDesignVariant) {
    let page = ListPage(
      path: "a.md", title: "A", appearance: .sidebar, cellStyle: .sidebarSubtitleCell, editing: true, colorScheme: .auto,
      designRequiresCompatibility: !variant.designRequiresCompatibility,
      sections: [ListSection(items: [ListItem(id: "a", text: "a")])])
    var expected = page
    expected.designRequiresCompatibility = variant.designRequiresCompatibility
    expected.colorScheme = variant.colorScheme
    #expect(variant.apply(to: page) == expected)
  }

  /// The example that keeps the classic design is compared with the
  /// classic design first.
  @Test func theCompatibilityExampleShowsTheClassicDesignFirst() throws {
    let example = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/appearances/compatibility.md").path
    let folder = try TemporaryFolder()
    let report = ListPress.build(inputs: [example], options: BuildOptions(outputDirectory: folder.path, writesGallery: true))
    #expect(!report.failed, "\(report.diagnostics)")
    let panels = try Self.comparison(ofReviewAt: folder.path + "/compatibility.review.html")
    #expect(panels.count == 8)
    #expect(panels.first?.title == "\(Self.classic) — this page's design, light, 390 px")
    #expect(panels.first?.marked == true)
    #expect(panels.first.map { !$0.rootClasses.contains("design-ios26") } == true)
    #expect(panels.dropFirst().first.map { $0.title.hasPrefix(Self.iOS26 + ",") && $0.rootClasses.contains("design-ios26") } == true)
  }

  /// Toggling the key, or the build's option, rebuilds the review page with
  /// the other design first, and the same files: the variant pages'
  /// names do not depend on the design, so none is left behind.
  @Test func anIncrementalBuildFollowsTheDesignAsItIsToggled() throws {
    let folder = try TemporaryFolder()
    var options = BuildOptions(outputDirectory: folder.path + "/out", writesGallery: true)
    var listing: [String]?
    for (line, buildSays, ownIsClassic) in [
      ("", false, false),
      ("designRequiresCompatibility: true", false, true),
      ("", true, true),
      ("designRequiresCompatibility: false", true, false),
      ("", false, false),
    ] {
      try folder.write(Self.definition(with: line), to: "in/party.md")
      options.designRequiresCompatibility = buildSays
      let report = ListPress.build(inputs: [folder.path + "/in"], options: options)
      #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
      #expect(report.writtenFiles.contains("party.review.html"), "\(line), \(buildSays)")
      Self.expectComparison(
        try Self.comparison(ofReviewAt: folder.path + "/out/party.review.html"),
        own: ownIsClassic ? Self.classic : Self.iOS26, other: ownIsClassic ? Self.iOS26 : Self.classic)
      let classes = try Self.rootClasses(ofPageAt: folder.path + "/out/party.grouped-light-editing.html")
      #expect(classes.contains("design-ios26") == !ownIsClassic, "\(line), \(buildSays)")
      let now = try folder.listing("out")
      #expect(listing == nil || listing == now)
      listing = now
    }
  }
}
