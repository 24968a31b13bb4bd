import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Path arithmetic for the write stage: lexical (on the text of a path) and
/// real (through the file system, following symbolic links).
enum FilePath {
  /// The components of `path` made absolute against the current folder,
  /// with `.` and `..` resolved on the text alone.
  static func absoluteComponents(_ path: String) -> [String] {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var components: [String] = []
    for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(String(component))
      }
    }
    return components
  }

  /// The components of a relative path with `.` and `..` resolved, or
  /// `nil` when the path is absolute or climbs above its starting folder.
  static func containedComponents(_ relativePath: String) -> [String]? {
    guard !relativePath.hasPrefix("/") else { return nil }
    var components: [String] = []
    for component in relativePath.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        guard components.popLast() != nil else { return nil }
      default: components.append(String(component))
      }
    }
    return components
  }

  /// The components of `path` below `root`, lexically, or `nil` when `path`
  /// is not inside `root`.
  static func components(of path: String, below root: String) -> [String]? {
    let path = absoluteComponents(path)
    let root = absoluteComponents(root)
    guard path.count >= root.count, Array(path.prefix(root.count)) == root else { return nil }
    return Array(path.dropFirst(root.count))
  }

  /// The path from the root of the file system, without symbolic links,
  /// or `nil` when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the real path `inner` is `outer` or inside it.
  static func isReal(_ inner: String, inside outer: String) -> Bool {
    inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
  }

  /// The relative path from the folder of the file `from` to the file
  /// `to`, both taken against the current folder: `../Examples/list.md`.
  static func relativePath(from: String, to: String) -> String {
    let start = absoluteComponents(from).dropLast()
    let target = absoluteComponents(to)
    var shared = 0
    while shared < start.count, shared < target.count, start[shared] == target[shared] {
      shared += 1
    }
    return (Array(repeating: "..", count: start.count - shared) + target[shared...]).joined(separator: "/")
  }

  /// The words of the C library for the current `errno`.
  static var lastErrorMessage: String {
    String(cString: strerror(errno))
  }
}
