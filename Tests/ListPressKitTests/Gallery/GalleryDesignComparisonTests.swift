import Foundation
import ListPressKit
import Testing

/// A review page opens with the list as it is, in its own design, marked,
/// and its grid starts with UIKit's two designs, light and dark, the page's
/// own first and marked. Each design's variant page forces that design,
/// whatever the page or the build chooses.
@Suite struct GalleryDesignComparisonTests {
  /// One frame of the designs as the review page shows it: its frame's
  /// title, whether it is marked as the page's own design, and the classes
  /// of the root element of the page in its frame.
  struct Panel: CustomStringConvertible {
    var title: String
    var marked: Bool
    var rootClasses: [Substring]

    var description: String { "\(marked ? "* " : "")\(title): \(rootClasses.joined(separator: " "))" }
  }

  private static let iOS26 = "iOS 26", classic = "Classic"

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

  /// The viewer's frame, then the frames of the grid's Designs group, of
  /// the review page at `path`, in their order, each with the page it
  /// frames read from beside the review. The viewer comes before every
  /// other frame, and its design switch starts at the design it shows.
  private static func designs(ofReviewAt path: String) throws -> (viewer: Panel, designs: [Panel]) {
    let review = try String(contentsOfFile: path, encoding: .utf8).replacing("&#39;", with: "'")
    let folder = (path as NSString).deletingLastPathComponent
    let viewerMatch = try #require(
      review.firstMatch(of: /<iframe class="lp-gallery-viewer-frame" src="([^"]+)" title="([^"]+)"/))
    #expect(!review[..<viewerMatch.range.lowerBound].contains("<iframe"))
    let viewerClasses = try rootClasses(ofPageAt: folder + "/" + String(viewerMatch.1))
    let checked = try #require(review.firstMatch(of: /<input type="radio" name="design" value="([a-z0-9]+)" checked> ([^<]+)<\/label>/))
    #expect((checked.1 == "ios26") == viewerClasses.contains("design-ios26"), "\(checked.1)")
    #expect(checked.2.hasSuffix(" (this page's)"), "\(checked.2)")
    let viewer = Panel(title: String(viewerMatch.2), marked: true, rootClasses: viewerClasses)
    let start = try #require(review.firstRange(of: "<section class=\"lp-gallery-group\" id=\"designs\"")).upperBound
    let end = try #require(review[start...].firstRange(of: "</section>")).lowerBound
    let designs = try review[start..<end]
      .matches(of: /<iframe src="([^"]+)" title="([^"]+)"/)
      .map { match in
        Panel(
          title: String(match.2), marked: match.2.contains("(this page's)"),
          rootClasses: try rootClasses(ofPageAt: folder + "/" + String(match.1)))
      }
    return (viewer, designs)
  }

  /// What the review of a grouped list whose own design is `own` (the
  /// other being `other`) must show: the viewer in its own design, light,
  /// then the Designs group: the own design marked, light and dark, then
  /// the other; each page in its design and scheme and in the list's
  /// appearance.
  private static func expectDesigns(_ shown: (viewer: Panel, designs: [Panel]), own: String, other: String) {
    #expect(shown.viewer.title.hasPrefix("Party as it is: grouped, \(own == iOS26 ? "iOS 26" : "Classic (designRequiresCompatibility)"), light"))
    #expect(shown.viewer.rootClasses.contains("design-ios26") == (own == iOS26), "\(shown.viewer)")
    #expect(shown.viewer.rootClasses.contains("color-scheme-light"), "\(shown.viewer)")
    let expected = [(own, "light"), (own, "dark"), (other, "light"), (other, "dark")]
    #expect(shown.designs.map(\.title) == expected.map { "\($0.0)\($0.0 == own ? " (this page's)" : ""), \($0.1)" }, "\(shown.designs)")
    #expect(shown.designs.map(\.marked) == [true, true, false, false], "\(shown.designs)")
    for (panel, (design, scheme)) in zip(shown.designs, expected) {
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
    #expect(review.contains("design (\(ownIsClassic ? "Classic (designRequiresCompatibility)" : Self.iOS26))."))
    Self.expectDesigns(
      try Self.designs(ofReviewAt: folder.path + "/out/party.review.html"),
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

  /// The example that keeps the classic design is shown in it, and its
  /// grid starts with the classic design.
  @Test func theCompatibilityExampleShowsTheClassicDesignFirst() throws {
    let example = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/appearances/compatibility.md").path
    let folder = try TemporaryFolder()
    let report = ListPress.build(inputs: [example], options: BuildOptions(outputDirectory: folder.path, writesGallery: true))
    #expect(!report.failed, "\(report.diagnostics)")
    let shown = try Self.designs(ofReviewAt: folder.path + "/compatibility.review.html")
    #expect(!shown.viewer.rootClasses.contains("design-ios26"))
    #expect(shown.designs.count == 4)
    #expect(shown.designs.first?.title == "\(Self.classic) (this page's), light")
    #expect(shown.designs.first.map { !$0.rootClasses.contains("design-ios26") } == true)
    #expect(shown.designs.dropFirst(2).first.map { $0.title == Self.iOS26 + ", light" && $0.rootClasses.contains("design-ios26") } == true)
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
      Self.expectDesigns(
        try Self.designs(ofReviewAt: folder.path + "/out/party.review.html"),
        own: ownIsClassic ? Self.classic : Self.iOS26, other: ownIsClassic ? Self.iOS26 : Self.classic)
      let classes = try Self.rootClasses(ofPageAt: folder.path + "/out/party.grouped-light-editing.html")
      #expect(classes.contains("design-ios26") == !ownIsClassic, "\(line), \(buildSays)")
      let now = try folder.listing("out")
      #expect(listing == nil || listing == now)
      listing = now
    }
  }
}
