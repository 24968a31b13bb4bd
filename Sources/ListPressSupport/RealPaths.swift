#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// The real paths of a build's definitions, with the real path of each
/// folder found once, and each file's once.
///
/// `realpath` reads every component of a path to see whether it is a
/// symbolic link: twenty calls into the system for a definition five
/// folders deep, most of a rebuild in which nothing changed. A definition
/// found in a folder carries its folder's real path (`FileSighting`),
/// and its own is that and its name. Any other that is not itself a link
/// is its real folder and its name, so the folder's real path is found
/// once; only a link is resolved whole. Discovery and the build share one
/// of these, which forgets everything with the build. Any number of
/// threads may ask at once.
package final class RealPaths: Sendable {
  // Keyed by bytes: `café` in NFC and in NFD are two paths.
  private let folders = Mutex<[ExactPath: String]>([:])
  private let files = Mutex<[ExactPath: String]>([:])

  package init() {}

  /// The path of the file at `path` from the root of the file system,
  /// without symbolic links, or `nil` when there is no such file (`errno`
  /// says why), as `FilePath.realPath` gives it.
  package func realPath(ofFile path: String) -> String? {
    resolvedFile(path)?.realPath
  }

  /// ``realPath(ofFile:)``, and what `lstat` said of the file when it is
  /// not itself a symbolic link: then it is what is at the real path too,
  /// and need not be asked of the system again. The file's real path is
  /// not kept (its folder's is): a caller that asks this keeps what it
  /// found itself, as `ImageChecks` does.
  package func resolvedFile(_ path: String) -> (realPath: String, status: stat?)? {
    if let known = files.withLock({ $0[ExactPath(text: path)] }) { return (known, nil) }
    return resolve(path)
  }

  private func resolve(_ path: String) -> (String, stat?)? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    guard (status.st_mode & S_IFMT) != S_IFLNK, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
      return FilePath.realPath(path).map { ($0, nil) }
    }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    let name = path[path.index(after: slash)...]
    guard !name.isEmpty, name != ".", name != "..", let realFolder = realPath(ofFolder: folder) else {
      return FilePath.realPath(path).map { ($0, nil) }
    }
    return ((realFolder == "/" ? "" : realFolder) + "/" + name, status)
  }

  private func realPath(ofFolder folder: String) -> String? {
    let exact = ExactPath(text: folder)
    if let known = folders.withLock({ $0[exact] }) { return known }
    guard let real = FilePath.realPath(folder) else { return nil }
    folders.withLock { $0[exact] = real }
    return real
  }
}
