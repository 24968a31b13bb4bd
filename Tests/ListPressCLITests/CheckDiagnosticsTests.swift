import ListPressKit
import Testing

@testable import ListPressCLI

/// `listpress check` on a definition with several mistakes reports every one
/// of them, at its position, in file order, then a summary.
@Suite struct CheckDiagnosticsTests {
  static let definition = """
    ---
    title: Broken on purpose
    appearance: insetgrouped
    cellStyle: subtitlecell
    tintColour: systemRed
    sections:
      - header: Party
        items:
          - text: Cloud
            accesories: [checkmark]
          - text: Tifa
            accessories: [chekmark, disclosureIndicator]
            selected: maybe
    ---
    Every mistake on this page is reported at once.

    """

  /// The 1-based line and column of the first `needle` on line `line`.
  private func position(of needle: String, onLine line: Int) -> String {
    let text = Self.definition.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let column = text.distance(from: text.startIndex, to: text.range(of: needle)!.lowerBound) + 1
    return "\(line):\(column)"
  }

  @Test func reportsEveryMistakeWithItsPosition() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.definition, to: "broken.md")
    var output = ""
    var errors = ""
    let status = CommandLineTool.run(["check", file], output: &output, errors: &errors)

    #expect(status == .failure)
    #expect(output.isEmpty)
    let expected: [(position: String, severity: String, words: [String])] = [
      (position(of: "insetgrouped", onLine: 3), "error", ["insetgrouped", "did you mean 'insetGrouped'?"]),
      (position(of: "subtitlecell", onLine: 4), "error", ["subtitlecell", "did you mean 'subtitleCell'?"]),
      (position(of: "tintColour", onLine: 5), "warning", ["tintColour", "did you mean 'tintColor'?"]),
      (position(of: "accesories", onLine: 10), "error", ["accesories", "did you mean 'accessories'?"]),
      (position(of: "chekmark", onLine: 12), "error", ["chekmark", "did you mean 'checkmark'?"]),
      (position(of: "maybe", onLine: 13), "error", ["selected", "boolean"]),
    ]
    let lines = errors.split(separator: "\n").map(String.init)
    let reported = lines.filter { $0.hasPrefix(file + ":") && !$0.contains(": note: ") }
    try #require(reported.count == expected.count, "\(errors)")
    for (line, mistake) in zip(reported, expected) {
      #expect(line.hasPrefix("\(file):\(mistake.position): \(mistake.severity): "), "\(line)")
      for word in mistake.words {
        #expect(line.contains(word), "\(line)")
      }
    }
    #expect(lines.last == "5 errors, 1 warning in 1 file")
  }
}
