import Foundation
import ListPressKit
import Testing

/// The committed sprite against the table it is generated from,
/// `Scripts/symbol-map.tsv`.
@Suite struct SymbolTableTests {
  private static let scripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Symbols
    .deletingLastPathComponent()  // Render
    .deletingLastPathComponent()  // ListPressKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  /// A row of the table: the SF name, the Bootstrap icon and whether it is a
  /// stand-in.
  private struct Row {
    let name: String
    let icon: String
    let isApproximate: Bool
  }

  private static func rows() throws -> [Row] {
    let table = try String(contentsOf: scripts.appendingPathComponent("symbol-map.tsv"), encoding: .utf8)
    return table.split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return Row(name: fields[0], icon: fields[1], isApproximate: fields[2] == "approx")
      }
  }

  @Test func spriteHasASymbolForEveryRowAndNoOther() throws {
    let rows = try Self.rows()
    #expect(rows.count == SymbolCatalog.shared.names.count)
    #expect(Set(rows.map(\.name)) == Set(SymbolCatalog.shared.names))
  }

  @Test func spriteMarksTheTablesStandIns() throws {
    for row in try Self.rows() {
      #expect(SymbolCatalog.shared.symbol(named: row.name)?.isApproximate == row.isApproximate, "\(row.name)")
    }
  }

  @Test func namesOfOneIconShareTheirShapes() throws {
    let namesByIcon = Dictionary(grouping: try Self.rows(), by: \.icon)
    for (icon, rows) in namesByIcon where rows.count > 1 {
      let bodies = Set(rows.map { SymbolCatalog.shared.symbol(named: $0.name)?.body })
      #expect(bodies.count == 1, "\(icon)")
    }
  }

  /// Names a reader would take for another thing if they were drawn as it:
  /// each pair's first name once drew the second's shapes (a leaf as a
  /// tree, an ellipsis in a circle as the bare ellipsis).
  static let distinctMeanings: [(name: String, other: String)] = [
    ("leaf", "tree"), ("leaf.fill", "tree.fill"),
    ("ellipsis.circle", "ellipsis"), ("ellipsis.circle.fill", "ellipsis"),
    ("music.note.house", "house"), ("mappin", "mappin.and.ellipse"),
  ]

  @Test("A symbol is not drawn as another thing", arguments: distinctMeanings)
  func drawnAsItself(name: String, other: String) throws {
    let symbol = try #require(SymbolCatalog.shared.symbol(named: name))
    let otherSymbol = try #require(SymbolCatalog.shared.symbol(named: other))
    #expect(symbol.body != otherSymbol.body, "\(name) is drawn as \(other)")
  }

  private static let iconsInstalled =
    FileManager.default.fileExists(atPath: "/usr/share/bootstrap-icons/svg")
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

  @Test(.enabled(if: iconsInstalled, "needs python3 and Debian's bootstrap-icons"))
  func generatorReproducesTheCommittedFiles() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Self.scripts.appendingPathComponent("generate-symbols.py").path, "--check"]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
  }
}
