import FoundationEssentials
import ListPressKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inputs a command line names, checked to exist before anything runs:
/// a file or folder that is not there is wrong usage (status 2), like a
/// missing option value, not a problem found in a definition (status 1).
enum InputPaths {
  /// The first of `command`'s inputs that does not exist (a link leading
  /// nowhere does not), as a usage error of `subcommand`, with a
  /// did-you-mean among the names in its folder; `nil` when all exist.
  static func missing(in command: Command, for subcommand: Subcommand?) -> UsageError? {
    guard let missing = inputs(of: command).first(where: { !exists($0) }) else { return nil }
    var message = "no such file or folder '\(missing)'"
    if let suggestion = closestSibling(of: missing) {
      message += "; did you mean '\(suggestion)'?"
    }
    return UsageError(message, subcommand: subcommand)
  }

  /// The paths a command reads definitions from.
  private static func inputs(of command: Command) -> [String] {
    switch command {
    case .build(let inputs, _, _), .check(let inputs, _), .serve(let inputs, _, _), .snapshot(let inputs, _, _, _): inputs
    case .render(let file, _, _, _): [file]
    case .compare(let old, let new, _, _, _): [old, new].compactMap { if case .file(let path) = $0 { path } else { nil } }
    case .initialize, .schema, .help, .version: []
    }
  }

  /// Whether something is at `path`, following links.
  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 || (errno != ENOENT && errno != ENOTDIR)
  }

  /// `path` with its last name replaced by the closest name in its folder,
  /// when one is close; `nil` when the folder cannot be read.
  private static func closestSibling(of path: String) -> String? {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    let slash = trimmed.lastIndex(of: "/")
    let folder = slash.map { trimmed[..<$0].isEmpty ? "/" : String(trimmed[..<$0]) } ?? "."
    let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
    guard !name.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
      let closest = Suggestion.closest(to: name, among: names.filter { !$0.hasPrefix(".") }.sorted())
    else { return nil }
    return slash.map { String(trimmed[...$0]) + closest } ?? closest
  }
}
