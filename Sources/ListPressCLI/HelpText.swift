/// The text `listpress help` prints: the overview, and one page per command
/// with its usage, options and exit statuses.
enum HelpText {
  /// The help shown by `listpress help`, `listpress --help` and `listpress -h`.
  static var overview: String {
    page([
      "OVERVIEW: Turn list definitions (Markdown files with YAML front matter) into static HTML pages that look like iOS lists.",
      "USAGE: listpress <command> [<options>]",
      table("COMMANDS:", Subcommand.allCases.map { ($0.rawValue, $0.abstract) }),
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
    if let discussion = subcommand.discussion {
      sections.append(
        (["DISCUSSION:"] + discussion.split(separator: "\n").map { "  \($0)" }).joined(separator: "\n"))
    }
    if !subcommand.arguments.isEmpty {
      sections.append(table("ARGUMENTS:", subcommand.arguments))
    }
    sections.append(optionsSection(subcommand.options))
    sections.append(exitStatuses)
    return page(sections)
  }

  /// The exit statuses, the same for every command.
  static let exitStatuses = """
    EXIT STATUS:
      0  no problems
      1  some definition or template has errors (or warnings, with --warnings-as-errors);
         for serve, no port to listen on; for build --watch and serve, a folder that cannot be watched;
         for init, a file it would write is already there; for snapshot, no Chromium, or one
         that fails
      2  wrong usage: unknown command or option, missing input (none given, or a file or folder
         that does not exist), missing or invalid option value, options that cannot be used together
    """

  private static func optionsSection(_ options: [OptionSpec]) -> String {
    table("OPTIONS:", options.map { ($0.signature, $0.help) })
  }

  /// A titled section of two aligned columns.
  private static func table(_ title: String, _ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return ([title] + rows.map { "  \(padded($0.0, to: width))  \($0.1)" }).joined(separator: "\n")
  }

  private static func page(_ sections: [String]) -> String {
    sections.joined(separator: "\n\n") + "\n"
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
