import Foundation
import ListPressKit
import Testing

/// `ListPress.compare` (`gallery --compare`, `--compare-rev`): two versions
/// of a list photographed and compared; the changed row is the one band
/// marked, and an unchanged list has none.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: comparisons skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct CompareTests {
  static let crew = """
    ---
    title: Crew
    appearance: insetGrouped
    items:
      - text: Ada Marsh
        secondaryText: Captain
      - text: Bruno Okafor
        secondaryText: Engineer
      - text: Chen Liu
        secondaryText: Pilot
      - text: Dara Quinn
        secondaryText: Geologist
    ---

    """

  private static func options() throws -> SnapshotOptions {
    SnapshotOptions(scales: [2], chromium: try Chromium.required().path)
  }

  @Test("A changed row is the one band marked, in light and dark, inside that row's box")
  func changedRowIsMarked() async throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.crew, to: "old/crew.md")
    try folder.write(Self.crew.replacingOccurrences(of: "Engineer", with: "Chief Engineer"), to: "new/crew.md")
    let report = ListPress.compare(
      old: .file(folder.path + "/old/crew.md"), new: .file(folder.path + "/new/crew.md"), snapshots: try Self.options(),
      into: folder.path + "/out")
    #expect(report.diagnostics.isEmpty && report.problem == nil, "\(report)")
    let comparison = try #require(report.comparison)
    #expect(comparison.looks.map(\.appearance) == [.light, .dark])

    // Where Bruno Okafor's row is on the new page, in CSS px.
    let page = try #require(ListPress.render(file: folder.path + "/new/crew.md", format: .standalone).html)
    try folder.write(page, to: "new/crew.html")
    var row: [Double] = []
    try await EnginePage.use(.chromium) { tab in
      try await tab.load(URL(fileURLWithPath: folder.path + "/new/crew.html"))
      row = try await tab.value(
        "(() => { const box = document.getElementById('bruno-okafor').getBoundingClientRect(); return [box.top + scrollY, box.bottom + scrollY]; })()",
        as: [Double].self)
    }
    for look in comparison.looks {
      let bands = look.difference.bands
      #expect(look.difference.changedPixels > 100, "\(look.appearance)")
      #expect(bands.count == 1, "\(look.appearance): \(bands)")
      if let band = bands.first {
        let top = Double(band.lowerBound) / 2, bottom = Double(band.upperBound) / 2
        #expect(top >= row[0] && bottom <= row[1], "\(look.appearance): band \(top)–\(bottom) outside the row \(row)")
      }
    }
    let html = try String(contentsOfFile: folder.path + "/out/crew.compare.html", encoding: .utf8)
    #expect(html.contains("The list changed."))
    // Marked on the old image and the new one, in each scheme.
    #expect(html.components(separatedBy: "class=\"lp-compare-band\"").count - 1 == 4)
    for name in ["old-light", "new-light", "changes-light", "old-dark", "new-dark", "changes-dark"] {
      #expect(FileManager.default.fileExists(atPath: folder.path + "/out/crew.compare/\(name).png"), "\(name)")
    }
  }

  @Test("An unchanged list has no changed pixel and no band")
  func unchangedListHasNoBand() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.crew, to: "old/crew.md")
    try folder.write(Self.crew, to: "new/crew.md")
    let report = ListPress.compare(
      old: .file(folder.path + "/old/crew.md"), new: .file(folder.path + "/new/crew.md"), snapshots: try Self.options(),
      into: folder.path + "/out")
    let comparison = try #require(report.comparison, "\(report)")
    #expect(comparison.looks.allSatisfy { $0.difference.isUnchanged && $0.difference.bands.isEmpty })
    let html = try String(contentsOfFile: folder.path + "/out/crew.compare.html", encoding: .utf8)
    #expect(html.contains("No pixel changed."))
    #expect(!html.contains("class=\"lp-compare-band\""))
  }

  @Test("--compare-rev compares a file with itself as a git revision had it")
  func comparesWithARevision() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.crew, to: "lists/crew.md")
    let git = { (arguments: [String]) throws -> Int32 in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", folder.path, "-c", "user.name=Tests", "-c", "user.email=tests@example.com"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
    try #require(try git(["init", "-q"]) == 0, "git is needed")
    #expect(try git(["add", "lists/crew.md"]) == 0)
    #expect(try git(["commit", "-q", "-m", "crew"]) == 0)
    try folder.write(Self.crew.replacingOccurrences(of: "Pilot", with: "First Pilot"), to: "lists/crew.md")

    let file = folder.path + "/lists/crew.md"
    let changed = ListPress.compare(
      old: .revision("HEAD", of: file), new: .file(file), snapshots: try Self.options(), into: folder.path + "/out")
    #expect(changed.comparison?.looks.allSatisfy { !$0.difference.isUnchanged } == true, "\(changed)")
    let html = try String(contentsOfFile: folder.path + "/out/crew.compare.html", encoding: .utf8)
    #expect(html.contains("crew.md at HEAD"))

    let missing = ListPress.compare(
      old: .revision("no-such-branch", of: file), new: .file(file), snapshots: try Self.options(),
      into: folder.path + "/out2")
    #expect(missing.failed)
    #expect(missing.problem?.hasPrefix("git cannot show 'crew.md' at no-such-branch") == true, "\(String(describing: missing.problem))")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out2"))
  }
}
