import Foundation
import Testing

/// Screenshots of every example at 390 × 844 and 820 × 1180 CSS px (twice as
/// many device pixels), light and dark, written to `.build/screenshots/` for
/// anyone to look at. Two tabs of the shared Chromium take them all side by
/// side; each page is loaded once and photographed at both widths in both modes.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: screenshots skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct ScreenshotTests {
  /// How many tabs load and photograph pages at once.
  private static let tabs = 2

  @Test("Every example is photographed at both widths in both modes")
  func screenshots() async throws {
    let site = try BrowserRun.site.get()
    let folder = BrowserRun.screenshotFolder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shots = try await SharedBrowser.use { browser in
      try await Self.photograph(site: site, into: folder, with: browser)
    }
    #expect(shots.count == ExamplePage.allCases.count * Width.allCases.count * Mode.allCases.count)
    for shot in shots {
      let png = try Data(contentsOf: folder.appendingPathComponent(shot.fileName))
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(shot.fileName) is not a PNG")
      #expect(Self.pixelSize(ofPNG: png) == [2 * shot.width.rawValue, 2 * shot.width.height], "\(shot.fileName) has the wrong size")
    }
  }

  /// Photographs every example of `site` into `folder`, the pages shared out among the tabs.
  private static func photograph(site: URL, into folder: URL, with browser: DevTools) async throws -> [Shot] {
    try await withThrowingTaskGroup(of: [Shot].self) { group in
      for tab in 0..<tabs {
        let pages = ExamplePage.allCases.enumerated().filter { $0.offset % tabs == tab }.map(\.element)
        group.addTask {
          let session = try await browser.openTab()
          var shots: [Shot] = []
          for page in pages {
            try await browser.load(site.appendingPathComponent(page.rawValue), session: session)
            for width in Width.allCases {
              for mode in Mode.allCases {
                let shot = Shot(page: page, width: width, mode: mode)
                let png = try await browser.screenshot(width: width.rawValue, height: width.height, mode: mode, session: session)
                try png.write(to: folder.appendingPathComponent(shot.fileName))
                shots.append(shot)
              }
            }
          }
          return shots
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
  }

  /// One screenshot.
  private struct Shot: Sendable {
    let page: ExamplePage
    let width: Width
    let mode: Mode

    /// `characters-390-light.png`, `cells-accessories-820-dark.png`.
    var fileName: String {
      let name = page.rawValue.replacingOccurrences(of: ".html", with: "").replacingOccurrences(of: "/", with: "-")
      return "\(name)-\(width.rawValue)-\(mode).png"
    }
  }

  /// The width and height in a PNG's header chunk.
  private static func pixelSize(ofPNG png: Data) -> [Int] {
    let bytes = [UInt8](png.prefix(24))
    guard bytes.count == 24 else { return [] }
    return [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
  }
}
