import ListPressKit

/// One option a command accepts, described once for both the parser and the
/// help text.
struct OptionSpec: Sendable {
  /// What giving the option does.
  enum Effect: Sendable {
    /// Turns a switch of the settings on.
    case flag(WritableKeyPath<CommandSettings, Bool> & Sendable)
    /// Sets a value of the settings; `placeholder` names it in help.
    case value(placeholder: String, WritableKeyPath<CommandSettings, String> & Sendable)
    /// Sets a value of the settings that is `nil` until the option is
    /// given; `placeholder` names it in help.
    case optionalValue(placeholder: String, WritableKeyPath<CommandSettings, String?> & Sendable)
    /// Sets a number of the settings, which must be a positive integer of
    /// at most `maximum`.
    case positiveInteger(placeholder: String, maximum: Int, WritableKeyPath<CommandSettings, Int> & Sendable)
    /// Sets the base URL of the settings, which must pass `BaseURLRule`.
    case baseURL(WritableKeyPath<CommandSettings, String?> & Sendable)
    /// Sets the colour scheme of the settings, which must be one of
    /// ``colorSchemes``.
    case colorScheme(WritableKeyPath<CommandSettings, ColorScheme?> & Sendable)
    /// Sets the id prefix of the settings, which `FragmentIDs` must accept.
    case idPrefix(WritableKeyPath<CommandSettings, String?> & Sendable)
    /// Sets a port number of the settings, from 0 to 65535.
    case port(WritableKeyPath<CommandSettings, Int> & Sendable)
    /// Sets an address of the settings, which must be an IPv4 or IPv6
    /// address written as numbers.
    case address(WritableKeyPath<CommandSettings, String> & Sendable)
    /// Sets the snapshot scales of the settings: a comma-separated list of
    /// numbers in ``SnapshotOptions/scaleRange``.
    case scales(WritableKeyPath<CommandSettings, [Int]> & Sendable)
    /// Sets the snapshot colour schemes of the settings: a comma-separated
    /// list of `light` and `dark`.
    case appearances(WritableKeyPath<CommandSettings, [SnapshotAppearance]> & Sendable)
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
    switch effect {
    case .value(let placeholder, _), .optionalValue(let placeholder, _), .positiveInteger(let placeholder, _, _):
      return "\(names) <\(placeholder)>"
    case .baseURL: return "\(names) <url>"
    case .colorScheme: return "\(names) <scheme>"
    case .idPrefix: return "\(names) <prefix>"
    case .port: return "\(names) <port>"
    case .address: return "\(names) <address>"
    case .scales: return "\(names) <scales>"
    case .appearances: return "\(names) <schemes>"
    case .flag, .showHelp, .showVersion: return names
    }
  }

  static let output = OptionSpec(
    name: "--output", shortName: "-o", effect: .value(placeholder: "dir", \.options.outputDirectory),
    help: "Folder the site is written to (default: _site).")
  static let jobs = OptionSpec(
    name: "--jobs", shortName: "-j",
    effect: .positiveInteger(placeholder: "n", maximum: BuildOptions.maximumJobs, \.options.jobs),
    help: "Build this many definitions at once, at most \(BuildOptions.maximumJobs) (default: one per core).")
  static let watch = OptionSpec(
    name: "--watch", shortName: "-w", effect: .flag(\.watches),
    help: "Keep running, and rebuild after every change to the inputs.")
  static let templates = OptionSpec(
    name: "--templates", effect: .optionalValue(placeholder: "dir", \.options.templatesDirectory),
    help: "Use the templates of this folder in place of the built-in ones, file by file.")
  static let baseURL = OptionSpec(
    name: "--base-url", effect: .baseURL(\.options.baseURL),
    help: "Where the site is served when not at the root (an http: or https: URL, or a path starting with /): "
      + "link to the stylesheet and index under it.")
  static let standalone = OptionSpec(
    name: "--standalone", effect: .flag(\.options.standalone),
    help: "Make pages that need no other file: styles, symbols and images inside each page.")
  static let gallery = OptionSpec(
    name: "--gallery", effect: .flag(\.options.writesGallery),
    help: "Write a design review of every list: every appearance, light and dark, normal and editing.")
  static let fragments = OptionSpec(
    name: "--fragments", effect: .flag(\.options.writesFragments),
    help: "Also write the fragment of every list beside its page (NAME.fragment.html), linked to one shared "
      + "stylesheet, to paste into pages made by other tools.")
  static let fragment = OptionSpec(
    name: "--fragment", effect: .flag(\.writesFragment),
    help: "Write only the list, with its styles scoped to it, to paste into another page.")
  static let idPrefix = OptionSpec(
    name: "--id-prefix", effect: .idPrefix(\.idPrefix),
    help: "Start every id in the fragment, and every link to one, with this (default: the file's name and '-'), "
      + "so that fragments of two lists can share a page.")
  static let port = OptionSpec(
    name: "--port", effect: .port(\.port),
    help: "Listen on this port, or on the next free one when it is taken (default: 8000; 0 lets the system choose).")
  static let bind = OptionSpec(
    name: "--bind", effect: .address(\.bindAddress),
    help: "Listen on this IPv4 or IPv6 address (default: 127.0.0.1, which only this machine can reach).")
  static let open = OptionSpec(
    name: "--open", effect: .flag(\.opensBrowser),
    help: "Open the site in the browser once it is built.")
  static let unsafe = OptionSpec(
    name: "--unsafe", effect: .flag(\.options.allowsUnsafeHTML),
    help: "Pass raw HTML in Markdown through, and links with schemes other than http:, https:, mailto: and tel:.")
  static let drafts = OptionSpec(
    name: "--drafts", effect: .flag(\.options.includesDrafts),
    help: "Also build definitions marked 'draft: true'.")
  static let designRequiresCompatibility = OptionSpec(
    name: "--design-requires-compatibility", effect: .flag(\.options.designRequiresCompatibility),
    help: "Draw lists that do not choose a design in the classic iOS 14-18 design, as UIKit does for an app that "
      + "sets UIDesignRequiresCompatibility, rather than in the iOS 26 design.")
  static let colorScheme = OptionSpec(
    name: "--color-scheme", effect: .colorScheme(\.options.colorScheme),
    help: "Draw every page in this colour scheme, whatever its colorScheme key says: light, dark, or auto "
      + "(the reader's setting).")
  /// The values `--color-scheme` accepts, in the order messages list them.
  static let colorSchemes: [ColorScheme] = [.light, .dark, .auto]
  static let warningsAsErrors = OptionSpec(
    name: "--warnings-as-errors", effect: .flag(\.options.warningsAsErrors),
    help: "Fail (exit status 1) when there are warnings.")
  static let sourceLines = OptionSpec(
    name: "--source-lines", effect: .flag(\.showsSourceLines),
    help: "Show under each error and warning the line it points at, with a caret under the column, "
      + "even when standard error is not a terminal (on a terminal they are shown by default).")
  static let noSourceLines = OptionSpec(
    name: "--no-source-lines", effect: .flag(\.hidesSourceLines),
    help: "Show errors and warnings one line each, without their source lines, even on a terminal.")
  static let snapshotOutput = OptionSpec(
    name: "--output", shortName: "-o", effect: .value(placeholder: "dir", \.snapshotFolder),
    help: "Folder the images are written to (default: _snapshots).")
  static let scale = OptionSpec(
    name: "--scale", effect: .scales(\.snapshots.scales),
    help: "Device scales to take each image at, separated by commas, from 1 to 4 (default: 2,3).")
  static let appearance = OptionSpec(
    name: "--appearance", effect: .appearances(\.snapshots.appearances),
    help: "Colour schemes to take each image in, separated by commas: light, dark (default: light,dark).")
  static let width = OptionSpec(
    name: "--width", effect: .positiveInteger(placeholder: "px", maximum: SnapshotOptions.widthRange.upperBound, \.snapshots.width),
    help: "Width of the window in CSS pixels, from \(SnapshotOptions.widthRange.lowerBound) to "
      + "\(SnapshotOptions.widthRange.upperBound) (default: 390, an iPhone's); the height is the whole page's.")
  static let docc = OptionSpec(
    name: "--docc", effect: .flag(\.snapshots.namesForDocC),
    help: "Name the images as DocC expects (characters@2x.png, characters~dark@2x.png), "
      + "for @Image(source: \"characters\") in an article.")
  static let snapshotGallery = OptionSpec(
    name: "--gallery", effect: .flag(\.snapshots.includesReviews),
    help: "Also photograph each list's design review page, whole and with every frame drawn, "
      + "\(SnapshotOptions.reviewWidth) px wide (characters-review@2x.png).")
  static let chromium = OptionSpec(
    name: "--chromium", effect: .optionalValue(placeholder: "path", \.snapshots.chromium),
    help: "The Chromium to take the images with (default: the one LISTPRESS_CHROMIUM names, "
      + "else chromium on PATH).")
  static let compare = OptionSpec(
    name: "--compare", effect: .flag(\.comparesFiles),
    help: "Compare two versions of a list, OLD.md and NEW.md: both photographed with Chromium, side by side "
      + "with the changed bands marked, and an overlay of the changed pixels (NAME.compare.html).")
  static let compareRevision = OptionSpec(
    name: "--compare-rev", effect: .optionalValue(placeholder: "rev", \.compareRevision),
    help: "Compare one list with itself as the git revision <rev> had it (HEAD~1, a tag, a branch).")
  static let help = OptionSpec(name: "--help", shortName: "-h", effect: .showHelp, help: "Show this help.")
  static let version = OptionSpec(name: "--version", effect: .showVersion, help: "Show the versions of listpress and of the C libraries it runs with.")
}
