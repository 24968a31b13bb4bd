import Foundation
import ListPressKit
import Testing

/// The built examples measured in headless Chromium, at 390 and 820 px, in
/// light and dark mode, with standard and increased contrast: the classic
/// build against every A and B value of the UIKit reference
/// (`Expectation.table`), the default build against the iOS 26 values of
/// its §14 (`Expectation.ios26Table`). One launch per mode and contrast
/// measures both builds. Skipped when Chromium is missing, unless
/// `LISTPRESS_REQUIRE_BROWSER=1`.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: browser tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct BrowserMeasurementTests {
  @Test("Every page of both builds is measured at its width, at device scale 2, in the mode, contrast and design asked",
        arguments: Mode.allCases, Contrast.allCases)
  func framesAreWhatTheTableAssumes(mode: Mode, contrast: Contrast) async throws {
    let report = try await BrowserRun.report(mode, contrast)
    for design in Design.allCases {
      for page in ExamplePage.allCases {
        for width in Width.allCases {
          let frame = try #require(
            report.frames.first { $0.design == design.rawValue && $0.page == page.rawValue && $0.width == width.rawValue },
            "no frame for \(page) at \(width) in the \(design) build")
          let place = "\(design.rawValue)/\(page.rawValue) at \(width.rawValue) px"
          #expect(frame.clientWidth == Double(width.rawValue), "\(place) lays out at \(frame.clientWidth) px")
          #expect(frame.devicePixelRatio == 2, "\(place) has device pixel ratio \(frame.devicePixelRatio)")
          #expect(frame.dark == (mode == .dark), "\(place) does not see prefers-color-scheme: \(mode)")
          #expect(frame.increasedContrast == (contrast == .increased), "\(place) does not see the \(contrast) contrast")
          let classes = frame.classes.split(separator: " ")
          #expect(classes.contains("appearance-\(page.appearance.rawValue)"))
          #expect(classes.contains("design-ios26") == (page.drawn(in: design) == .ios26), "\(place) has classes \(frame.classes)")
        }
      }
    }
  }

  @Test("Pages of the classic build match the UIKit reference", arguments: Mode.allCases, ExamplePage.appearances)
  func pagesMatchTheReference(mode: Mode, appearance: Appearance) async throws {
    try await check(.classic, mode, .standard) { $0.page.appearance == appearance }
  }

  @Test("With increased contrast, colours of the classic build match the reference's increased-contrast values",
        arguments: Mode.allCases)
  func coloursMatchTheReferenceWithIncreasedContrast(mode: Mode) async throws {
    try await check(.classic, mode, .increased) { $0.applies(to: .increased) }
  }

  @Test("Pages of the default build match the iOS 26 values of the reference (§14)",
        arguments: Mode.allCases, ExamplePage.appearances)
  func pagesMatchTheIOS26Design(mode: Mode, appearance: Appearance) async throws {
    try await check(.ios26, mode, .standard) { $0.page.appearance == appearance }
  }

  @Test("With increased contrast, colours of the default build are the classic increased-contrast values",
        arguments: Mode.allCases)
  func coloursOfTheIOS26DesignWithIncreasedContrast(mode: Mode) async throws {
    try await check(.ios26, mode, .increased) { $0.applies(to: .increased) }
  }

  @Test("The example that sets designRequiresCompatibility stays classic in the default build", arguments: Mode.allCases)
  func compatibilityStaysClassic(mode: Mode) async throws {
    try await check(.compatibilityInDefaultBuild, mode, .standard) { _ in true }
  }

  /// Records every mismatch of the checks of `table` that pass `filter`, in `mode` with `contrast`.
  private func check(_ table: MeasuredTable, _ mode: Mode, _ contrast: Contrast, where filter: (Expectation) -> Bool)
    async throws
  {
    let report = try await BrowserRun.report(mode, contrast)
    let checks = zip(table.ids, table.expectations).filter { filter($0.1) }
    #expect(!checks.isEmpty)
    for (id, expectation) in checks {
      let results = report.results.filter { $0.id == id }
      #expect(results.count == Width.allCases.count, "request \(id) (\(expectation.subject)) was not measured at every width")
      let mismatches = results.flatMap { expectation.mismatches(in: $0, mode: mode, contrast: contrast) }
      if !mismatches.isEmpty {
        Issue.record(Comment(rawValue: mismatches.joined(separator: "\n")))
      }
    }
  }
}
