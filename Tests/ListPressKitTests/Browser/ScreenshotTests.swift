import Foundation
import Testing

/// Screenshots of every example at 390 × 844 and 820 × 1180 CSS px (twice as
/// many device pixels), light and dark, written to `.build/screenshots/` for
/// anyone to look at.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: screenshots skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct ScreenshotTests {
  /// How many Chromium processes take screenshots at once: about one per
  /// core, as each launch keeps a core busy for most of its second.
  private static let parallelLaunches = max(2, ProcessInfo.processInfo.activeProcessorCount)

  @Test("Every example is photographed at both widths in both modes")
  func screenshots() async throws {
    let chromium = try Chromium.required()
    let site = try BrowserRun.site.get()
    let folder = BrowserRun.screenshotFolder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shots = Mode.allCases.flatMap { mode in
      ExamplePage.allCases.flatMap { page in Width.allCases.map { Shot(page: page, width: $0, mode: mode) } }
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, shot) in shots.enumerated() {
        if index >= Self.parallelLaunches { try await group.next() }
        group.addTask {
          try await chromium.screenshot(
            of: site.appendingPathComponent(shot.page.rawValue), size: (shot.width.rawValue, shot.width.height),
            mode: shot.mode, to: folder.appendingPathComponent(shot.fileName))
        }
      }
      try await group.waitForAll()
    }
    for shot in shots {
      let png = try Data(contentsOf: folder.appendingPathComponent(shot.fileName))
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(shot.fileName) is not a PNG")
      #expect(Self.pixelSize(ofPNG: png) == [2 * shot.width.rawValue, 2 * shot.width.height], "\(shot.fileName) has the wrong size")
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
