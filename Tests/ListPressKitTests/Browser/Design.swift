import ListPressKit

/// The two builds of the examples the browser tests measure: one with
/// `BuildOptions(designRequiresCompatibility: true)`, where every page is in
/// the classic design of iOS 14–18, and one with the default options, where
/// every page is in the iOS 26 design unless it chooses the classic one itself.
enum Design: String, CaseIterable, Sendable {
  /// Built with `designRequiresCompatibility: true`.
  case classic
  /// Built with the default options.
  case ios26

  /// The options the examples are built with.
  func buildOptions(outputDirectory: String) -> BuildOptions {
    BuildOptions(outputDirectory: outputDirectory, designRequiresCompatibility: self == .classic)
  }

  /// The folder of `BrowserRun.workFolder` the build is written to.
  var siteFolder: String { "site-\(rawValue)" }
}

extension ExamplePage {
  /// The design this page is drawn in in the build of `design`: the
  /// compatibility example sets `designRequiresCompatibility: true` and is
  /// classic in both builds.
  func drawn(in design: Design) -> Design {
    self == .compatibility ? .classic : design
  }
}
