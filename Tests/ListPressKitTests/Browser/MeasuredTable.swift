/// The tables of checks the harness page measures, one after the other:
/// a check's request id is its index in `allExpectations`.
enum MeasuredTable: CaseIterable, Sendable {
  /// `Expectation.table`, on the classic build.
  case classic
  /// `Expectation.ios26Table`, on the default build.
  case ios26
  /// `Expectation.compatibilityInDefaultBuild`: the classic checks of the
  /// compatibility example, on the default build.
  case compatibilityInDefaultBuild

  /// The checks of this table.
  var expectations: [Expectation] {
    switch self {
    case .classic: Expectation.table
    case .ios26: Expectation.ios26Table
    case .compatibilityInDefaultBuild: Expectation.compatibilityInDefaultBuild
    }
  }

  /// The request ids of this table's checks, in order.
  var ids: Range<Int> {
    let start = Self.allCases.prefix { $0 != self }.reduce(0) { $0 + $1.expectations.count }
    return start..<start + expectations.count
  }

  /// Every check of every table, in request id order.
  static var allExpectations: [Expectation] { allCases.flatMap(\.expectations) }
}
