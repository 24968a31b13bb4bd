import Foundation
import ListPressKit
import Testing

/// The built examples measured in each engine (Chromium, WebKit, Firefox),
/// at 390 and 820 px, in light and dark mode, with standard and increased
/// contrast: the classic build against every A and B value of the UIKit
/// reference (`Expectation.table`), the default build against the iOS 26
/// values of its §14 (`Expectation.ios26Table`), each where the engine
/// draws a feature differently against the fallback docs/appearance.md
/// documents (`Expectation.in(_:)`). One launch per engine, mode and
/// contrast measures both builds. An engine that is missing is skipped,
/// unless `LISTPRESS_REQUIRE_BROWSER=1`.
struct BrowserMeasurementTests {
  /// A mode with a contrast.
  struct Condition: Sendable, CustomTestStringConvertible {
    let mode: Mode
    let contrast: Contrast
    static let all = Mode.allCases.flatMap { mode in Contrast.allCases.map { Condition(mode: mode, contrast: $0) } }
    var testDescription: String { contrast == .increased ? "\(mode), increased contrast" : "\(mode)" }
  }

  /// The pages of one appearance in one mode.
  struct Pages: Sendable, CustomTestStringConvertible {
    let mode: Mode
    let appearance: Appearance
    static let all = Mode.allCases.flatMap { mode in ExamplePage.appearances.map { Pages(mode: mode, appearance: $0) } }
    var testDescription: String { "\(appearance), \(mode)" }
  }

  @Test("Every page of both builds is measured at its width, at device scale 2, in the mode, contrast and design asked",
        arguments: Engine.allCases, Condition.all)
  func framesAreWhatTheTableAssumes(engine: Engine, condition: Condition) async throws {
    try engine.require()
    let (mode, contrast) = (condition.mode, condition.contrast)
    let report = try await BrowserRun.report(mode, contrast, in: engine)
    for design in Design.allCases {
      for page in ExamplePage.allCases {
        for width in Width.allCases {
          let frame = try #require(
            report.frames.first { $0.design == design.rawValue && $0.page == page.rawValue && $0.width == width.rawValue },
            "no frame for \(page) at \(width) in the \(design) build")
          let place = "\(engine.name): \(design.rawValue)/\(page.rawValue) at \(width.rawValue) px"
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

  @Test("Pages of the classic build match the UIKit reference", arguments: Engine.allCases, Pages.all)
  func pagesMatchTheReference(engine: Engine, pages: Pages) async throws {
    try await check(.classic, engine, pages.mode, .standard) { $0.page.appearance == pages.appearance }
  }

  @Test("With increased contrast, colours of the classic build match the reference's increased-contrast values",
        arguments: Engine.allCases, Mode.allCases)
  func coloursMatchTheReferenceWithIncreasedContrast(engine: Engine, mode: Mode) async throws {
    try await check(.classic, engine, mode, .increased) { $0.applies(to: .increased) }
  }

  @Test("Pages of the default build match the iOS 26 values of the reference (§14)", arguments: Engine.allCases, Pages.all)
  func pagesMatchTheIOS26Design(engine: Engine, pages: Pages) async throws {
    try await check(.ios26, engine, pages.mode, .standard) { $0.page.appearance == pages.appearance }
  }

  @Test("With increased contrast, colours of the default build are the classic increased-contrast values",
        arguments: Engine.allCases, Mode.allCases)
  func coloursOfTheIOS26DesignWithIncreasedContrast(engine: Engine, mode: Mode) async throws {
    try await check(.ios26, engine, mode, .increased) { $0.applies(to: .increased) }
  }

  @Test("The example that sets designRequiresCompatibility stays classic in the default build",
        arguments: Engine.allCases, Mode.allCases)
  func compatibilityStaysClassic(engine: Engine, mode: Mode) async throws {
    try await check(.compatibilityInDefaultBuild, engine, mode, .standard) { _ in true }
  }

  /// Records every mismatch in `engine` of the checks of `table` that pass
  /// `filter`, in `mode` with `contrast`.
  private func check(
    _ table: MeasuredTable, _ engine: Engine, _ mode: Mode, _ contrast: Contrast, where filter: (Expectation) -> Bool
  ) async throws {
    try engine.require()
    let report = try await BrowserRun.report(mode, contrast, in: engine)
    let checks = zip(table.ids, table.expectations).filter { filter($0.1) }
    #expect(!checks.isEmpty)
    for (id, general) in checks {
      let expectation = general.in(engine)
      let results = report.results.filter { $0.id == id }
      #expect(results.count == Width.allCases.count, "request \(id) (\(expectation.subject)) was not measured at every width")
      let mismatches = results.flatMap { expectation.mismatches(in: $0, mode: mode, contrast: contrast) }
        .map { "\(engine.name): \($0)" }
      if !mismatches.isEmpty {
        Issue.record(Comment(rawValue: mismatches.joined(separator: "\n")))
      }
    }
  }
}
