import Synchronization
import ListPressSupport

/// The stamps of files that many definitions' records name, each taken
/// once per build: an image that 300 pages show is looked at once, not
/// 300 times, when a rebuild finds those pages unchanged.
///
/// A stamp taken early in a build stays what the build goes by: a file
/// that this build writes is recorded with the stamp it is given then
/// (see `SiteOutputs.saveManifest()`), not with one from here. Any number
/// of threads may ask at once.
final class FileStamps: Sendable {
  // Keyed by bytes, as the file system tells paths apart.
  private let stamps = Mutex<[ExactPath: FileStamp?]>([:])

  /// Creates an empty table.
  init() {}

  /// The stamp of the file at `path` (following symbolic links), or `nil`
  /// when there is no regular file there, as `FileStamp(path:)` gives it.
  func stamp(of path: String) -> FileStamp? {
    let exact = ExactPath(text: path)
    if let known = stamps.withLock({ $0[exact] }) { return known }
    let stamp = FileStamp(path: path)
    stamps.withLock { $0[exact] = stamp }
    return stamp
  }
}
