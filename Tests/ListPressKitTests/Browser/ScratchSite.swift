import Foundation
import ListPressKit

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
}
