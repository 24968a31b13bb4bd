#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// What the file system said about a build's definitions, asked once: the
/// real path of each, and the stamp each had when it was found.
///
/// `realpath` reads every component of a path to see whether it is a
/// symbolic link: twenty calls into the system for a definition five
/// folders deep, most of a rebuild in which nothing changed. A definition
/// that is not itself a link is its real folder and its name, so the
/// folder's real path is found once; only a link is resolved whole. The
/// search of a folder looks at each definition anyway, so it records what
/// it saw, and the build stamps the file with that instead of asking
/// again. Discovery and the build share one of these, which forgets
/// everything with the build. Any number of threads may ask at once.
final class InputFileFacts: Sendable {
  /// What the search of a folder saw of a definition: the real path of
  /// its folder, one string that every file of the folder shares, and
  /// its stamp. A build of 5,000 files holds 5,000 of these to its end.
  private struct Sighting {
    var realFolder: String
    var stamp: FileStamp
  }

  private let folders = Mutex<[String: String]>([:])
  private let sightings = Mutex<[String: Sighting]>([:])
  private let resolved = Mutex<[String: String]>([:])

  /// Records what the search of a folder saw of the regular file at
  /// `path`, whose last component is its name: that it is in the folder
  /// whose real path is `realFolder`, with `stamp`.
  func found(_ path: String, inRealFolder realFolder: String, stamp: FileStamp) {
    sightings.withLock { $0[path] = Sighting(realFolder: realFolder, stamp: stamp) }
  }

  /// The path of the file at `path` from the root of the file system,
  /// without symbolic links, or `nil` when there is no such file (`errno`
  /// says why), as `FilePath.realPath` gives it.
  func realPath(ofFile path: String) -> String? {
    if let sighting = sightings.withLock({ $0[path] }) {
      let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
      return (sighting.realFolder == "/" ? "" : sighting.realFolder) + "/" + name
    }
    if let known = resolved.withLock({ $0[path] }) { return known }
    guard let real = resolve(path) else { return nil }
    resolved.withLock { $0[path] = real }
    return real
  }

  /// The stamp of the file at `path`, whose real path is `realPath`: the
  /// one it had when it was found, or else what the file system says now.
  /// A stamp taken before the file is read, either way.
  func stamp(ofFile path: String, realPath: String) -> FileStamp? {
    sightings.withLock { $0[path]?.stamp } ?? FileStamp(path: realPath)
  }

  /// Forgets everything, once no more is asked.
  func forgetAll() {
    folders.withLock { $0 = [:] }
    sightings.withLock { $0 = [:] }
    resolved.withLock { $0 = [:] }
  }

  private func resolve(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    guard (status.st_mode & S_IFMT) != S_IFLNK, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
      return FilePath.realPath(path)
    }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    let name = path[path.index(after: slash)...]
    guard !name.isEmpty, name != ".", name != "..", let realFolder = realPath(ofFolder: folder) else {
      return FilePath.realPath(path)
    }
    return (realFolder == "/" ? "" : realFolder) + "/" + name
  }

  private func realPath(ofFolder folder: String) -> String? {
    if let known = folders.withLock({ $0[folder] }) { return known }
    guard let real = FilePath.realPath(folder) else { return nil }
    folders.withLock { $0[folder] = real }
    return real
  }
}
