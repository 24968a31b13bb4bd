/// The text `listpress help` prints: the overview, and one page per command
/// with its usage, options and exit statuses.
enum HelpText {
  /// The help shown by `listpress help`, `listpress --help` and `listpress -h`.
  static var overview: String {
    let width = Subcommand.allCases.map(\.rawValue.count).max() ?? 0
    let commands = Subcommand.allCases.map { "  \(padded($0.rawValue, to: width))  \($0.abstract)" }
    return page([
      "OVERVIEW: Turn list definitions (Markdown files with YAML front matter) into static HTML pages that look like iOS lists.",
      "USAGE: listpress <command> [<options>]",
      (["COMMANDS:"] + commands).joined(separator: "\n"),
      optionsSection(ArgumentParser.topLevelOptions),
      exitStatuses,
      "Run 'listpress help <command>' for the options of a command.",
    ])
  }

  /// The help shown by `listpress help COMMAND` and `listpress COMMAND --help`.
  static func help(for subcommand: Subcommand) -> String {
    var sections = [
      "OVERVIEW: \(subcommand.abstract)",
      "USAGE: \(subcommand.usage)",
    ]
    if subcommand.takesInputs {
      sections.append(
        """
        ARGUMENTS:
          <input>  A definition file (*.md), or a folder searched recursively for *.md files.
        """)
    } else {
      sections.append(
        """
        ARGUMENTS:
          <command>  \(Subcommand.allCases.map(\.rawValue).joined(separator: ", "))
        """)
    }
    sections.append(optionsSection(subcommand.options))
    sections.append(exitStatuses)
    return page(sections)
  }

  /// The exit statuses, the same for every command.
  static let exitStatuses = """
    EXIT STATUS:
      0  no problems
      1  some definition has errors (or warnings, with --warnings-as-errors)
      2  wrong usage: unknown command or option, missing input, missing or invalid option value
    """

  private static func optionsSection(_ options: [OptionSpec]) -> String {
    let width = options.map(\.signature.count).max() ?? 0
    let lines = options.map { "  \(padded($0.signature, to: width))  \($0.help)" }
    return (["OPTIONS:"] + lines).joined(separator: "\n")
  }

  private static func page(_ sections: [String]) -> String {
    sections.joined(separator: "\n\n") + "\n"
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
