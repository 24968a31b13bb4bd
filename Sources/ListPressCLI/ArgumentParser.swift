import ListPressKit
import ListPressServe

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
    try parseLine(arguments).command
  }

  /// Parses a whole command line, program name excluded, with what it says
  /// of source lines under diagnostics: `true` for `--source-lines`,
  /// `false` for `--no-source-lines`, `nil` when it says nothing.
  static func parseLine(_ arguments: [String]) throws(UsageError) -> (command: Command, sourceLines: Bool?) {
    guard let first = arguments.first else {
      throw UsageError(
        "missing command; expected \(Suggestion.list(Subcommand.allCases.map(\.rawValue)))",
        subcommand: nil)
    }
    if isOption(first) {
      return (try parseTopLevelOption(first), nil)
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

  private static func parse(
    _ arguments: [String], for subcommand: Subcommand
  ) throws(UsageError) -> (command: Command, sourceLines: Bool?) {
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
      do throws(UsageError) {
        if let shown = try apply(spec, attached: attachedValue, from: &remaining, to: &settings, for: subcommand) {
          shownInstead = shownInstead ?? shown
        }
      } catch {
        firstError = firstError ?? error
      }
    }

    if let shownInstead { return (shownInstead, nil) }
    if let firstError { throw firstError }
    guard !(settings.showsSourceLines && settings.hidesSourceLines) else {
      throw UsageError("options '--source-lines' and '--no-source-lines' cannot be used together", subcommand: subcommand)
    }
    let sourceLines: Bool? = settings.showsSourceLines ? true : settings.hidesSourceLines ? false : nil
    return (try command(subcommand, positionals: positionals, settings: settings), sourceLines)
  }

  /// Applies one option to `settings`, taking its value from `remaining`
  /// when it has one; returns the command shown instead of running the
  /// line, for `--help` and `--version`.
  private static func apply(
    _ spec: OptionSpec,
    attached: String?,
    from remaining: inout ArraySlice<String>,
    to settings: inout CommandSettings,
    for subcommand: Subcommand
  ) throws(UsageError) -> Command? {
    switch spec.effect {
    case .showHelp:
      return .help(subcommand)
    case .showVersion:
      return .version
    case .flag(let keyPath):
      guard attached == nil else {
        throw UsageError("option '\(spec.name)' takes no value", subcommand: subcommand)
      }
      settings[keyPath: keyPath] = true
    case .value(let placeholder, let keyPath):
      settings[keyPath: keyPath] = try value(
        of: spec, named: placeholder, attached: attached, from: &remaining, for: subcommand)
    case .optionalValue(let placeholder, let keyPath):
      settings[keyPath: keyPath] = try value(
        of: spec, named: placeholder, attached: attached, from: &remaining, for: subcommand)
    case .positiveInteger(let placeholder, let maximum, let keyPath):
      let text = try value(of: spec, named: placeholder, attached: attached, from: &remaining, for: subcommand)
      guard let number = Int(text), number > 0 else {
        throw UsageError(
          "invalid value '\(text)' for '\(spec.name) <\(placeholder)>'; expected a positive integer",
          subcommand: subcommand)
      }
      guard number <= maximum else {
        throw UsageError(
          "invalid value '\(text)' for '\(spec.name) <\(placeholder)>'; expected at most \(maximum)",
          subcommand: subcommand)
      }
      settings[keyPath: keyPath] = number
    case .baseURL(let keyPath):
      let text = try value(of: spec, named: "url", attached: attached, from: &remaining, for: subcommand)
      if let problem = BaseURLRule.check(text) {
        throw UsageError(problem, subcommand: subcommand)
      }
      settings[keyPath: keyPath] = text
    case .colorScheme(let keyPath):
      let text = try value(of: spec, named: "scheme", attached: attached, from: &remaining, for: subcommand)
      guard let scheme = OptionSpec.colorSchemes.first(where: { $0.rawValue == text }) else {
        throw invalidChoice(
          text, for: spec, named: "scheme", among: OptionSpec.colorSchemes.map(\.rawValue), subcommand)
      }
      settings[keyPath: keyPath] = scheme
    case .idPrefix(let keyPath):
      let text = try value(of: spec, named: "prefix", attached: attached, from: &remaining, for: subcommand)
      if let problem = FragmentIDs.problem(withPrefix: text) {
        throw UsageError(problem, subcommand: subcommand)
      }
      settings[keyPath: keyPath] = text
    case .port(let keyPath):
      let text = try value(of: spec, named: "port", attached: attached, from: &remaining, for: subcommand)
      guard let number = Int(text), (0...Int(UInt16.max)).contains(number) else {
        throw UsageError(
          "invalid value '\(text)' for '\(spec.name) <port>'; expected a port number from 0 to 65535",
          subcommand: subcommand)
      }
      settings[keyPath: keyPath] = number
    case .address(let keyPath):
      let text = try value(of: spec, named: "address", attached: attached, from: &remaining, for: subcommand)
      guard PreviewServer.isAddress(text) else {
        throw UsageError(
          "invalid value '\(text)' for '\(spec.name) <address>'; expected an IPv4 or IPv6 address, "
            + "such as 127.0.0.1 or ::1",
          subcommand: subcommand)
      }
      settings[keyPath: keyPath] = text
    case .scales(let keyPath):
      let text = try value(of: spec, named: "scales", attached: attached, from: &remaining, for: subcommand)
      let range = SnapshotOptions.scaleRange
      var scales: [Int] = []
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let scale = Int(word.trimmingCharacters(in: .whitespaces)), range.contains(scale) else {
          throw UsageError(
            "invalid value '\(word)' in '\(spec.name) <scales>'; expected numbers from \(range.lowerBound) to "
              + "\(range.upperBound), separated by commas, such as 2,3",
            subcommand: subcommand)
        }
        if !scales.contains(scale) { scales.append(scale) }
      }
      settings[keyPath: keyPath] = scales
    case .appearances(let keyPath):
      let text = try value(of: spec, named: "schemes", attached: attached, from: &remaining, for: subcommand)
      var appearances: [SnapshotAppearance] = []
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        let name = word.trimmingCharacters(in: .whitespaces)
        guard let appearance = SnapshotAppearance(rawValue: name) else {
          throw invalidChoice(
            name, for: spec, named: "schemes", among: SnapshotAppearance.allCases.map(\.rawValue), subcommand)
        }
        if !appearances.contains(appearance) { appearances.append(appearance) }
      }
      settings[keyPath: keyPath] = appearances
    }
    return nil
  }

  /// The value of an option: attached with `=`, or the next argument when
  /// that is not an option itself. An empty value (`-o ""`) is refused: no
  /// option means anything by it.
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
      guard !next.isEmpty else {
        throw UsageError("empty value for '\(spec.name) <\(placeholder)>'", subcommand: subcommand)
      }
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
    case .build:
      guard !(settings.options.writesFragments && settings.options.standalone) else {
        throw UsageError(
          "options '--fragments' and '--standalone' cannot be used together; fragments share a stylesheet",
          subcommand: .build)
      }
      return .build(inputs: try inputs(positionals, for: .build), options: settings.options, watches: settings.watches)
    case .serve:
      // Without inputs, the definitions of the current folder.
      let preview = PreviewSettings(
        address: settings.bindAddress, port: UInt16(settings.port), opensBrowser: settings.opensBrowser)
      return .serve(inputs: positionals.isEmpty ? ["."] : positionals, options: settings.options, preview: preview)
    case .check:
      return .check(inputs: try inputs(positionals, for: .check), options: settings.options)
    case .gallery where settings.comparesFiles || settings.compareRevision != nil:
      return try comparison(positionals, settings: settings)
    case .gallery:
      var options = settings.options
      options.writesGallery = true
      return .build(inputs: try inputs(positionals, for: .gallery), options: options)
    case .render:
      let file = try file(positionals)
      let format = try renderFormat(settings)
      guard format == .fragment || settings.idPrefix == nil else {
        throw UsageError(
          "option '--id-prefix' applies only to '--fragment'; a whole page holds one list, whose ids cannot collide",
          subcommand: .render)
      }
      return .render(file: file, format: format, options: settings.options, idPrefix: settings.idPrefix)
    case .snapshot:
      let range = SnapshotOptions.widthRange
      guard range.contains(settings.snapshots.width) else {
        throw UsageError(
          "invalid value '\(settings.snapshots.width)' for '--width <px>'; expected from \(range.lowerBound) to "
            + "\(range.upperBound)",
          subcommand: .snapshot)
      }
      return .snapshot(
        inputs: try inputs(positionals, for: .snapshot), options: settings.options, snapshots: settings.snapshots,
        folder: settings.snapshotFolder)
    case .initialize:
      guard positionals.count <= 1 else {
        throw UsageError("unexpected argument '\(positionals[1])'; init takes one folder", subcommand: .initialize)
      }
      return .initialize(folder: positionals.first ?? ".")
    case .schema:
      if let first = positionals.first {
        throw UsageError("unexpected argument '\(first)'; schema takes none", subcommand: .schema)
      }
      return .schema
    case .help:
      guard let topic = positionals.first else { return .help(nil) }
      guard positionals.count == 1 else {
        throw UsageError("unexpected argument '\(positionals[1])'", subcommand: .help)
      }
      guard let topicCommand = Subcommand(rawValue: topic) else {
        throw unknownCommand(topic, reportedFor: .help)
      }
      return .help(topicCommand)
    case .version:
      guard positionals.isEmpty else {
        throw UsageError("unexpected argument '\(positionals[0])'; version takes none", subcommand: .version)
      }
      return .version
    }
  }

  /// `gallery --compare OLD NEW` or `gallery --compare-rev REV FILE`.
  private static func comparison(_ positionals: [String], settings: CommandSettings) throws(UsageError) -> Command {
    var snapshots = SnapshotOptions(scales: [2])
    snapshots.chromium = settings.snapshots.chromium
    let folder = settings.options.outputDirectory
    if let revision = settings.compareRevision {
      guard !settings.comparesFiles else {
        throw UsageError(
          "options '--compare' and '--compare-rev' cannot be used together; give two files, or one and a revision",
          subcommand: .gallery)
      }
      guard positionals.count == 1 else {
        throw UsageError(
          "--compare-rev takes one file, compared with itself at '\(revision)'; got \(positionals.count)",
          subcommand: .gallery)
      }
      return .compare(
        old: .revision(revision, of: positionals[0]), new: .file(positionals[0]), options: settings.options,
        snapshots: snapshots, folder: folder)
    }
    guard positionals.count == 2 else {
      throw UsageError("--compare takes two files, the old and the new; got \(positionals.count)", subcommand: .gallery)
    }
    return .compare(
      old: .file(positionals[0]), new: .file(positionals[1]), options: settings.options, snapshots: snapshots,
      folder: folder)
  }

  /// The inputs of a command that reads definitions: at least one.
  private static func inputs(_ positionals: [String], for subcommand: Subcommand) throws(UsageError) -> [String] {
    guard !positionals.isEmpty else {
      throw UsageError("missing <input>: give at least one definition file or folder", subcommand: subcommand)
    }
    return positionals
  }

  /// The one file `render` renders.
  private static func file(_ positionals: [String]) throws(UsageError) -> String {
    guard let file = positionals.first else {
      throw UsageError("missing <file>: give the definition file to render", subcommand: .render)
    }
    guard positionals.count == 1 else {
      throw UsageError("unexpected argument '\(positionals[1])'; render takes one file", subcommand: .render)
    }
    return file
  }

  /// What `render` writes: a fragment, a standalone page, or, with a base
  /// URL and without `--standalone`, a page linking to the site there. A
  /// page linking to a stylesheet beside it is of no use on standard
  /// output, so that is never the result.
  private static func renderFormat(_ settings: CommandSettings) throws(UsageError) -> PageFormat {
    switch (settings.writesFragment, settings.options.standalone) {
    case (true, true):
      throw UsageError(
        "options '--fragment' and '--standalone' cannot be used together; a fragment is not a whole page",
        subcommand: .render)
    case (true, false):
      guard settings.options.baseURL == nil else {
        throw UsageError(
          "option '--base-url' does not apply to '--fragment'; a fragment links to no stylesheet or page",
          subcommand: .render)
      }
      return .fragment
    case (false, true):
      return .standalone
    case (false, false):
      return settings.options.baseURL == nil ? .standalone : .page
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

  /// A value that is not one of the `accepted` ones: the accepted values,
  /// after the closest of them when one is close enough to be what was
  /// meant.
  private static func invalidChoice(
    _ text: String, for spec: OptionSpec, named placeholder: String, among accepted: [String],
    _ subcommand: Subcommand
  ) -> UsageError {
    var message = "invalid value '\(text)' for '\(spec.name) <\(placeholder)>'; "
    if let suggestion = Suggestion.closest(to: text, among: accepted) {
      message += "did you mean '\(suggestion)'? "
    }
    message += "expected \(Suggestion.list(accepted))"
    return UsageError(message, subcommand: subcommand)
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
