/// Why snapshots could not be taken: each says what to do about it.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No Chromium was found: `searched` lists the names and paths tried.
  case chromiumMissing(searched: [String])
  /// The Chromium named by the option or the environment is not an
  /// executable file.
  case chromiumNotExecutable(path: String)
  /// Chromium could not be started, or stopped answering: `detail` says
  /// how, with the last lines it printed when there are any.
  case chromiumFailed(detail: String)
  /// Chromium took longer than `seconds` over `what`, and was stopped.
  case timedOut(what: String, seconds: Int)
  /// A snapshot could not be written to `path`.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .chromiumMissing(let searched):
      "listpress snapshot needs Chromium, and none was found (looked for \(searched.joined(separator: ", ")) on PATH). "
        + "Install it (Debian and Ubuntu: sudo apt-get install chromium), or name it with --chromium <path> "
        + "or the LISTPRESS_CHROMIUM environment variable."
    case .chromiumNotExecutable(let path):
      "cannot run Chromium at '\(path)': no executable file there (named by --chromium or LISTPRESS_CHROMIUM)"
    case .chromiumFailed(let detail):
      "Chromium failed: \(detail)"
    case .timedOut(let what, let seconds):
      "Chromium took more than \(seconds) s over \(what) and was stopped"
    case .cannotWrite(let path, let reason):
      "cannot write '\(path)': \(reason)"
    }
  }
}
