import Foundation
import Testing

@testable import ListPressDecode

/// docs/format.md describes every accessory type the decoder takes, with
/// the edge and the mode UIKit gives it, every key of a section and every
/// system color: a new one fails here until it is documented, and a
/// changed default until the table says so.
@Suite struct FormatTableTests {
  private static let format = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Decode
    .deletingLastPathComponent()  // ListPressKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("docs/format.md")

  /// The cells of the row of the accessories' table that names `kind`.
  private func row(of kind: Accessory.Kind) throws -> [String] {
    let text = try String(contentsOf: Self.format, encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `\(kind.rawValue)` |") })
    return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test(arguments: Accessory.Kind.allCases)
  func documentsEveryAccessoryWithItsDefaults(kind: Accessory.Kind) throws {
    let cells = try row(of: kind)
    try #require(cells.count >= 4)
    #expect(cells[1] == (kind.defaultPlacement?.rawValue ?? "its `placement`"))
    #expect(cells[2] == (kind.defaultDisplayed == .whenEditing ? "when editing" : "always"))
    #expect(!cells[3].isEmpty)
  }

  /// The text of docs/format.md from the heading `heading` to the next heading.
  private func section(_ heading: String) throws -> Substring {
    let text = try String(contentsOf: Self.format, encoding: .utf8)
    let start = try #require(text.range(of: "\n\(heading)\n")).upperBound
    let end = text[start...].range(of: "\n#")?.lowerBound ?? text.endIndex
    return text[start..<end]
  }

  @Test("The Sections table has a row for every key of a section")
  func documentsEverySectionKey() throws {
    let rows = try section("## Sections").split(separator: "\n").filter { $0.hasPrefix("| `") }
    let documented = rows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
    #expect(documented == SectionKey.words)
  }

  @Test("The Colors section names every system color the decoder takes, and no other")
  func documentsEverySystemColor() throws {
    let table = try section("## Colors").split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Kind") }
    let named = table.flatMap { row in
      row.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    #expect(named == SystemColor.words)
  }
}
