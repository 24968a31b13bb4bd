import ListPressKit
import Testing

@testable import ListPressCLI

/// Runs the command line in memory and checks what it prints and returns.
@Suite struct CommandLineToolTests {
  private func run(_ arguments: [String], colors: Bool = false) -> CommandLineRun {
    CommandLineRun(arguments, colors: colors)
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func printsTheOverview(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == .success)
    #expect(result.output == HelpText.overview)
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: [
    (["help", "build"], Subcommand.build),
    (["build", "--help"], .build),
    (["build", "x", "-h"], .build),
    (["help", "check"], .check),
    (["check", "--help"], .check),
    (["help", "help"], .help),
    (["help", "-h"], .help),
  ])
  func printsTheHelpOfACommand(arguments: [String], subcommand: Subcommand) {
    let result = run(arguments)
    #expect(result.status == .success)
    #expect(result.output == HelpText.help(for: subcommand))
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: [
    ["--version"], ["version"], ["build", "--version"], ["check", "--version"], ["help", "--version"],
    ["version", "--version"],
  ])
  func printsTheVersions(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == .success)
    #expect(result.output == VersionText.text)
    #expect(result.output.hasPrefix("listpress \(ListPress.version)\nlibcmark "))
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: [
    (["build", "Examples", "--ouput", "site"], "error: unknown option '--ouput'; did you mean '--output'?"),
    (["biuld", "Examples"], "error: unknown command 'biuld'; did you mean 'build'?"),
    (["check"], "error: missing <input>: give at least one definition file or folder"),
    (["build", "Examples", "-o"], "error: missing value for '--output <dir>'"),
    ([], "error: missing command; expected 'build', 'serve', 'check', 'render', 'gallery', 'snapshot', 'init', 'schema', 'help' or 'version'"),
  ])
  func rejectsWrongUsageWithStatus2(arguments: [String], firstLine: String) {
    let result = run(arguments)
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n").map(String.init)
    #expect(lines.first == firstLine)
    #expect(lines.count > 1 && lines[1].hasPrefix("usage: listpress"))
  }

  @Test func coloursErrorsOnlyWhenAsked() {
    let coloured = run(["chek"], colors: true)
    #expect(coloured.errors.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m "))
    let plain = run(["chek"])
    #expect(!plain.errors.contains("\u{1B}["))
  }

  @Test func checksTheExamplesCleanly() {
    let result = run(["check", PackagePaths.examples])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("no problems in "))
  }

  @Test func buildsTheExamplesAndSaysWhere() throws {
    let folder = try TemporaryFolder()
    let result = run(["build", PackagePaths.examples, "-o", folder.path])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("wrote \(PackagePaths.exampleCount) pages, 0 unchanged, 0 failed, 0 removed in "))
    #expect(result.output.hasSuffix(" to \(folder.path)\n"))
  }

  @Test func showsProgressOnATerminalAndClearsItBeforeTheSummary() throws {
    let folder = try TemporaryFolder()
    let terminal = ProgressLineTests.RecordingTerminal()
    var output = ""
    var errors = ""
    let status = CommandLineTool.run(
      ["build", PackagePaths.examples, "-o", folder.path], output: &output, errors: &errors,
      terminal: terminal.terminal())
    #expect(status == .success)
    #expect(terminal.written.hasPrefix("\r["))
    #expect(terminal.written.contains("[\(PackagePaths.exampleCount)/\(PackagePaths.exampleCount)] "))
    #expect(terminal.written.hasSuffix("\r\u{1B}[K"))
    #expect(output.hasPrefix("wrote \(PackagePaths.exampleCount) pages, 0 unchanged"))
    #expect(errors.isEmpty)
  }

  @Test func printsOnlyTheSummaryWithoutATerminal() throws {
    let folder = try TemporaryFolder()
    let result = run(["build", PackagePaths.examples, "-o", folder.path])
    #expect(result.output.split(separator: "\n").count == 1)
    let again = run(["build", PackagePaths.examples, "-o", folder.path])
    #expect(again.output.hasPrefix("wrote 0 pages, \(PackagePaths.exampleCount) unchanged, 0 failed, 0 removed in "))
  }

  @Test func watchBuildsThenStopsWhenAsked() throws {
    let folder = try TemporaryFolder()
    var output = ""
    var errors = ""
    let status = CommandLineTool.run(
      ["build", PackagePaths.examples, "-o", folder.path, "--watch"], output: &output, errors: &errors,
      stopsWatching: { true })
    #expect(status == .success)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("wrote \(PackagePaths.exampleCount) pages") == true)
    #expect(lines.last == "watching for changes; press Ctrl-C to stop")
    #expect(errors.isEmpty)
  }
}
