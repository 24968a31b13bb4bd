#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder held open by its descriptor, so that what is made, replaced
/// and removed in it is named relative to the folder itself (`openat`,
/// `renameat`, `unlinkat`): whatever later happens to the path that led
/// to it (a folder on the way replaced by a symbolic link), it is this
/// folder that is written. Closed when the last reference goes. Any
/// number of threads may use one at once.
package final class OpenFolder: Sendable {
  /// The descriptor, open for reading.
  package let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The folder at `path`, which must not itself be a symbolic link, or
  /// `nil` (and `errno`) when it cannot be opened.
  package convenience init?(path: String) {
    self.init(in: AT_FDCWD, named: path)
  }

  /// The folder `name` in the open folder `parent` (`AT_FDCWD` for the
  /// current folder), not followed if it is a symbolic link, or `nil` with
  /// `errno` set.
  private convenience init?(in parent: Int32, named name: String) {
    guard !name.utf8.contains(0) else {
      errno = EINVAL
      return nil
    }
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.init(descriptor: descriptor)
  }

  /// What is in a folder's place.
  package enum Entry {
    /// A folder, now open.
    case folder(OpenFolder)
    /// Nothing.
    case missing
    /// A symbolic link, not followed.
    case symbolicLink
    /// A file or anything else that is not a folder.
    case other
    /// The system refused, for the reason `errno` gave.
    case failed(Int32)
  }

  /// What is at `name` in this folder, opened when it is a folder; with
  /// `creating`, a folder is made where there is nothing.
  package func subfolder(_ name: String, creating: Bool) -> Entry {
    if let folder = OpenFolder(in: descriptor, named: name) { return .folder(folder) }
    var failure = errno
    if failure == ENOENT, creating {
      if mkdirat(descriptor, name, 0o755) == 0 || errno == EEXIST {
        if let folder = OpenFolder(in: descriptor, named: name) { return .folder(folder) }
      }
      failure = errno
    }
    if failure == ENOENT { return .missing }
    var status = stat()
    guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .failed(failure) }
    switch status.st_mode & S_IFMT {
    case S_IFLNK: return .symbolicLink
    case S_IFDIR: return .failed(failure)
    default: return .other
    }
  }

  /// What `lstat` says of `name` in this folder, or `nil` when there is
  /// nothing there.
  package func status(of name: String) -> stat? {
    var status = stat()
    guard !name.utf8.contains(0), fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return status
  }

  /// The names in this folder, `.` and `..` left out, in no order.
  func names() -> [String] {
    let copy = dup(descriptor)
    guard copy >= 0 else { return [] }
    guard let directory = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(directory) }
    // The copy shares its position with the descriptor: start at the top.
    rewinddir(directory)
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }
}
