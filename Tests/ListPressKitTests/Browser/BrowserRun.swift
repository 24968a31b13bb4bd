import Foundation
import ListPressKit

/// The examples built once in each design for the browser tests, and one
/// launch of each engine per mode and contrast measuring both builds, shared
/// by every test that needs them.
enum BrowserRun {
  /// The package's root folder (the one holding Package.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Browser
    .deletingLastPathComponent()  // ListPressKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// Where the examples are built (a folder per design), the harness page
  /// written and what it measured saved (`measurements-light.json`,
  /// `measurements-dark-increased-contrast.json`); kept after the run so
  /// that they can be looked at.
  static let workFolder = packageRoot.appendingPathComponent(".build/browser-tests")

  /// Where the screenshots go.
  static let screenshotFolder = packageRoot.appendingPathComponent(".build/screenshots")

  /// The examples built in `design`, each build made once, on first use.
  static func site(_ design: Design) throws -> URL {
    switch design {
    case .classic: try classicSite.get()
    case .ios26: try ios26Site.get()
    }
  }

  private static let classicSite = build(.classic)
  private static let ios26Site = build(.ios26)

  private static func build(_ design: Design) -> Result<URL, any Error> {
    Result {
      let site = workFolder.appendingPathComponent(design.siteFolder)
      try? FileManager.default.removeItem(at: site)
      let report = ListPress.build(
        inputs: [packageRoot.appendingPathComponent("Examples").path], options: design.buildOptions(outputDirectory: site.path))
      guard !report.failed else { throw BuildFailure(diagnostics: report.diagnostics.map(\.description)) }
      return site
    }
  }

  /// The harness page, beside the two sites whose pages it frames, measuring every `MeasuredTable`.
  static let harness: Result<URL, any Error> = Result {
    for design in Design.allCases { _ = try site(design) }
    let harness = workFolder.appendingPathComponent(Harness.fileName)
    try Harness.page(for: MeasuredTable.allExpectations).write(to: harness, atomically: true, encoding: .utf8)
    return harness
  }

  /// What the harness measured in `engine`, in `mode` with `contrast`, from one launch made on first use.
  static func report(_ mode: Mode, _ contrast: Contrast = .standard, in engine: Engine = .chromium) async throws
    -> Harness.Report
  {
    try await Launches.shared.report(engine, mode, contrast)
  }

  /// The launches, one after the other: each frames every page of both
  /// builds, and four at once on a busy two-core machine took each of them
  /// past the time limit that one alone stays far within.
  private actor Launches {
    static let shared = Launches()
    private var runs: [String: Task<Harness.Report, any Error>] = [:]
    /// The launch started last, which the next one waits for.
    private var latest: Task<Harness.Report, any Error>?

    func report(_ engine: Engine, _ mode: Mode, _ contrast: Contrast) async throws -> Harness.Report {
      let condition = contrast == .increased ? "\(mode)-increased-contrast" : "\(mode)"
      let name = engine == .chromium ? condition : "\(engine.rawValue)-\(condition)"
      if let run = runs[name] { return try await run.value }
      let previous = latest
      let run = Task {
        _ = await previous?.result
        let harness = try harness.get()
        let json: String
        if engine == .chromium {
          json = try Harness.resultsJSON(
            fromDumpedDOM: try await Chromium.required().dumpDOM(of: harness, mode: mode, contrast: contrast))
        } else {
          json = try await measure(harness, in: engine, mode: mode, contrast: contrast)
        }
        try json.write(to: workFolder.appendingPathComponent("measurements-\(name).json"), atomically: true, encoding: .utf8)
        return try JSONDecoder().decode(Harness.Report.self, from: Data(json.utf8))
      }
      runs[name] = run
      latest = run
      return try await run.value
    }

    /// Whether a launch of each engine measures now, and the launches waiting their turn.
    private var measuring: Set<Engine> = []
    private var waiting: [Engine: [CheckedContinuation<Void, Never>]] = [:]

    /// The results the harness page writes, in a launch of `engine` of its
    /// own. The launches of one engine take turns: each measures dozens of
    /// pages, and on a machine of two cores at once they only slow each other.
    private func measure(_ harness: URL, in engine: Engine, mode: Mode, contrast: Contrast) async throws -> String {
      if measuring.contains(engine) {
        await withCheckedContinuation { waiting[engine, default: []].append($0) }
      }
      measuring.insert(engine)
      defer {
        if var queue = waiting[engine], !queue.isEmpty {
          queue.removeFirst().resume()
          waiting[engine] = queue
        } else {
          measuring.remove(engine)
        }
      }
      return try await EngineBrowser.withSession(engine, mode: mode, contrast: contrast, fileAccess: true) { session in
        try await session.load(harness)
        return try await session.value(Harness.results, as: String.self)
      }
    }
  }

  struct BuildFailure: Error, CustomStringConvertible {
    let diagnostics: [String]
    var description: String { "the examples did not build:\n" + diagnostics.joined(separator: "\n") }
  }
}
