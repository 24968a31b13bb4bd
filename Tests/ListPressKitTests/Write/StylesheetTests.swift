import Foundation
import ListPressKit
import Testing

@Suite struct StylesheetTests {
  private func stylesheet() throws -> String {
    let folder = try TemporaryFolder()
    try SiteWriter(outputDirectory: folder.path).writeStylesheet()
    return try String(contentsOfFile: folder.path + "/" + SiteWriter.stylesheetName, encoding: .utf8)
  }

  /// The declarations between `start` and the next closing brace.
  private func block(after start: String, in css: String) throws -> String {
    let begin = try #require(css.range(of: start))
    let end = try #require(css[begin.upperBound...].firstIndex(of: "}"))
    return String(css[begin.upperBound..<end])
  }

  @Test(arguments: SystemColor.allCases)
  func definesEverySystemColor(color: SystemColor) throws {
    let css = try stylesheet()
    #expect(css.contains("  --\(color.rawValue): "))
  }

  @Test func keepsBothDarkPalettesIdentical() throws {
    let css = try stylesheet()
    let followingTheSystem = try block(after: ":root:not(.color-scheme-light) {", in: css)
    let forced = try block(after: ":root.color-scheme-dark {\n", in: css)
    let normalise = { (block: String) in block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    #expect(normalise(followingTheSystem) == normalise(forced))
    #expect(normalise(forced).count > 30)
  }

  @Test(arguments: [
    ("--systemBlue: #007AFF;", "--systemBlue: #0A84FF;"),
    ("--label: #000000;", "--label: #FFFFFF;"),
    ("--separator: rgba(60, 60, 67, 0.29);", "--separator: rgba(84, 84, 88, 0.6);"),
    ("--systemGroupedBackground: #F2F2F7;", "--systemGroupedBackground: #000000;"),
    ("--secondarySystemGroupedBackground: #FFFFFF;", "--secondarySystemGroupedBackground: #1C1C1E;"),
  ])
  func usesUIKitValues(light: String, dark: String) throws {
    let css = try stylesheet()
    #expect(try block(after: ":root {\n  color-scheme: light dark;", in: css).contains(light))
    #expect(try block(after: ":root.color-scheme-dark {\n", in: css).contains(dark))
  }
}
