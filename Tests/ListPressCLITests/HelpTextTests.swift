import Testing

@testable import ListPressCLI

@Suite struct HelpTextTests {
  @Test func overviewListsEveryCommandAndTheExitStatuses() {
    let overview = HelpText.overview
    #expect(overview.contains("USAGE: listpress <command> [<options>]"))
    for subcommand in Subcommand.allCases {
      #expect(overview.contains("  \(subcommand.rawValue) "))
    }
    #expect(overview.contains("-h, --help"))
    #expect(overview.contains("--version"))
    #expect(overview.contains(HelpText.exitStatuses))
  }

  @Test(arguments: Subcommand.allCases)
  func commandHelpShowsUsageOptionsAndExitStatuses(subcommand: Subcommand) {
    let help = HelpText.help(for: subcommand)
    #expect(help.contains("USAGE: \(subcommand.usage)\n"))
    for option in subcommand.options {
      #expect(help.contains(option.signature))
      #expect(help.contains(option.help))
    }
    #expect(help.contains(HelpText.exitStatuses))
    #expect(help.hasSuffix("\n"))
  }

  @Test func renderHelpSaysWhichFormatIsTheDefault() {
    let help = HelpText.help(for: .render)
    #expect(help.contains("USAGE: listpress render <file> [--fragment | --standalone] [--base-url <url>]"))
    #expect(help.contains("\nDISCUSSION:\n  The page goes to standard output"))
    #expect(help.contains("by default the page stands alone, as with --standalone. With --base-url, it\n"))
    #expect(help.contains("\nARGUMENTS:\n  <file>  The definition file (*.md) to render"))
    #expect(help.contains("its ids start with the file's name and '-' (--id-prefix\n"))
    #expect(!HelpText.help(for: .build).contains("DISCUSSION:"))
  }

  @Test func serveHelpSaysWhereItListensAndThatItsInputsAreOptional() {
    let help = HelpText.help(for: .serve)
    #expect(help.contains("USAGE: listpress serve [<input>...] [-o <dir>] [--port <port>] [--bind <address>] [--open] "))
    #expect(help.contains("\nDISCUSSION:\n  Builds the site as 'build --watch' does, then serves the output folder at\n"))
    #expect(help.contains("  http://127.0.0.1:8000/ (or the next free port; the URL is printed) until Ctrl-C.\n"))
    #expect(help.contains("*.md files (default: the current folder)."))
  }

  @Test func buildHelpAlignsItsOptions() {
    let lines = HelpText.help(for: .build).split(separator: "\n")
    // Aligned on the longest, --design-requires-compatibility.
    #expect(lines.contains("  -o, --output <dir>               Folder the site is written to (default: _site)."))
    #expect(lines.contains("  --warnings-as-errors             Fail (exit status 1) when there are warnings."))
    #expect(lines.contains("  --templates <dir>                Use the templates of this folder in place of the built-in ones, file by file."))
  }

  @Test func exitStatusesMatchTheirMeaning() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.failure.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 2)
    for status in [ExitCode.success, .failure, .usage] {
      #expect(HelpText.exitStatuses.contains("  \(status.rawValue)  "))
    }
  }
}
