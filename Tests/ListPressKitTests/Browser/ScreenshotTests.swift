import Foundation
import Testing

/// Screenshots of every example in both designs (the classic build and the
/// default, iOS 26 one) at 390 × 844 and 820 × 1180 CSS px (twice as many
/// device pixels), light and dark, written to `.build/screenshots/chromium/`
/// for anyone to look at, beside WebKit's and Firefox's (`EngineScreenshotTests`) (the compatibility example, classic in both builds,
/// once). Two tabs of the shared Chromium take them all side by
/// side; each page is loaded once and photographed at both widths in both modes.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: screenshots skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct ScreenshotTests {
  /// How many tabs load and photograph pages at once.
  private static let tabs = 2

  @Test("Every example is photographed in both designs at both widths in both modes")
  func screenshots() async throws {
    let sites = try Design.allCases.map { ($0, try BrowserRun.site($0)) }
    let folder = BrowserRun.screenshotFolder.appendingPathComponent(Engine.chromium.rawValue)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shots = try await SharedBrowser.use { browser in
      try await Self.photograph(sites: sites, into: folder, with: browser)
    }
    #expect(shots.count == Self.pages.count * Width.allCases.count * Mode.allCases.count)
    #expect(Set(shots.map(\.fileName)).count == shots.count, "two screenshots have the same name")
    for shot in shots {
      let png = try Data(contentsOf: folder.appendingPathComponent(shot.fileName))
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(shot.fileName) is not a PNG")
      #expect(Self.pixelSize(ofPNG: png) == [2 * shot.width.rawValue, 2 * shot.width.height], "\(shot.fileName) has the wrong size")
    }
  }

  /// Photographs every example of each of `sites` into `folder`, the pages shared out among the tabs.
  private static func photograph(sites: [(Design, URL)], into folder: URL, with browser: DevTools) async throws -> [Shot] {
    let pages = sites.flatMap { design, site in Self.pages.filter { $0.design == design }.map { (design, site, $0.page) } }
    return try await withThrowingTaskGroup(of: [Shot].self) { group in
      for tab in 0..<tabs {
        let share = pages.enumerated().filter { $0.offset % tabs == tab }.map(\.element)
        group.addTask {
          let session = try await browser.openTab()
          var shots: [Shot] = []
          for (design, site, page) in share {
            try await browser.load(site.appendingPathComponent(page.rawValue), session: session)
            for width in Width.allCases {
              for mode in Mode.allCases {
                let shot = Shot(design: design, page: page, width: width, mode: mode)
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

  /// The pages photographed, each in the design it is drawn in: every
  /// example of both builds, but the compatibility one, classic in both, once.
  static let pages = Design.allCases.flatMap { design in
    ExamplePage.allCases.filter { $0.drawn(in: design) == design }.map { (design: design, page: $0) }
  }

  /// One screenshot.
  struct Shot: Sendable {
    /// The design the page is drawn in.
    let design: Design
    let page: ExamplePage
    let width: Width
    let mode: Mode

    /// `characters-ios26-390-light.png`, `cells-accessories-classic-820-dark.png`.
    var fileName: String {
      let name = page.rawValue.replacingOccurrences(of: ".html", with: "").replacingOccurrences(of: "/", with: "-")
      return "\(name)-\(design.rawValue)-\(width.rawValue)-\(mode).png"
    }
  }

  /// The width and height in a PNG's header chunk.
  static func pixelSize(ofPNG png: Data) -> [Int] {
    let bytes = [UInt8](png.prefix(24))
    guard bytes.count == 24 else { return [] }
    return [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
  }
}
