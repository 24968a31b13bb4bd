import Foundation
import ListPressKit
import Testing

/// docs/format.md describes every accessory type the decoder takes, with
/// the edge and the mode UIKit gives it: a new type fails here until it is
/// documented, and a changed default until the table says so.
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
}
