import Foundation
import ListPressKit
import Testing

/// Small pages a browser test writes for itself, built once in each design
/// into `BrowserRun.workFolder/NAME/site-classic` and `…/site-ios26`.
struct ScratchSite: Sendable {
  /// The folder holding the definitions (`in`) and the two builds.
  let folder: URL

  /// Writes `definitions` (file name without `.md` → definition) under
  /// `name` and builds them in both designs, replacing what an earlier run left.
  init(_ name: String, definitions: [String: String]) throws {
    folder = BrowserRun.workFolder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: folder)
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    for (file, definition) in definitions {
      try definition.write(to: input.appendingPathComponent(file + ".md"), atomically: true, encoding: .utf8)
    }
    for design in Design.allCases {
      let output = folder.appendingPathComponent(design.siteFolder)
      let report = ListPress.build(inputs: [input.path], options: design.buildOptions(outputDirectory: output.path))
      guard !report.failed else { throw BrowserRun.BuildFailure(diagnostics: report.diagnostics.map(\.description)) }
    }
  }

  /// The page built from the definition `file` in `design`.
  func page(_ file: String, in design: Design) -> URL {
    folder.appendingPathComponent("\(design.siteFolder)/\(file).html")
  }

  /// What `script` returns on the page of `file` in `design`, opened in
  /// `engine` at exactly `width` CSS pixels (in a frame of that width where
  /// the engine's window is wider).
  func measure<Value: Decodable & Sendable>(
    _ file: String, in design: Design, engine: Engine, width: Int = 390, _ script: String
  ) async throws -> Value {
    var value: Value?
    try await EnginePage.use(engine, width: width, exactly: true) { tab in
      try await tab.load(page(file, in: design))
      value = try await tab.value(script)
    }
    return try #require(value)
  }

  /// A script expression that gives the colour `value` (a CSS colour, such
  /// as `var(--systemRed)`) computes to where the page's first element
  /// matching `selector` sits, as `getComputedStyle` writes colours: to
  /// compare a measured colour with a system colour in the page's own mode
  /// and design.
  static func colorProbe(_ value: String, inside selector: String) -> String {
    """
    (() => { const span = document.createElement('span'); span.style.color = '\(value)';
      document.querySelector('\(selector)').append(span); const color = getComputedStyle(span).color;
      span.remove(); return color; })()
    """
  }
}
