import Foundation
import ListPressKit
import Testing

/// The expectation tables themselves, checked without a browser: they cover
/// every example, appearance and kind of value, they have no repeated checks,
/// and a value that drifted from the reference is reported.
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

  @Test func theIOS26TableChecksEveryPageInTheIOS26Design() {
    for page in ExamplePage.allCases {
      let checked = Expectation.ios26Table.contains { $0.page == page }
      #expect(checked == (page.drawn(in: .ios26) == .ios26), "\(page.rawValue)")
    }
    #expect(Expectation.ios26Table.allSatisfy { $0.build == .ios26 })
    // §14 changes no placement or pinning.
    for category in [Category.colour, .typography, .metrics, .separators] {
      #expect(Expectation.ios26Table.contains { $0.category == category }, "no \(category) check")
    }
  }

  /// The compatibility example is checked in the default build against the
  /// classic values that show the design at a glance: 10 px corners and headers in capitals.
  @Test func theCompatibilityPageIsCheckedForTheClassicDesignInTheDefaultBuild() {
    let checks = Expectation.compatibilityInDefaultBuild
    #expect(checks.allSatisfy { $0.build == .ios26 && $0.page == .compatibility })
    #expect(checks.contains { $0.subject == "inset group corner radius" && "\($0.expected)" == "10px" })
    #expect(checks.contains { $0.subject == "grouped header in capitals" && "\($0.expected)" == "true" })
  }

  @Test func noCheckIsListedTwice() {
    let keys = MeasuredTable.allExpectations.map {
      "\($0.build) \($0.page.rawValue) \($0.selector) \($0.metric) \($0.expected)"
    }
    #expect(Set(keys).count == keys.count)
  }

  @Test func requestIDsNumberEveryCheckOnce() {
    let ids = MeasuredTable.allCases.flatMap(\.ids)
    #expect(ids == Array(MeasuredTable.allExpectations.indices))
  }

  /// A value of one measurement, and the check of one table it is compared with.
  struct Drift: Sendable, CustomTestStringConvertible {
    let table: MeasuredTable
    let page: ExamplePage
    let subject: String
    /// A value the check accepts.
    let accepted: Harness.Value
    /// A value that drifted from the reference: the check reports it.
    let drifted: Harness.Value

    var testDescription: String { "\(table) \(page.rawValue): \(subject), \(drifted)" }
  }

  @Test("A value that drifted from the reference is a mismatch", arguments: [
    Drift(table: .ios26, page: .settings, subject: "inset group corner radius", accepted: .number(26.5), drifted: .number(10)),
    Drift(table: .ios26, page: .settings, subject: "grouped header size", accepted: .text("19.5px"), drifted: .text("13px")),
    Drift(table: .ios26, page: .settings, subject: "grouped header not in capitals", accepted: .flag(false), drifted: .flag(true)),
    Drift(table: .ios26, page: .customCells, subject: "links are the tint, systemBlue",
          accepted: .color(RGBA(hex: 0x0088FF), backdrop: RGBA(hex: 0xFFFFFF)),
          drifted: .color(RGBA(hex: 0x007AFF), backdrop: RGBA(hex: 0xFFFFFF))),
    Drift(table: .ios26, page: .contacts, subject: "minimum row height", accepted: .number(52), drifted: .number(44)),
    Drift(table: .classic, page: .settings, subject: "inset group corner radius", accepted: .number(10), drifted: .number(26)),
  ])
  func aDriftedValueFails(drift: Drift) throws {
    let expectation = try #require(drift.table.expectations.first { $0.page == drift.page && $0.subject == drift.subject })
    func mismatches(_ value: Harness.Value) -> [String] {
      let sample = Harness.Sample(label: "#sample", value: value)
      let result = Harness.Result(
        id: 0, design: expectation.build.rawValue, page: drift.page.rawValue, width: Width.compact.rawValue, samples: [sample],
        error: nil)
      return expectation.mismatches(in: result, mode: .light)
    }
    #expect(mismatches(drift.accepted).isEmpty)
    let reported = mismatches(drift.drifted)
    #expect(reported.count == 1)
    #expect(reported.first?.contains("[\(expectation.grade.rawValue): \(expectation.reference)]") == true, "\(reported)")
  }

  /// The row that `AccessoryMeasurementTests` measures shows every kind of
  /// accessory once, so a new kind fails here until the row shows it.
  @Test func theMeasuredRowShowsEveryAccessoryOnce() {
    let row = AccessoryMeasurementTests.row
    #expect(row.count == Set(row).count, "a kind is measured twice")
    #expect(Set(row) == Set(Accessory.Kind.allCases))
  }
}
