import Foundation
import ListPressKit
import Testing

/// The expectation table itself, checked without a browser: it covers every
/// example, appearance and kind of value, and it has no repeated checks.
@Suite struct ExpectationTableTests {
  @Test func everyExampleIsAPageOfTheBrowserTests() throws {
    let examples = BrowserRun.packageRoot.appendingPathComponent("Examples")
    let enumerator = try #require(FileManager.default.enumerator(atPath: examples.path))
    let pages = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
      .map { String($0.dropLast(3)) + ".html" }
    #expect(Set(pages) == Set(ExamplePage.allCases.map(\.rawValue)))
  }

  @Test func everyExampleAndEveryKindOfValueHasChecks() {
    for page in ExamplePage.allCases {
      #expect(Expectation.table.contains { $0.page == page }, "no check of \(page.rawValue)")
    }
    for category in Category.allCases {
      #expect(Expectation.table.contains { $0.category == category }, "no \(category) check")
    }
  }

  @Test func noCheckIsListedTwice() {
    let keys = Expectation.table.map { "\($0.page.rawValue) \($0.selector) \($0.metric)" }
    #expect(Set(keys).count == keys.count)
  }

  /// The row that `AccessoryMeasurementTests` measures shows every kind of
  /// accessory once, so a new kind fails here until the row shows it.
  @Test func theMeasuredRowShowsEveryAccessoryOnce() {
    let row = AccessoryMeasurementTests.row
    #expect(row.count == Set(row).count, "a kind is measured twice")
    #expect(Set(row) == Set(Accessory.Kind.allCases))
  }
}
