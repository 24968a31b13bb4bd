import Synchronization
import ListPressSupport

/// The stamps of the files a ``SiteWriter`` wrote, by the path it was
/// given, each taken from the file itself just before it was closed, so
/// that the manifest need not look at every written file again.
///
/// A path written more than once has no stamp here: writes of one path
/// from two threads may finish their renames in one order and record
/// their stamps in the other, so which file stayed is not known. Nor
/// does a file the system would not stamp. The file itself is looked at
/// then, as for a file written by nobody. Any number of threads may use
/// it at once.
final class WrittenStamps: Sendable {
  /// Each path written, and the stamp of what was written there; `nil`
  /// when not known.
  private let stamps = Mutex<[String: FileStamp?]>([:])

  /// Records that `relativePath` was written, with the stamp `stamp`.
  func record(_ stamp: FileStamp?, of relativePath: String) {
    stamps.withLock { stamps in
      stamps[relativePath] = stamps[relativePath] == nil ? .some(stamp) : .some(nil)
    }
  }

  /// The stamp of what was written at `relativePath`, when it was
  /// written once and stamped.
  func stamp(of relativePath: String) -> FileStamp? {
    stamps.withLock { $0[relativePath] ?? nil }
  }

  /// Forgets every stamp: ``stamp(of:)`` is `nil` from now on.
  func forget() {
    stamps.withLock { $0 = [:] }
  }
}
