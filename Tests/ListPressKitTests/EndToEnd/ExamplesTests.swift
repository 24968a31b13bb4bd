import Foundation
import ListPressKit
import Testing

/// Builds the repository's `Examples/` folder and checks, page by page, that
/// what each example is meant to show reaches the HTML.
@Suite struct ExamplesTests {
  private static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples").path

  /// Builds the examples into a fresh folder and returns it with the report.
  private func buildExamples() throws -> (TemporaryFolder, BuildReport) {
    let folder = try TemporaryFolder()
    let report = ListPress.build(inputs: [Self.examples], options: BuildOptions(outputDirectory: folder.path + "/site"))
    return (folder, report)
  }

  private func page(_ relativePath: String, in folder: TemporaryFolder) throws -> String {
    try String(contentsOfFile: folder.path + "/site/" + relativePath, encoding: .utf8)
  }

  @Test func everyExampleBuildsCleanlyIntoItsOwnPage() throws {
    let (_, report) = try buildExamples()
    #expect(report.diagnostics.map(\.description) == [])
    let pages = report.writtenFiles.filter { $0.hasSuffix(".html") }
    #expect(pages == [
      "appearances/account.html", "appearances/compatibility.html", "appearances/contacts.html", "appearances/custom-cells.html",
      "appearances/large-text.html", "appearances/regions.html", "appearances/settings.html", "appearances/sidebar-plain.html", "appearances/sidebar.html",
      "cells/accessories.html", "cells/favourites.html", "cells/swipe-actions.html",
      "characters.html", "index.html", "layouts/listen-now.html",
    ])
    #expect(report.inputFiles.count == pages.count - 1)
  }

  @Test func customCellsShowNineItemsInThreeCategoriesWithSymbolsDescriptionsAndChevrons() throws {
    let (folder, _) = try buildExamples()
    let html = try page("appearances/custom-cells.html", in: folder)
    #expect(html.contains("appearance-plain"))
    #expect(html.occurrences(of: "<h2 class=\"lp-section-header") == 3)
    #expect(html.containsInOrder(["Music", "Transportation", "Weather"]))
    #expect(html.occurrences(of: "<li class=\"lp-item") == 9)
    #expect(html.occurrences(of: "lp-accessory-disclosureIndicator") == 9)
    #expect(html.occurrences(of: "data-symbol=") == 9)
    #expect(html.contains("data-symbol=\"music.mic\""))
    #expect(html.contains("Sing along on <strong>Fridays</strong>"))
    #expect(html.contains("<a href=\"https://example.org/speaker-setup\">set-up guide</a>"))
  }

  @Test func largeTextIsDrawnAtAnAccessibilitySize() throws {
    let (folder, _) = try buildExamples()
    let html = try page("appearances/large-text.html", in: folder)
    #expect(html.contains("class=\"lp-page appearance-insetGrouped cell-style-valueCell color-scheme-auto content-size-accessibilityLarge design-ios26 has-separators\""))
    #expect(html.occurrences(of: "<li class=\"lp-item") == 3)
  }

  @Test func accountIsASettingsScreenWithTextImageAndSeparatorProperties() throws {
    let (folder, _) = try buildExamples()
    let html = try page("appearances/account.html", in: folder)
    #expect(html.contains("class=\"lp-section-header header-prominentInsetGroupedHeader\">Apple Account</h2>"))
    #expect(html.occurrences(of: "<li class=\"lp-item") == 9)
    for tint in ["systemBlue", "systemPink", "systemGreen", "systemIndigo"] {
      #expect(html.contains("--item-image-tint: var(--\(tint))"), "no \(tint) icon")
    }
    #expect(html.contains("--item-image-width: 60px"))
    #expect(html.contains("<li class=\"lp-item separator-bottom-hidden\" id=\"address\">"))
    #expect(html.containsInOrder(["id=\"address\"", "style=\"--secondary-text-lines: 2\"", "12 Harbour Studios"]))
    #expect(html.containsInOrder(["style=\"--text-color: var(--systemRed); --text-align: center\"", "Sign Out"]))
  }

  @Test func regionsAreHeadedByTheirFirstItems() throws {
    let (folder, _) = try buildExamples()
    let html = try page("appearances/regions.html", in: folder)
    #expect(html.contains("appearance-grouped"))
    let headers = html.components(separatedBy: "<h2 class=\"lp-section-header").dropFirst()
    #expect(headers.count == 2)
    #expect(headers.first?.contains("Europe") == true)
    #expect(headers.last?.contains("Asia-Pacific") == true)
    #expect(html.occurrences(of: "class=\"lp-item ") == 6)
  }

  @Test func charactersHaveRoundAvatarsSubtitlesAndChecksOnTheSelectedOnes() throws {
    let (folder, _) = try buildExamples()
    let html = try page("characters.html", in: folder)
    #expect(html.contains("appearance-insetGrouped"))
    #expect(html.contains("cell-style-subtitleCell"))
    #expect(html.contains("--image-width: 60px"))
    #expect(html.contains("--image-corner-radius: 30px"))
    #expect(html.occurrences(of: "<img ") == 5)
    #expect(try folder.listing("site/images").count == 5)
    let selected = html.components(separatedBy: "<li ").filter { $0.contains("is-selected") }
    #expect(!selected.isEmpty)
    for item in selected {
      #expect(item.containsInOrder(["lp-accessory-checkmark", "lp-accessory-disclosureIndicator"]))
    }
    #expect(html.contains("lp-section-footer"))
  }

  @Test func theSidebarIsAnOutlineThatOpensWithoutScript() throws {
    let (folder, _) = try buildExamples()
    let html = try page("appearances/sidebar.html", in: folder)
    #expect(html.contains("appearance-sidebar"))
    #expect(html.occurrences(of: "<details class=\"lp-outline\" open") == 2)
    #expect(html.occurrences(of: "<details class=\"lp-outline\"") == 4)
    #expect(html.occurrences(of: "lp-accessory-outlineDisclosure") == 4)
    #expect(html.containsInOrder(["Library", "Recently Added", "Playlists", "Seasons", "Spring Rain", "Devices"]))
    // No inline script; the linked one is not what opens an outline.
    #expect(!html.contains("<script>"))
  }

  @Test func theFirstSectionCarriesEveryAccessoryInEditingMode() throws {
    let (folder, _) = try buildExamples()
    let html = try page("cells/accessories.html", in: folder)
    #expect(html.contains("is-editing"))
    let firstSection = try #require(html.components(separatedBy: "id=\"displayed-states\"").first)
    for kind in Accessory.Kind.allCases {
      #expect(firstSection.contains("lp-accessory-\(kind.rawValue)"), "missing \(kind)")
    }
  }

  @Test func favouritesHaveALeadingStarToggle() throws {
    let (folder, _) = try buildExamples()
    let html = try page("cells/favourites.html", in: folder)
    #expect(html.occurrences(of: "data-toggle=\"favorite\"") == 4)
    for row in html.components(separatedBy: "class=\"lp-row").dropFirst() {
      #expect(row.containsInOrder(["data-placement=\"leading\"", "lp-texts"]))
    }
  }

  @Test func swipeActionsAreListedOnBothSides() throws {
    let (folder, _) = try buildExamples()
    let html = try page("cells/swipe-actions.html", in: folder)
    #expect(html.occurrences(of: "class=\"lp-swipe-actions\" data-side=\"leading\"") == 2)
    #expect(html.occurrences(of: "class=\"lp-swipe-actions\" data-side=\"trailing\"") == 3)
    #expect(html.contains("style-destructive"))
    #expect(html.contains("Delete"))
  }

  @Test func listenNowMixesHorizontalGridAndListSections() throws {
    let (folder, _) = try buildExamples()
    let html = try page("layouts/listen-now.html", in: folder)
    #expect(html.containsInOrder(["layout-horizontal", "layout-grid", "layout-list"]))
    #expect(html.contains("--columns: 3"))
  }

  @Test func theIndexListsEveryExampleByFolder() throws {
    let (folder, _) = try buildExamples()
    let html = try page("index.html", in: folder)
    #expect(html.containsInOrder(["characters.html", "appearances", "appearances/custom-cells.html"]))
    #expect(html.occurrences(of: "lp-accessory-disclosureIndicator") == 14)
  }
}
