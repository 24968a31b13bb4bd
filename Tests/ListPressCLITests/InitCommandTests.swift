import Foundation
import Testing

@testable import ListPressCLI

/// `listpress init`: writes the starter folder, says what to run next,
/// and refuses, with status 1 and nothing written, to replace a file.
struct InitCommandTests {
  @Test("init writes the starter folder and says how to build and serve it")
  func initWritesTheFolder() throws {
    let folder = try TemporaryFolder()
    let target = folder.path + "/site"
    let run = CommandLineRun(["init", target])
    #expect(run.status == .success, "\(run.errors)")
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("wrote 7 files to \(target)\n"))
    #expect(run.output.contains("listpress build \(target)/lists -o \(target)/_site\n"))
    #expect(run.output.contains("listpress serve \(target)/lists\n"))

    // What it says to run builds clean.
    let build = CommandLineRun(["build", target + "/lists", "-o", target + "/_site"])
    #expect(build.status == .success)
    #expect(build.errors.isEmpty, "\(build.errors)")
    #expect(build.output.hasPrefix("wrote 5 pages"), "\(build.output)")
  }

  @Test("A second init in the same folder replaces nothing and fails, naming the files")
  func initRefusesToReplace() throws {
    let folder = try TemporaryFolder()
    #expect(CommandLineRun(["init", folder.path]).status == .success)
    try "my own notes\n".write(toFile: folder.path + "/README.md", atomically: true, encoding: .utf8)
    let again = CommandLineRun(["init", folder.path])
    #expect(again.status == .failure)
    #expect(again.output.isEmpty)
    #expect(again.errors.hasPrefix("error: '\(folder.path)' already has 'README.md', '.gitignore', 'lists/plain.md'"), "\(again.errors)")
    #expect(again.errors.contains("nothing was written"))
    #expect(try String(contentsOfFile: folder.path + "/README.md", encoding: .utf8) == "my own notes\n")
  }

  @Test("init takes one folder at most")
  func initTakesOneFolder() {
    let run = CommandLineRun(["init", "a", "b"])
    #expect(run.status == .usage)
    #expect(run.errors.contains("unexpected argument 'b'; init takes one folder"))
    #expect(run.errors.contains("usage: listpress init [<folder>]"))
  }

  @Test("Help lists init and explains it")
  func helpListsInit() {
    #expect(CommandLineRun(["help"]).output.contains("init"))
    let help = CommandLineRun(["help", "init"])
    #expect(help.status == .success)
    #expect(help.output.contains("listpress init [<folder>]"))
    #expect(help.output.contains("An\nexisting file is never replaced") || help.output.contains("existing file is never replaced"))
  }
}
