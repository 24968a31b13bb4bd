import ListPressKit
import Testing

@testable import ListPressCLI

@Suite struct ArgumentParserTests {
  @Test(arguments: [
    (["build", "Examples"], Command.build(inputs: ["Examples"], options: BuildOptions())),
    (["build", "a.md", "lists"], .build(inputs: ["a.md", "lists"], options: BuildOptions())),
    (["build", "Examples", "-o", "site"], .build(inputs: ["Examples"], options: BuildOptions(outputDirectory: "site"))),
    (
      ["build", "--output", "site", "Examples"],
      .build(inputs: ["Examples"], options: BuildOptions(outputDirectory: "site"))
    ),
    (["build", "--output=site", "Examples"], .build(inputs: ["Examples"], options: BuildOptions(outputDirectory: "site"))),
    (["build", "-o", "a", "-o", "b", "x"], .build(inputs: ["x"], options: BuildOptions(outputDirectory: "b"))),
    (["build", "x", "--unsafe"], .build(inputs: ["x"], options: BuildOptions(allowsUnsafeHTML: true))),
    (["build", "x", "--drafts"], .build(inputs: ["x"], options: BuildOptions(includesDrafts: true))),
    (["build", "--warnings-as-errors", "x"], .build(inputs: ["x"], options: BuildOptions(warningsAsErrors: true))),
    (
      ["build", "x", "--unsafe", "--drafts", "--warnings-as-errors", "-o", "out"],
      .build(
        inputs: ["x"],
        options: BuildOptions(
          outputDirectory: "out", allowsUnsafeHTML: true, includesDrafts: true, warningsAsErrors: true))
    ),
    (["build", "--", "-odd.md", "--unsafe"], .build(inputs: ["-odd.md", "--unsafe"], options: BuildOptions())),
    (["build", "-"], .build(inputs: ["-"], options: BuildOptions())),
    (["build", "x", "-j", "3"], .build(inputs: ["x"], options: BuildOptions(jobs: 3))),
    (["build", "--jobs=1", "x"], .build(inputs: ["x"], options: BuildOptions(jobs: 1))),
    (["build", "x", "--watch"], .build(inputs: ["x"], options: BuildOptions(), watches: true)),
    (["build", "-w", "x", "-o", "site"], .build(inputs: ["x"], options: BuildOptions(outputDirectory: "site"), watches: true)),
    (["check", "Examples"], .check(inputs: ["Examples"], options: BuildOptions())),
    (["check", "x", "--jobs", "2"], .check(inputs: ["x"], options: BuildOptions(jobs: 2))),
    (["check", "a.md", "--warnings-as-errors"], .check(inputs: ["a.md"], options: BuildOptions(warningsAsErrors: true))),
  ])
  func parsesCommands(arguments: [String], expected: Command) throws {
    #expect(try ArgumentParser.parse(arguments) == expected)
  }

  @Test(arguments: [
    (["--help"], Command.help(nil)),
    (["-h"], .help(nil)),
    (["help"], .help(nil)),
    (["help", "build"], .help(.build)),
    (["help", "check"], .help(.check)),
    (["help", "help"], .help(.help)),
    (["build", "--help"], .help(.build)),
    (["check", "-h"], .help(.check)),
    (["help", "--help"], .help(.help)),
    (["--version"], .version),
    (["build", "--version"], .version),
    (["check", "x", "--version"], .version),
    (["help", "--version"], .version),
  ])
  func parsesHelpAndVersion(arguments: [String], expected: Command) throws {
    #expect(try ArgumentParser.parse(arguments) == expected)
  }

  @Test(arguments: [
    (["build", "--ouput", "x", "--help"], Command.help(.build)),
    (["build", "-o", "-h"], .help(.build)),
    (["build", "--version"], .version),
    (["check", "--unsafe", "-h"], .help(.check)),
  ])
  func helpAndVersionWinOverMistakes(arguments: [String], expected: Command) throws {
    #expect(try ArgumentParser.parse(arguments) == expected)
  }

  @Test(arguments: [
    ([], "missing command; expected 'build', 'check' or 'help'", nil),
    (["biuld", "x"], "unknown command 'biuld'; did you mean 'build'?", nil),
    (["chek"], "unknown command 'chek'; did you mean 'check'?", nil),
    (["serve"], "unknown command 'serve'; expected 'build', 'check' or 'help'", nil),
    (["help", "buidl"], "unknown command 'buidl'; did you mean 'build'?", Subcommand.help),
    (["help", "build", "check"], "unexpected argument 'check'", .help),
    (["--verison"], "unknown option '--verison'; did you mean '--version'?", nil),
    (["-x"], "unknown option '-x'", nil),
    (["build", "x", "--ouput", "site"], "unknown option '--ouput'; did you mean '--output'?", .build),
    (["build", "x", "-output", "site"], "unknown option '-output'; did you mean '--output'?", .build),
    (["build", "x", "--draft"], "unknown option '--draft'; did you mean '--drafts'?", .build),
    (["build", "x", "--unsafe-html"], "unknown option '--unsafe-html'", .build),
    (
      ["build", "x", "--warning-as-errors"],
      "unknown option '--warning-as-errors'; did you mean '--warnings-as-errors'?", .build
    ),
    (["build", "x", "-x"], "unknown option '-x'", .build),
    (["check", "x", "--output", "site"], "unknown option '--output'", .check),
    (["check", "x", "--drafts"], "unknown option '--drafts'", .check),
    (["help", "--drafts"], "unknown option '--drafts'", .help),
    (["build"], "missing <input>: give at least one definition file or folder", .build),
    (["build", "-o", "site"], "missing <input>: give at least one definition file or folder", .build),
    (["check"], "missing <input>: give at least one definition file or folder", .check),
    (["build", "x", "-o"], "missing value for '--output <dir>'", .build),
    (["build", "x", "--output"], "missing value for '--output <dir>'", .build),
    (["build", "x", "--output="], "missing value for '--output <dir>'", .build),
    (["build", "-o", "--drafts", "x"], "missing value for '--output <dir>'", .build),
    (["build", "x", "--unsafe=yes"], "option '--unsafe' takes no value", .build),
    (["build", "x", "--watch=yes"], "option '--watch' takes no value", .build),
    (["build", "x", "--jobs", "0"], "invalid value '0' for '--jobs <n>'; expected a positive integer", .build),
    (["build", "x", "-j", "many"], "invalid value 'many' for '--jobs <n>'; expected a positive integer", .build),
    (["check", "x", "--jobs=2.5"], "invalid value '2.5' for '--jobs <n>'; expected a positive integer", .check),
    (["build", "x", "--jobs", "-2"], "missing value for '--jobs <n>'", .build),
    (["build", "x", "--jobs"], "missing value for '--jobs <n>'", .build),
    (["build", "x", "--job", "2"], "unknown option '--job'; did you mean '--jobs'?", .build),
    (["build", "x", "--wacth"], "unknown option '--wacth'; did you mean '--watch'?", .build),
    (["check", "x", "--watch"], "unknown option '--watch'", .check),
  ] as [([String], String, Subcommand?)])
  func reportsUsageErrors(arguments: [String], message: String, subcommand: Subcommand?) {
    #expect(throws: UsageError(message, subcommand: subcommand)) {
      try ArgumentParser.parse(arguments)
    }
  }

  @Test func reportsTheFirstMistakeOfALine() {
    #expect(throws: UsageError("unknown option '--ouput'; did you mean '--output'?", subcommand: .build)) {
      try ArgumentParser.parse(["build", "--ouput", "site", "--unsafe=1"])
    }
  }
}
