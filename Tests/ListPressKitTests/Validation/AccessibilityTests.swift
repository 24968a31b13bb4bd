import Foundation
import ListPressKit
import Testing

/// axe-core finds no serious or critical violation in any example page, the
/// index, a review page and some of its variant pages, a standalone page or
/// a fragment in a host page, at 390 px, in light and dark mode. One
/// Chromium checks them all in two tabs, loading each page once. Skipped
/// when Chromium or axe-core is missing, unless `LISTPRESS_REQUIRE_VALIDATORS=1`.
@Suite(.enabled(if: Validators.axeRuns, "Chromium or axe-core not found: accessibility checks skipped (\(Validators.installHint))"))
struct AccessibilityTests {
  /// How many tabs check pages at once.
  private static let tabs = 2

  @Test("No page has a serious or critical axe-core violation, in light or dark mode")
  func noSeriousViolations() async throws {
    guard let script = Validators.axeScript else { throw Validators.Missing(what: "axe.min.js") }
    let source = try String(contentsOf: script, encoding: .utf8)
    let checks = Self.checks(of: try ValidationOutputs.documents.get())
    let unbuilt = checks.filter { !FileManager.default.fileExists(atPath: ValidationOutputs.folder.appendingPathComponent($0).path) }
    try #require(unbuilt.isEmpty, "not built: \(unbuilt)")
    #expect(checks.count == ExamplePage.allCases.count + 1 + 3 + 4)
    let browser = try Chromium.required().devTools()
    let found: [Place: [AxeCore.Violation]]
    do {
      found = try await Self.violations(of: checks, source: source, in: browser)
    } catch {
      await browser.close()
      throw error
    }
    await browser.close()
    for path in checks {
      for mode in Mode.allCases {
        let place = Place(path: path, mode: mode)
        KnownIssue.record(found[place] ?? [], at: place, known: Self.knownIssues)
      }
    }
  }

  /// The serious and critical violations of every check, but for the UIKit
  /// label greys' contrast, the pages shared out among the tabs.
  private static func violations(
    of checks: [String], source: String, in browser: DevTools
  ) async throws -> [Place: [AxeCore.Violation]] {
    try await withThrowingTaskGroup(of: [Place: [AxeCore.Violation]].self) { group in
      for tab in 0..<tabs {
        let share = checks.enumerated().filter { $0.offset % tabs == tab }.map(\.element)
        group.addTask {
          let session = try await browser.openTab()
          var found: [Place: [AxeCore.Violation]] = [:]
          for path in share {
            try await browser.load(ValidationOutputs.folder.appendingPathComponent(path), session: session)
            try await AxeCore.inject(source, into: browser, session: session)
            for mode in Mode.allCases {
              try await browser.emulate(
                width: Width.compact.rawValue, height: Width.compact.height, mode: mode, session: session)
              found[Place(path: path, mode: mode)] = try await AxeCore.violations(in: browser, session: session)
                .filter { $0.isSerious && !$0.isUIKitLabelGreyContrast }
            }
          }
          return found
        }
      }
      return try await group.reduce(into: [:]) { $0.merge($1) { first, _ in first } }
    }
  }

  /// The pages checked, relative to the outputs' folder: every page and the
  /// index of the site; the characters list's review page, standalone page
  /// and fragment; and its variant pages in its own appearance, which force
  /// light or dark whatever the reader's setting, normal and editing. (The
  /// other appearances' variants have the markup and styles of the example
  /// pages in those appearances.)
  private static func checks(of documents: [ValidationOutputs.Document]) -> [String] {
    documents.filter { $0.output == .site }.map(\.relativePath)
      + ["gallery/characters.review.html", "standalone/characters.html", "fragments/characters.html"]
      + GalleryVariant.all.filter { $0.appearance == .insetGrouped }.map { "gallery/characters.\($0.suffix).html" }
  }

  /// A page checked in a mode.
  struct Place: Hashable, Sendable, CustomStringConvertible {
    /// The page, relative to the outputs' folder.
    let path: String
    let mode: Mode

    var description: String { "\(path) (\(mode))" }
  }

  /// The violations expected until the styles or markup that cause them
  /// change: all four come from listpress.css or from the renderer, which the
  /// validation tests may not change.
  static let knownIssues: [KnownIssue<Place, AxeCore.Violation>] = [
    KnownIssue(
      comment: """
        color-contrast: links in item descriptions are the tint (`a { color: var(--tint) }` in listpress.css), \
        systemBlue #007AFF in light mode: 4.01:1 on white, under WCAG AA's 4.5:1 for 15 px text. Only the label \
        greys are exempt from color-contrast
        """,
      places: places(
        ["site/characters.html", "site/appearances/custom-cells.html", "standalone/characters.html", "fragments/characters.html"],
        in: [.light]).union(
          places(["gallery/characters.insetGrouped-light.html", "gallery/characters.insetGrouped-light-editing.html"],
                 in: Mode.allCases)),
      matches: { $0.rule == "color-contrast" && $0.node.html.hasPrefix("<a ") }),
    KnownIssue(
      comment: """
        color-contrast: the selected row of a sidebar list (`.appearance-sidebar .is-selected > .lp-row` and \
        sidebarPlain in listpress.css) is white text on the tint, 4.01:1 on #007AFF and 3.64:1 on dark #0A84FF, \
        and its secondary text, rgba(255, 255, 255, 0.75), 2.88:1 and 2.67:1, under WCAG AA's 4.5:1
        """,
      places: places(["site/appearances/sidebar.html"], in: Mode.allCases),
      matches: { violation in
        violation.rule == "color-contrast" && violation.node.target.contains("> .lp-row > .lp-texts > .lp-")
          && ["rgb(255, 255, 255)", "rgba(255, 255, 255, 0.75)"].contains(violation.node.color)
      }),
    KnownIssue(
      comment: """
        color-contrast: the Edit/Done button of a page whose accessories depend on editing (`.lp-edit-button` in \
        listpress.css, shown by listpress.js) is the tint on the grouped background, systemBlue #007AFF on #F2F2F7 \
        in light mode: 3.59:1 for 17 px text, under WCAG AA's 4.5:1
        """,
      places: places(["site/cells/accessories.html"], in: [.light]),
      matches: { $0.rule == "color-contrast" && $0.node.html.hasPrefix("<button type=\"button\" class=\"lp-edit-button\"") }),
    KnownIssue(
      comment: """
        scrollable-region-focusable: the horizontal section's item list (`#top-picks > ul.lp-items`, written by \
        the section renderer) scrolls sideways, but neither it nor any item can take keyboard focus, so it cannot \
        be scrolled from the keyboard: it needs tabindex="0" and a name (aria-labelledby its header), or focusable items
        """,
      places: places(["site/layouts/listen-now.html"], in: Mode.allCases),
      matches: { $0.rule == "scrollable-region-focusable" && $0.node.target.hasSuffix("#top-picks > ul") }),
  ]

  /// Every page of `paths` in every mode of `modes`.
  private static func places(_ paths: [String], in modes: [Mode]) -> Set<Place> {
    Set(paths.flatMap { path in modes.map { Place(path: path, mode: $0) } })
  }
}
