import Foundation

/// Where the Chromium that takes snapshots is: the path given with
/// `--chromium`, else the one `LISTPRESS_CHROMIUM` names, else the first of
/// the usual names found on `PATH`.
public struct ChromiumExecutable: Hashable, Sendable {
  /// The executable's path.
  public let path: String

  /// The names looked for on `PATH`, in order: Debian's and Fedora's
  /// package, Ubuntu's older one, and Google's builds.
  public static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

  /// The environment variable that names an executable.
  public static let environmentVariable = "LISTPRESS_CHROMIUM"

  /// Finds Chromium: `named` (from the command line) first, then
  /// `environment[LISTPRESS_CHROMIUM]`, then `names` along
  /// `environment["PATH"]`.
  public static func locate(
    named: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> ChromiumExecutable {
    if let given = named ?? environment[environmentVariable].flatMap({ $0.isEmpty ? nil : $0 }) {
      guard given.contains("/") else {
        guard let found = search(given, along: environment["PATH"]) else {
          throw .chromiumNotExecutable(path: given)
        }
        return ChromiumExecutable(path: found)
      }
      guard isExecutableFile(given) else { throw .chromiumNotExecutable(path: given) }
      return ChromiumExecutable(path: given)
    }
    for name in names {
      if let found = search(name, along: environment["PATH"]) { return ChromiumExecutable(path: found) }
    }
    throw .chromiumMissing(searched: names)
  }

  private static func search(_ name: String, along path: String?) -> String? {
    for folder in (path ?? "/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
      let candidate = folder + "/" + name
      if isExecutableFile(candidate) { return candidate }
    }
    return nil
  }

  private static func isExecutableFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
      && FileManager.default.isExecutableFile(atPath: path)
  }
}
