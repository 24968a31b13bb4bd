#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the file system says about a file without reading it: its size, the
/// time it was last modified (to the nanosecond) and its inode.
///
/// When a file's stamp is the one recorded at the last build, the file is
/// taken as unchanged without reading it. Any write changes the
/// modification time, and a file replaced by a rename (as editors and
/// `git checkout` do) gets a new inode.
///
/// A stamp is only trusted once the file has been left alone for a while:
/// file systems keep modification times in coarse ticks, so a file written
/// again within the tick in which it was stamped, to the same size, would
/// keep its stamp. A file modified in the last two seconds is recorded
/// without a stamp, and the next build reads and hashes it (as Git does
/// with "racily clean" files).
package struct FileStamp: Hashable, Sendable {
  /// The size in bytes.
  package var size: Int64
  /// The modification time, in nanoseconds since 1970.
  package var modified: Int64
  /// The inode number.
  package var inode: UInt64

  /// A stamp of these values, as a manifest records them.
  package init(size: Int64, modified: Int64, inode: UInt64) {
    self.size = size
    self.modified = modified
    self.inode = inode
  }

  /// The stamp of the file at `path` (following symbolic links), or `nil`
  /// when there is no regular file there.
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The stamp of the file `name` in the open folder `folder` (following
  /// symbolic links), or `nil` when there is no regular file there: the
  /// system looks up one name, not every folder of a long path.
  package init?(named name: String, in folder: Int32) {
    var status = stat()
    guard fstatat(folder, name, &status, 0) == 0 else { return nil }
    self.init(status)
  }

  /// The stamp in what `stat` said of a file, or `nil` when it is not a
  /// regular file.
  package init?(_ status: stat) {
    guard (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
    #else
      modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    #endif
    inode = UInt64(status.st_ino)
  }

  /// How long a file must have been left alone for its stamp to be trusted.
  static let settlingTime: Int64 = 2_000_000_000

  /// Whether the file was last modified long enough ago that a later write
  /// is sure to change its modification time.
  package var isSettled: Bool {
    modified <= Self.now - Self.settlingTime
  }

  /// The current time, as modification times count it: nanoseconds since 1970.
  package static var now: Int64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }
}
