import Foundation
import ListPressKit
import Testing

@testable import ListPressCLI

/// `listpress snapshot`: its options, its help, and what it says when
/// Chromium is missing (the images themselves: `SnapshotTests`).
struct SnapshotCommandTests {
  private static let definition = """
    ---
    title: One
    items:
      - text: A row
    ---

    """

  @Test("Without Chromium on PATH or named, the error says how to install it or name it")
  func missingChromiumSaysHowToGetIt() throws {
    #expect(throws: SnapshotError.chromiumMissing(searched: ChromiumExecutable.names)) {
      try ChromiumExecutable.locate(environment: ["PATH": "/nonexistent-listpress"])
    }
    let message = SnapshotError.chromiumMissing(searched: ChromiumExecutable.names).description
    #expect(message.contains("sudo apt-get install chromium"))
    #expect(message.contains("--chromium <path>") && message.contains("LISTPRESS_CHROMIUM"))
    // LISTPRESS_CHROMIUM, then --chromium, come before PATH.
    #expect(throws: SnapshotError.chromiumNotExecutable(path: "/nonexistent-listpress/chromium")) {
      try ChromiumExecutable.locate(environment: ["LISTPRESS_CHROMIUM": "/nonexistent-listpress/chromium", "PATH": "/usr/bin"])
    }
    #expect(throws: SnapshotError.chromiumNotExecutable(path: "/nonexistent-listpress/chrome")) {
      try ChromiumExecutable.locate(
        named: "/nonexistent-listpress/chrome", environment: ["LISTPRESS_CHROMIUM": "/usr/bin/true"])
    }
  }

  @Test("A Chromium that is not there fails the command with status 1 and writes no image")
  func missingChromiumFailsTheCommand() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.definition, to: "one.md")
    let output = folder.path + "/shots"
    let run = CommandLineRun(["snapshot", file, "-o", output, "--chromium", "/nonexistent-listpress/chromium"])
    #expect(run.status == .failure)
    #expect(run.errors == "error: cannot run Chromium at '/nonexistent-listpress/chromium': no executable file there "
      + "(named by --chromium or LISTPRESS_CHROMIUM)\n", "\(run.errors)")
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(
    "Invalid scales, colour schemes and widths are usage errors",
    arguments: [
      (["--scale", "5"], "invalid value '5' in '--scale <scales>'; expected numbers from 1 to 4, separated by commas, such as 2,3"),
      (["--scale", "2,,3"], "invalid value '' in '--scale <scales>'"),
      (["--appearance", "drak"], "invalid value 'drak' for '--appearance <schemes>'"),
      (["--width", "100"], "invalid value '100' for '--width <px>'; expected from 240 to 2560"),
      (["--width", "9000"], "invalid value '9000' for '--width <px>'; expected at most 2560"),
    ])
  func invalidOptions(arguments: [String], message: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.definition, to: "one.md")
    let run = CommandLineRun(["snapshot", file] + arguments)
    #expect(run.status == .usage)
    #expect(run.errors.contains(message), "\(run.errors)")
    #expect(run.errors.contains("usage: listpress snapshot <input>..."))
  }

  @Test("A colour scheme close to a known one gets a did-you-mean")
  func appearanceSuggestion() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.definition, to: "one.md")
    let run = CommandLineRun(["snapshot", file, "--appearance", "light,drak"])
    #expect(run.errors.contains("did you mean 'dark'?"), "\(run.errors)")
  }

  @Test("The options reach the command")
  func optionsAreParsed() throws {
    let parsed = try ArgumentParser.parseLine([
      "snapshot", "lists", "-o", "Docs.docc/Resources", "--scale", "1,2", "--appearance", "dark", "--width", "430",
      "--docc", "--chromium", "/opt/chromium/chrome",
    ])
    guard case .snapshot(let inputs, _, let snapshots, let folder) = parsed.command else {
      Issue.record("\(parsed.command)")
      return
    }
    #expect(inputs == ["lists"])
    #expect(folder == "Docs.docc/Resources")
    #expect(
      snapshots
        == SnapshotOptions(
          scales: [1, 2], appearances: [.dark], width: 430, namesForDocC: true, chromium: "/opt/chromium/chrome"))
    // The defaults: scales 2 and 3, light and dark, 390 px, into _snapshots.
    guard case .snapshot(_, _, let defaults, let defaultFolder) = try ArgumentParser.parseLine(["snapshot", "lists"]).command
    else { return }
    #expect(defaults == SnapshotOptions())
    #expect(defaultFolder == "_snapshots")
  }

  @Test("Help lists snapshot and explains its names")
  func helpListsSnapshot() {
    #expect(CommandLineRun(["help"]).output.contains("snapshot"))
    let help = CommandLineRun(["help", "snapshot"])
    #expect(help.status == .success)
    #expect(help.output.contains("--docc"))
    #expect(help.output.contains("characters~dark@2x.png"))
    #expect(help.output.contains("for snapshot, no Chromium"))
  }
}
