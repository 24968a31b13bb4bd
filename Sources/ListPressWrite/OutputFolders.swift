import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folders below an output folder that a ``SiteWriter`` has opened,
/// kept open for the writer's life (one build), by their path below the
/// output folder: each is opened, and made, once, not once for every file
/// written into it.
///
/// Only a folder reached without a symbolic link on the way is kept, and
/// one is handed out again only while it is still where it was opened:
/// the system's own name for the open folder (its link in
/// `/proc/self/fd`, read with one call through that folder, held open)
/// must still be the real path it was opened at. A folder moved, removed, or replaced by a
/// symbolic link since is let go, and the caller opens its path again
/// from the output folder, as if it had never been opened; so a write
/// sees what is there now, as when each write opened every folder.
///
/// Where the system has no such name for an open folder (no `/proc`),
/// or it is not the output folder's real path, nothing is kept. So that a
/// site of many folders cannot run the process out of descriptors, at
/// most ``capacity`` folders are kept (an eighth of the descriptors the
/// process may open, and no more than 256); when one more is opened, all
/// are let go and keeping starts again (pages are written folder by
/// folder, so a folder is seldom opened twice). Any number of threads may
/// use it at once; two that open the same folder at once both keep it,
/// the later one staying.
final class OutputFolders: Sendable {
  /// A folder kept open, and where it must still be.
  private struct Kept: Sendable {
    let folder: OpenFolder
    /// The folder's real path, as the system names it.
    let path: [UInt8]
    /// The name of the folder's link in `/proc/self/fd`: its descriptor.
    let link: String
  }

  /// `/proc/self/fd`, held open so that reading a link in it looks up one
  /// name, not four: `readlink` of a whole `/proc/self/fd/N` path took
  /// 3.7 µs and `readlinkat` of `N` 2.6 µs, once for every file written.
  /// `nil` where there is no such folder; nothing is kept then.
  private let descriptorLinks: OpenFolder?

  /// The output folder's real path; `nil` when nothing is kept.
  private let realOutputDirectory: String?
  /// How many folders are kept at most.
  private let capacity: Int
  private let kept = Mutex<[[String]: Kept]>([:])

  /// The folders below `root`, the output folder opened at its real path
  /// `realOutputDirectory`.
  init(below root: OpenFolder, at realOutputDirectory: String) {
    descriptorLinks = OpenFolder(path: "/proc/self/fd")
    let named = Self.isNamed(link: Self.link(of: root), Array(realOutputDirectory.utf8), in: descriptorLinks)
    self.realOutputDirectory = named ? realOutputDirectory : nil
    capacity = Self.capacity(openFiles: Self.openFileLimit)
  }

  /// How many folders are kept when the process may open `openFiles`
  /// descriptors at once.
  private static func capacity(openFiles: Int) -> Int {
    min(256, openFiles / 8)
  }

  /// How many descriptors the process may open at once (its soft limit).
  private static var openFileLimit: Int {
    var limit = rlimit()
    guard getrlimit(openFilesResource, &limit) == 0 else { return 0 }
    // No limit (`RLIM_INFINITY`) is the largest number.
    return Int(clamping: limit.rlim_cur)
  }

  /// The folder kept for `components` below the output folder, when it is
  /// still there; `nil` when none is kept, or the one kept is no longer
  /// there (it is then let go).
  func folder(at components: ArraySlice<String>) -> OpenFolder? {
    guard realOutputDirectory != nil, !components.isEmpty else { return nil }
    let key = Array(components)
    guard let entry = kept.withLock({ $0[key] }) else { return nil }
    if Self.isNamed(link: entry.link, entry.path, in: descriptorLinks) { return entry.folder }
    kept.withLock { kept in
      if kept[key]?.folder === entry.folder { kept[key] = nil }
    }
    return nil
  }

  /// Keeps `folder`, just opened without following a symbolic link, for
  /// `components` below the output folder.
  func keep(_ folder: OpenFolder, at components: ArraySlice<String>) {
    guard let realOutputDirectory, !components.isEmpty else { return }
    let separator = realOutputDirectory.hasSuffix("/") ? "" : "/"
    let path = realOutputDirectory + separator + components.joined(separator: "/")
    let entry = Kept(folder: folder, path: Array(path.utf8), link: Self.link(of: folder))
    kept.withLock { kept in
      if kept.count >= capacity {
        kept.removeAll(keepingCapacity: true)
      }
      if capacity > 0 {
        kept[Array(components)] = entry
      }
    }
  }

  /// The name of `folder`'s link in `/proc/self/fd`.
  private static func link(of folder: OpenFolder) -> String {
    String(folder.descriptor)
  }

  /// Whether the system names the open folder whose link in
  /// `/proc/self/fd` (open as `links`) is `link` `path` now.
  private static func isNamed(link: String, _ path: [UInt8], in links: OpenFolder?) -> Bool {
    #if os(Linux)
      guard let links else { return false }
      // One byte more than the path: a longer name does not fit and differs.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: path.count + 1) { buffer in
        let name = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
        let count = readlinkat(links.descriptor, link, name, buffer.count)
        return count == path.count && buffer.prefix(count).elementsEqual(path)
      }
    #else
      return false
    #endif
  }
}

#if canImport(Glibc)
  /// `RLIMIT_NOFILE`, as `getrlimit` takes it from Swift.
  private let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#else
  private let openFilesResource = RLIMIT_NOFILE
#endif
