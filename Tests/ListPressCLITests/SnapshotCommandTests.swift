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

/// `listpress gallery --compare` and `--compare-rev`: how they are given.
struct CompareCommandTests {
  @Test(
    "--compare takes two files and --compare-rev one, not both",
    arguments: [
      (["gallery", "--compare", "a.md"], "--compare takes two files, the old and the new; got 1"),
      (["gallery", "--compare-rev", "HEAD", "a.md", "b.md"], "--compare-rev takes one file, compared with itself at 'HEAD'; got 2"),
      (["gallery", "--compare", "--compare-rev", "HEAD", "a.md"], "options '--compare' and '--compare-rev' cannot be used together"),
    ])
  func usage(arguments: [String], message: String) {
    let run = CommandLineRun(arguments)
    #expect(run.status == .usage)
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  @Test("The versions and options reach the command")
  func parsed() throws {
    let files = try ArgumentParser.parseLine(["gallery", "--compare", "old.md", "new.md", "-o", "review", "--chromium", "/c"])
    guard case .compare(let old, let new, _, let snapshots, let folder) = files.command else {
      Issue.record("\(files.command)")
      return
    }
    #expect(old == .file("old.md") && new == .file("new.md") && folder == "review" && snapshots.chromium == "/c")
    let revision = try ArgumentParser.parseLine(["gallery", "--compare-rev", "HEAD~1", "lists/party.md"])
    guard case .compare(let before, let after, _, _, _) = revision.command else {
      Issue.record("\(revision.command)")
      return
    }
    #expect(before == .revision("HEAD~1", of: "lists/party.md") && after == .file("lists/party.md"))
  }

  @Test("A file to compare that does not exist is wrong usage")
  func missingFile() {
    let run = CommandLineRun(["gallery", "--compare", "/nonexistent-listpress/a.md", "/nonexistent-listpress/b.md"])
    #expect(run.status == .usage)
    #expect(run.errors.contains("no such file or folder '/nonexistent-listpress/a.md'"))
  }
}
