import ListPressKit

/// One option a command accepts, described once for both the parser and the
/// help text.
struct OptionSpec: Sendable {
  /// What giving the option does.
  enum Effect: Sendable {
    /// Turns a switch of the build options on.
    case flag(WritableKeyPath<BuildOptions, Bool> & Sendable)
    /// Sets a value of the build options; `placeholder` names it in help.
    case value(placeholder: String, WritableKeyPath<BuildOptions, String> & Sendable)
    /// Shows the help of the command instead of running it.
    case showHelp
    /// Shows the version instead of running the command.
    case showVersion
  }

  /// The long name, with its dashes: `--output`.
  var name: String
  /// The short name, with its dash, if there is one: `-o`.
  var shortName: String?
  /// What the option does.
  var effect: Effect
  /// One line of help.
  var help: String

  /// Every spelling that selects this option.
  var spellings: [String] { [shortName, name].compactMap { $0 } }

  /// How the option is written in help and messages: `-o, --output <dir>`.
  var signature: String {
    let names = spellings.joined(separator: ", ")
    guard case .value(let placeholder, _) = effect else { return names }
    return "\(names) <\(placeholder)>"
  }

  static let output = OptionSpec(
    name: "--output", shortName: "-o", effect: .value(placeholder: "dir", \.outputDirectory),
    help: "Folder the site is written to (default: _site).")
  static let unsafe = OptionSpec(
    name: "--unsafe", effect: .flag(\.allowsUnsafeHTML),
    help: "Pass raw HTML and unsafe link schemes in Markdown through.")
  static let drafts = OptionSpec(
    name: "--drafts", effect: .flag(\.includesDrafts),
    help: "Also build definitions marked 'draft: true'.")
  static let warningsAsErrors = OptionSpec(
    name: "--warnings-as-errors", effect: .flag(\.warningsAsErrors),
    help: "Fail (exit status 1) when there are warnings.")
  static let help = OptionSpec(name: "--help", shortName: "-h", effect: .showHelp, help: "Show this help.")
  static let version = OptionSpec(name: "--version", effect: .showVersion, help: "Show the version.")
}
