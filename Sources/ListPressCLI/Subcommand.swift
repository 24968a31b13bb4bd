/// The commands `listpress` understands, with what each accepts.
enum Subcommand: String, CaseIterable, Hashable, Sendable {
  case build
  case check
  case help

  /// One line saying what the command does.
  var abstract: String {
    switch self {
    case .build: "Build every valid definition into HTML pages, plus index.html and the stylesheet."
    case .check: "Validate every definition without writing anything."
    case .help: "Show help for listpress or for one of its commands."
    }
  }

  /// How the command is called.
  var usage: String {
    switch self {
    case .build: "listpress build <input>... [-o <dir>] [-j <n>] [-w] [--unsafe] [--drafts] [--warnings-as-errors]"
    case .check: "listpress check <input>... [-j <n>] [--warnings-as-errors]"
    case .help: "listpress help [<command>]"
    }
  }

  /// The options the command accepts, in the order help lists them.
  var options: [OptionSpec] {
    switch self {
    case .build: [.output, .jobs, .watch, .unsafe, .drafts, .warningsAsErrors, .help, .version]
    case .check: [.jobs, .warningsAsErrors, .help, .version]
    case .help: [.help, .version]
    }
  }

  /// Whether the command reads definitions, and so takes `<input>...`.
  var takesInputs: Bool { self != .help }
}
