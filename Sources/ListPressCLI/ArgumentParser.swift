import ListPressKit

/// Turns the arguments that follow the program name into a `Command`, or
/// explains with a `UsageError` why they cannot be run.
///
/// `--help`/`-h` and `--version` win over every mistake on the same line, so
/// asking for help never fails. An option's value is the next argument or
/// follows `=` (`--output=site`); `--` ends the options, so that an input may
/// start with a dash.
enum ArgumentParser {
  /// The options accepted before any command.
  static let topLevelOptions: [OptionSpec] = [.help, .version]

  /// Parses a whole command line, program name excluded.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else {
      throw UsageError(
        "missing command; expected \(Suggestion.list(Subcommand.allCases.map(\.rawValue)))",
        subcommand: nil)
    }
    if isOption(first) {
      return try parseTopLevelOption(first)
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw unknownCommand(first, reportedFor: nil)
    }
    return try parse(Array(arguments.dropFirst()), for: subcommand)
  }

  private static func parseTopLevelOption(_ argument: String) throws(UsageError) -> Command {
    guard let spec = topLevelOptions.first(where: { $0.spellings.contains(argument) }) else {
      throw unknownOption(argument, among: topLevelOptions, reportedFor: nil)
    }
    guard case .showVersion = spec.effect else { return .help(nil) }
    return .version
  }

  private static func parse(_ arguments: [String], for subcommand: Subcommand) throws(UsageError) -> Command {
    var settings = CommandSettings()
    var positionals: [String] = []
    var shownInstead: Command?
    var firstError: UsageError?
    var remaining = arguments[...]

    while let argument = remaining.popFirst() {
      if argument == "--" {
        positionals.append(contentsOf: remaining)
        break
      }
      guard isOption(argument) else {
        positionals.append(argument)
        continue
      }
      let (name, attachedValue) = split(argument)
      guard let spec = subcommand.options.first(where: { $0.spellings.contains(name) }) else {
        firstError = firstError ?? unknownOption(name, among: subcommand.options, reportedFor: subcommand)
        continue
      }
      switch spec.effect {
      case .showHelp:
        shownInstead = shownInstead ?? .help(subcommand)
      case .showVersion:
        shownInstead = shownInstead ?? .version
      case .flag(let keyPath):
        if attachedValue == nil {
          settings[keyPath: keyPath] = true
        } else {
          firstError = firstError ?? UsageError("option '\(spec.name)' takes no value", subcommand: subcommand)
        }
      case .value(let placeholder, let keyPath):
        do throws(UsageError) {
          settings[keyPath: keyPath] = try value(
            of: spec, named: placeholder, attached: attachedValue, from: &remaining, for: subcommand)
        } catch {
          firstError = firstError ?? error
        }
      case .positiveInteger(let placeholder, let keyPath):
        do throws(UsageError) {
          let text = try value(
            of: spec, named: placeholder, attached: attachedValue, from: &remaining, for: subcommand)
          guard let number = Int(text), number > 0 else {
            throw UsageError(
              "invalid value '\(text)' for '\(spec.name) <\(placeholder)>'; expected a positive integer",
              subcommand: subcommand)
          }
          settings[keyPath: keyPath] = number
        } catch {
          firstError = firstError ?? error
        }
      }
    }

    if let shownInstead { return shownInstead }
    if let firstError { throw firstError }
    return try command(subcommand, positionals: positionals, settings: settings)
  }

  /// The value of an option: attached with `=`, or the next argument when
  /// that is not an option itself.
  private static func value(
    of spec: OptionSpec,
    named placeholder: String,
    attached: String?,
    from remaining: inout ArraySlice<String>,
    for subcommand: Subcommand
  ) throws(UsageError) -> String {
    if let attached, !attached.isEmpty {
      return attached
    }
    if attached == nil, let next = remaining.first, !isOption(next) {
      remaining.removeFirst()
      return next
    }
    throw UsageError("missing value for '\(spec.name) <\(placeholder)>'", subcommand: subcommand)
  }

  private static func command(
    _ subcommand: Subcommand,
    positionals: [String],
    settings: CommandSettings
  ) throws(UsageError) -> Command {
    switch subcommand {
    case .build, .check:
      guard !positionals.isEmpty else {
        throw UsageError("missing <input>: give at least one definition file or folder", subcommand: subcommand)
      }
      return subcommand == .build
        ? .build(inputs: positionals, options: settings.options, watches: settings.watches)
        : .check(inputs: positionals, options: settings.options)
    case .help:
      guard let topic = positionals.first else { return .help(nil) }
      guard positionals.count == 1 else {
        throw UsageError("unexpected argument '\(positionals[1])'", subcommand: .help)
      }
      guard let topicCommand = Subcommand(rawValue: topic) else {
        throw unknownCommand(topic, reportedFor: .help)
      }
      return .help(topicCommand)
    }
  }

  /// Whether an argument is written as an option (a lone `-` is not).
  private static func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }

  /// Splits `--name=value` into its name and value; any other argument has
  /// no attached value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func unknownCommand(_ name: String, reportedFor subcommand: Subcommand?) -> UsageError {
    let names = Subcommand.allCases.map(\.rawValue)
    let hint =
      Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
      ?? "expected \(Suggestion.list(names))"
    return UsageError("unknown command '\(name)'; \(hint)", subcommand: subcommand)
  }

  /// Suggests only long names: a one-letter option is too short to guess from.
  private static func unknownOption(
    _ name: String,
    among options: [OptionSpec],
    reportedFor subcommand: Subcommand?
  ) -> UsageError {
    var message = "unknown option '\(name)'"
    if let suggestion = Suggestion.closest(to: name, among: options.map(\.name)) {
      message += "; did you mean '\(suggestion)'?"
    }
    return UsageError(message, subcommand: subcommand)
  }
}
