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
    (["build", "x", "--templates", "t"], Command.build(inputs: ["x"], options: BuildOptions(templatesDirectory: "t"))),
    (["build", "--templates=t", "x"], .build(inputs: ["x"], options: BuildOptions(templatesDirectory: "t"))),
    (
      ["build", "x", "--base-url", "https://example.org/lists"],
      .build(inputs: ["x"], options: BuildOptions(baseURL: "https://example.org/lists"))
    ),
    (["build", "x", "--standalone"], .build(inputs: ["x"], options: BuildOptions(standalone: true))),
    (["build", "--gallery", "x"], .build(inputs: ["x"], options: BuildOptions(writesGallery: true))),
    (["build", "--fragments", "x"], .build(inputs: ["x"], options: BuildOptions(writesFragments: true))),
    (
      ["build", "x", "--templates", "t", "--base-url=/lists/", "--standalone", "--gallery", "-w"],
      .build(
        inputs: ["x"],
        options: BuildOptions(templatesDirectory: "t", baseURL: "/lists/", standalone: true, writesGallery: true),
        watches: true)
    ),
    (["check", "x", "--templates", "t"], .check(inputs: ["x"], options: BuildOptions(templatesDirectory: "t"))),
    (["gallery", "x"], .build(inputs: ["x"], options: BuildOptions(writesGallery: true))),
    (
      ["build", "x", "--design-requires-compatibility"],
      .build(inputs: ["x"], options: BuildOptions(designRequiresCompatibility: true))
    ),
    (
      ["gallery", "--design-requires-compatibility", "x"],
      .build(inputs: ["x"], options: BuildOptions(writesGallery: true, designRequiresCompatibility: true))
    ),
    (
      ["gallery", "a.md", "lists", "-o", "review", "-j", "2", "--templates", "t", "--base-url", "/r/", "--unsafe",
       "--drafts", "--warnings-as-errors"],
      .build(
        inputs: ["a.md", "lists"],
        options: BuildOptions(
          outputDirectory: "review", allowsUnsafeHTML: true, includesDrafts: true, warningsAsErrors: true, jobs: 2,
          templatesDirectory: "t", baseURL: "/r/", writesGallery: true))
    ),
  ])
  func parsesTemplatesLinksAndGalleries(arguments: [String], expected: Command) throws {
    #expect(try ArgumentParser.parse(arguments) == expected)
  }

  @Test(arguments: [
    (["render", "a.md"], Command.render(file: "a.md", format: .standalone, options: BuildOptions())),
    (["render", "a.md", "--standalone"], .render(file: "a.md", format: .standalone, options: BuildOptions(standalone: true))),
    (["render", "--fragment", "a.md"], .render(file: "a.md", format: .fragment, options: BuildOptions())),
    (["render", "a.md", "--base-url", "/lists"], .render(file: "a.md", format: .page, options: BuildOptions(baseURL: "/lists"))),
    (
      ["render", "a.md", "--base-url", "/lists", "--standalone"],
      .render(file: "a.md", format: .standalone, options: BuildOptions(baseURL: "/lists", standalone: true))
    ),
    (
      ["render", "a.md", "--fragment", "--templates", "t", "--unsafe"],
      .render(file: "a.md", format: .fragment, options: BuildOptions(allowsUnsafeHTML: true, templatesDirectory: "t"))
    ),
    (["render", "--", "-odd.md"], .render(file: "-odd.md", format: .standalone, options: BuildOptions())),
    (
      ["render", "a.md", "--design-requires-compatibility"],
      .render(file: "a.md", format: .standalone, options: BuildOptions(designRequiresCompatibility: true))
    ),
  ])
  func parsesRender(arguments: [String], expected: Command) throws {
    #expect(try ArgumentParser.parse(arguments) == expected)
  }

  /// `--color-scheme` takes each of its three values, written apart or
  /// after `=`, on every command that renders pages; the last one given
  /// wins, as with every option that takes a value.
  @Test(arguments: [
    (["build", "x", "--color-scheme", "light"], Command.build(inputs: ["x"], options: BuildOptions(colorScheme: .light))),
    (["build", "--color-scheme=dark", "x"], .build(inputs: ["x"], options: BuildOptions(colorScheme: .dark))),
    (["build", "x", "--color-scheme", "auto"], .build(inputs: ["x"], options: BuildOptions(colorScheme: .auto))),
    (
      ["build", "x", "--color-scheme", "dark", "--color-scheme", "light"],
      .build(inputs: ["x"], options: BuildOptions(colorScheme: .light))
    ),
    (
      ["build", "x", "-w", "--color-scheme", "light"],
      .build(inputs: ["x"], options: BuildOptions(colorScheme: .light), watches: true)
    ),
    (
      ["gallery", "x", "--color-scheme", "dark"],
      .build(inputs: ["x"], options: BuildOptions(writesGallery: true, colorScheme: .dark))
    ),
    (
      ["render", "a.md", "--fragment", "--color-scheme", "light"],
      .render(file: "a.md", format: .fragment, options: BuildOptions(colorScheme: .light))
    ),
    (
      ["render", "--color-scheme=auto", "a.md"],
      .render(file: "a.md", format: .standalone, options: BuildOptions(colorScheme: .auto))
    ),
  ])
  func parsesColorScheme(arguments: [String], expected: Command) throws {
    #expect(try ArgumentParser.parse(arguments) == expected)
  }

  @Test(arguments: [
    (["render", "a.md", "--fragment", "--id-prefix", "party-"], "party-"),
    (["render", "--id-prefix=p_", "a.md", "--fragment"], "p_"),
    (["render", "a.md", "--fragment", "--id-prefix", "a", "--id-prefix", "B2"], "B2"),
  ])
  func parsesAnIdPrefixForAFragment(arguments: [String], prefix: String) throws {
    #expect(
      try ArgumentParser.parse(arguments)
        == .render(file: "a.md", format: .fragment, options: BuildOptions(), idPrefix: prefix))
  }

  @Test(arguments: [
    (
      ["render", "a.md", "--fragment", "--id-prefix", "1st"],
      "invalid id prefix '1st'; an id prefix must start with an ASCII letter (a-z, A-Z)"
    ),
    (
      ["render", "a.md", "--fragment", "--id-prefix=my list"],
      "invalid id prefix 'my list'; ' ' is not allowed: use ASCII letters, digits, '-' and '_'"
    ),
    (["render", "a.md", "--fragment", "--id-prefix"], "missing value for '--id-prefix <prefix>'"),
    (
      ["render", "a.md", "--id-prefix", "p-"],
      "option '--id-prefix' applies only to '--fragment'; a whole page holds one list, whose ids cannot collide"
    ),
    (
      ["render", "a.md", "--standalone", "--id-prefix", "p-"],
      "option '--id-prefix' applies only to '--fragment'; a whole page holds one list, whose ids cannot collide"
    ),
    (["render", "a.md", "--fragment", "--id-prefx", "p-"], "unknown option '--id-prefx'; did you mean '--id-prefix'?"),
  ])
  func refusesAnIdPrefixItCannotUse(arguments: [String], message: String) {
    #expect(throws: UsageError(message, subcommand: .render)) {
      try ArgumentParser.parse(arguments)
    }
  }

  @Test func buildTakesNoIdPrefix() {
    #expect(throws: UsageError("unknown option '--id-prefix'", subcommand: .build)) {
      try ArgumentParser.parse(["build", "x", "--id-prefix", "p-"])
    }
  }

  /// A value that is not a colour scheme is refused with the three that
  /// are, after the one meant when it is close (a typo, another case).
  @Test(arguments: [
    (
      ["build", "x", "--color-scheme", "lihgt"],
      "invalid value 'lihgt' for '--color-scheme <scheme>'; did you mean 'light'? expected 'light', 'dark' or 'auto'",
      Subcommand.build
    ),
    (
      ["render", "a.md", "--color-scheme=Dark"],
      "invalid value 'Dark' for '--color-scheme <scheme>'; did you mean 'dark'? expected 'light', 'dark' or 'auto'",
      .render
    ),
    (
      ["gallery", "x", "--color-scheme", "sepia"],
      "invalid value 'sepia' for '--color-scheme <scheme>'; expected 'light', 'dark' or 'auto'", .gallery
    ),
    (
      ["build", "x", "--color-scheme", "light dark"],
      "invalid value 'light dark' for '--color-scheme <scheme>'; expected 'light', 'dark' or 'auto'", .build
    ),
    (["build", "x", "--color-scheme"], "missing value for '--color-scheme <scheme>'", .build),
    (["render", "a.md", "--color-scheme="], "missing value for '--color-scheme <scheme>'", .render),
    (["build", "x", "--color-scheme", "--drafts"], "missing value for '--color-scheme <scheme>'", .build),
    (["build", "x", "--colour-scheme", "light"], "unknown option '--colour-scheme'; did you mean '--color-scheme'?", .build),
    (["check", "x", "--color-scheme", "light"], "unknown option '--color-scheme'", .check),
  ] as [([String], String, Subcommand)])
  func refusesAnUnknownColorScheme(arguments: [String], message: String, subcommand: Subcommand) {
    #expect(throws: UsageError(message, subcommand: subcommand)) {
      try ArgumentParser.parse(arguments)
    }
  }

  @Test(arguments: [
    (["--help"], Command.help(nil)),
    (["-h"], .help(nil)),
    (["help"], .help(nil)),
    (["help", "build"], .help(.build)),
    (["help", "check"], .help(.check)),
    (["help", "help"], .help(.help)),
    (["help", "render"], .help(.render)),
    (["help", "gallery"], .help(.gallery)),
    (["render", "--help"], .help(.render)),
    (["gallery", "x", "-h"], .help(.gallery)),
    (["render", "--fragment", "--standalone", "-h"], .help(.render)),
    (["render", "--version"], .version),
    (["build", "--help"], .help(.build)),
    (["check", "-h"], .help(.check)),
    (["help", "--help"], .help(.help)),
    (["--version"], .version),
    (["build", "--version"], .version),
    (["check", "x", "--version"], .version),
    (["help", "--version"], .version),
    (["version"], .version),
    (["help", "version"], .help(.version)),
    (["version", "--help"], .help(.version)),
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
    ([], "missing command; expected 'build', 'serve', 'check', 'render', 'gallery', 'snapshot', 'init', 'schema', 'help' or 'version'", nil),
    (["biuld", "x"], "unknown command 'biuld'; did you mean 'build'?", nil),
    (["chek"], "unknown command 'chek'; did you mean 'check'?", nil),
    (["deploy"], "unknown command 'deploy'; expected 'build', 'serve', 'check', 'render', 'gallery', 'snapshot', 'init', 'schema', 'help' or 'version'", nil),
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
    (
      ["build", "x", "--design-requires-compatability"],
      "unknown option '--design-requires-compatability'; did you mean '--design-requires-compatibility'?", .build
    ),
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
    (["build", "x", "--templates"], "missing value for '--templates <dir>'", .build),
    (["check", "x", "--templates="], "missing value for '--templates <dir>'", .check),
    (["build", "x", "--base-url", "--standalone"], "missing value for '--base-url <url>'", .build),
    (["build", "x", "--standalone=yes"], "option '--standalone' takes no value", .build),
    (["build", "x", "--templtes", "t"], "unknown option '--templtes'; did you mean '--templates'?", .build),
    (["check", "x", "--template", "t"], "unknown option '--template'; did you mean '--templates'?", .check),
    (["build", "x", "--baseurl", "/"], "unknown option '--baseurl'; did you mean '--base-url'?", .build),
    (["build", "x", "--galery"], "unknown option '--galery'; did you mean '--gallery'?", .build),
    (["build", "x", "--fragment"], "unknown option '--fragment'; did you mean '--fragments'?", .build),
    (["build", "x", "--fragments", "--standalone"], "options '--fragments' and '--standalone' cannot be used together; fragments share a stylesheet", .build),
    (["check", "x", "--standalone"], "unknown option '--standalone'", .check),
    (["gallery", "x", "--fragments"], "unknown option '--fragments'", .gallery),
    (["gallery", "x", "--watch"], "unknown option '--watch'", .gallery),
    (["gallery"], "missing <input>: give at least one definition file or folder", .gallery),
    (["render"], "missing <file>: give the definition file to render", .render),
    (["render", "--fragment"], "missing <file>: give the definition file to render", .render),
    (["render", "a.md", "b.md"], "unexpected argument 'b.md'; render takes one file", .render),
    (
      ["render", "a.md", "--fragment", "--standalone"],
      "options '--fragment' and '--standalone' cannot be used together; a fragment is not a whole page", .render
    ),
    (
      ["render", "a.md", "--fragment", "--base-url", "/lists"],
      "option '--base-url' does not apply to '--fragment'; a fragment links to no stylesheet or page", .render
    ),
    (["render", "a.md", "--fragmnet"], "unknown option '--fragmnet'; did you mean '--fragment'?", .render),
    (["render", "a.md", "--standalon"], "unknown option '--standalon'; did you mean '--standalone'?", .render),
    (["render", "a.md", "--fragment=yes"], "option '--fragment' takes no value", .render),
    (["render", "a.md", "-o", "x"], "unknown option '-o'", .render),
    (["render", "a.md", "--drafts"], "unknown option '--drafts'", .render),
    (["rendr", "a.md"], "unknown command 'rendr'; did you mean 'render'?", nil),
    (["galery", "x"], "unknown command 'galery'; did you mean 'gallery'?", nil),
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
