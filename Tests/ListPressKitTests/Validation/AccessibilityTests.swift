import Foundation
import ListPressKit
import Testing

/// axe-core finds no serious or critical violation in any example page, the
/// index, a review page and some of its variant pages, a standalone page or
/// a fragment in a host page, at 390 px, in light and dark mode. Two tabs
/// of the shared Chromium check them all, loading each page once. Skipped
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
    #expect(checks.count == ExamplePage.allCases.count + 1 + 4 + 4 + 4)
    let found = try await SharedBrowser.use { browser in
      try await Self.violations(of: checks, source: source, in: browser)
    }
    let places = checks.flatMap { path in Mode.allCases.map { Place(path: path, mode: $0) } }
    KnownIssue.record(
      Dictionary(uniqueKeysWithValues: places.map { ($0, found[$0] ?? []) }), known: Self.knownIssues)
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
                .filter { $0.isSerious && !$0.isUIKitColourContrast }
            }
          }
          return found
        }
      }
      return try await group.reduce(into: [:]) { $0.merge($1) { first, _ in first } }
    }
  }

  /// The pages checked, relative to the outputs' folder: every page and the
  /// index of the site; the characters list's review page, standalone page,
  /// standalone review and fragment; its variant pages in its own appearance, which force
  /// light or dark whatever the reader's setting, normal and editing; and
  /// its design variants, which force the iOS 26 or the classic design,
  /// light or dark. (The other appearances' variants have the markup and
  /// styles of the example pages in those appearances.)
  private static func checks(of documents: [ValidationOutputs.Document]) -> [String] {
    documents.filter { $0.output == .site }.map(\.relativePath)
      + ["gallery/characters.review.html", "standalone/characters.html", "standalone/review/characters.review.html", "fragments/characters.html"]
      + GalleryVariant.all.filter { $0.appearance == .insetGrouped }.map { "gallery/characters.\($0.suffix).html" }
      + GalleryDesignVariant.all.map { "gallery/characters.\($0.suffix).html" }
  }

  /// A page checked in a mode.
  struct Place: Hashable, Sendable, CustomStringConvertible {
    /// The page, relative to the outputs' folder.
    let path: String
    let mode: Mode

    var description: String { "\(path) (\(mode))" }
  }

  /// The menus checked open (a popover is out of axe-core's sight while it
  /// is closed): a pop-up menu, a context menu with a group, and a swipe
  /// actions' menu.
  private static let openMenus = [
    ("site/appearances/settings.html", "lp-popup-auto-lock"),
    ("site/cells/swipe-actions.html", "lp-menu-invoice"),
    ("site/cells/swipe-actions.html", "lp-actions-invoice"),
  ]

  @Test("An open menu has no serious or critical axe-core violation, in light or dark mode")
  func openMenusHaveNoSeriousViolations() async throws {
    guard let script = Validators.axeScript else { throw Validators.Missing(what: "axe.min.js") }
    let source = try String(contentsOf: script, encoding: .utf8)
    _ = try ValidationOutputs.documents.get()
    let found = try await SharedBrowser.use { browser in
      let session = try await browser.openTab()
      var found: [String] = []
      for (path, menu) in Self.openMenus {
        try await browser.load(ValidationOutputs.folder.appendingPathComponent(path), session: session)
        try await AxeCore.inject(source, into: browser, session: session)
        for mode in Mode.allCases {
          try await browser.emulate(width: Width.compact.rawValue, height: Width.compact.height, mode: mode, session: session)
          let open = try await browser.value(
            of: "(() => { const menu = document.getElementById('\(menu)'); if (!menu.matches(':popover-open')) menu.showPopover(); return menu.matches(':popover-open'); })()",
            as: Bool.self, session: session)
          #expect(open, "\(path): \(menu) did not open")
          found += try await AxeCore.violations(in: browser, session: session)
            .filter { $0.isSerious && !$0.isUIKitColourContrast }
            .map { "\(path) #\(menu) (\(mode)): \($0)" }
        }
      }
      return found
    }
    #expect(found.isEmpty, "\(found)")
  }

  /// The violations expected until the markup that causes them changes:
  /// none at present. An entry names where it occurs and why, and fails the
  /// test once it no longer occurs.
  static let knownIssues: [KnownIssue<Place, AxeCore.Violation>] = []
}
