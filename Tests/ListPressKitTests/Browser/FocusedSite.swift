import Foundation
import ListPressKit

/// Small definitions written for one browser test and built once in each
/// design, under `.build/browser-tests/<name>/site-classic` and `…/site-ios26`,
/// for tests that measure a case the examples do not show.
struct FocusedSite: Sendable {
  /// The folder holding the two builds.
  let folder: URL

  /// Writes `pages` (file name without `.md` → definition) and builds them in both designs.
  static func build(_ name: String, pages: [String: String]) -> Result<FocusedSite, any Error> {
    Result {
      let folder = BrowserRun.workFolder.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: folder)
      let input = folder.appendingPathComponent("in")
      try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
      for (page, definition) in pages {
        try definition.write(to: input.appendingPathComponent("\(page).md"), atomically: true, encoding: .utf8)
      }
      for design in Design.allCases {
        let report = ListPress.build(
          inputs: [input.path], options: design.buildOptions(outputDirectory: folder.appendingPathComponent(design.siteFolder).path))
        guard !report.failed else { throw BrowserRun.BuildFailure(diagnostics: report.diagnostics.map(\.description)) }
      }
      return FocusedSite(folder: folder)
    }
  }

  /// The built `page` in `design`.
  func page(_ page: String, in design: Design) -> URL {
    folder.appendingPathComponent("\(design.siteFolder)/\(page).html")
  }
}
