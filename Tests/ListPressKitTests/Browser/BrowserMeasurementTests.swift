import Foundation
import ListPressKit
import Testing

/// The built examples measured in headless Chromium, at 390 and 820 px, in
/// light and dark mode, with standard and increased contrast, against every A
/// and B value of the UIKit reference (`Expectation.table`). Skipped when
/// Chromium is missing, unless `LISTPRESS_REQUIRE_BROWSER=1`.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: browser tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct BrowserMeasurementTests {
  @Test("Every page is measured at its width, at device scale 2, in the mode and contrast asked",
        arguments: Mode.allCases, Contrast.allCases)
  func framesAreWhatTheTableAssumes(mode: Mode, contrast: Contrast) async throws {
    let report = try await BrowserRun.report(mode, contrast)
    for page in ExamplePage.allCases {
      for width in Width.allCases {
        let frame = try #require(
          report.frames.first { $0.page == page.rawValue && $0.width == width.rawValue }, "no frame for \(page) at \(width)")
        #expect(frame.clientWidth == Double(width.rawValue), "\(page.rawValue) at \(width.rawValue) px lays out at \(frame.clientWidth) px")
        #expect(frame.devicePixelRatio == 2, "\(page.rawValue) has device pixel ratio \(frame.devicePixelRatio)")
        #expect(frame.dark == (mode == .dark), "\(page.rawValue) does not see prefers-color-scheme: \(mode)")
        #expect(frame.increasedContrast == (contrast == .increased), "\(page.rawValue) does not see the \(contrast) contrast")
        #expect(frame.classes.split(separator: " ").contains("appearance-\(page.appearance.rawValue)"))
      }
    }
  }

  @Test("Pages match the UIKit reference", arguments: Mode.allCases, ExamplePage.appearances)
  func pagesMatchTheReference(mode: Mode, appearance: Appearance) async throws {
    try await check(Expectation.table.enumerated().filter { $0.element.page.appearance == appearance }, mode, .standard)
  }

  @Test("With increased contrast, colours match the reference's increased-contrast values", arguments: Mode.allCases)
  func coloursMatchTheReferenceWithIncreasedContrast(mode: Mode) async throws {
    try await check(Expectation.table.enumerated().filter { $0.element.applies(to: .increased) }, mode, .increased)
  }

  /// Records every mismatch of `checks` (indexed as in the table) in `mode` with `contrast`.
  private func check(_ checks: [(offset: Int, element: Expectation)], _ mode: Mode, _ contrast: Contrast) async throws {
    let report = try await BrowserRun.report(mode, contrast)
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
