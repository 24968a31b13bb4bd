import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Path arithmetic for the write stage: lexical (on the text of a path) and
/// real (through the file system, following symbolic links).
package enum FilePath {
  /// The components of `path` made absolute against the current folder,
  /// with `.` and `..` resolved on the text alone.
  package static func absoluteComponents(_ path: String) -> [String] {
    absoluteSubcomponents(path).map(String.init)
  }

  /// ``absoluteComponents(_:)`` as slices of one string, which makes no
  /// string per component.
  static func absoluteSubcomponents(_ path: String) -> [Substring] {
    let absolute = path.hasPrefix("/") ? path : currentFolder + "/" + path
    var components: [Substring] = []
    for component in slashSeparated(absolute) {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return components
  }

  /// `path`, an absolute path, with its `.`, `..` and empty components
  /// resolved on its text: `"/" + absoluteComponents(path).joined(separator: "/")`,
  /// found on its bytes without a string per component (a build asks this
  /// of every image reference of every page).
  package static func lexicallyResolved(_ path: String) -> String {
    var path = path
    return path.withUTF8 { bytes in
      // A slash is added before a relative path's first component.
      String(unsafeUninitializedCapacity: bytes.count + 1) { resolved in
        // Components are copied down in place; `count` is the length so
        // far, and a `..` goes back to the slash before the last one.
        var count = 0
        var start = 0
        while start <= bytes.count {
          var end = start
          while end < bytes.count, bytes[end] != slash { end += 1 }
          let length = end - start
          if length == 2, bytes[start] == dot, bytes[start + 1] == dot {
            while count > 0, resolved[count - 1] != slash { count -= 1 }
            if count > 0 { count -= 1 }
          } else if length > 0, !(length == 1 && bytes[start] == dot) {
            resolved[count] = slash
            count += 1
            (resolved.baseAddress! + count).update(from: bytes.baseAddress! + start, count: length)
            count += length
          }
          start = end + 1
        }
        if count == 0 {
          resolved[0] = slash
          count = 1
        }
        return count
      }
    }
  }

  /// The part of `path` below `root`, both absolute and lexically resolved
  /// (``lexicallyResolved(_:)``), compared byte for byte: `""` for the root
  /// itself, `nil` when `path` is not inside it.
  package static func subpath(of path: String, below root: String) -> Substring? {
    guard let start = subpathStart(of: path, below: root) else { return nil }
    let bytes = path.utf8
    return Substring(bytes[bytes.index(bytes.startIndex, offsetBy: start)...])
  }

  /// Where ``subpath(of:below:)`` starts in `path`, in UTF-8 bytes,
  /// compared on the two paths' buffers: a build asks it of every image
  /// reference and every definition.
  private static func subpathStart(of path: String, below root: String) -> Int? {
    var path = path
    var root = root
    return root.withUTF8 { root in
      path.withUTF8 { path -> Int? in
        guard path.count >= root.count, path[..<root.count].elementsEqual(root) else { return nil }
        guard path.count > root.count, root.last != slash else { return root.count }
        return path[root.count] == slash ? root.count + 1 : nil
      }
    }
  }

  /// The components of `path` with `.` and `..` resolved on its text, or
  /// `nil` when a `..` climbs above the path's start, where only the
  /// current folder (or, for an absolute path, the root's own `..`) can
  /// tell what it means.
  private static func lexicalSubcomponents(_ path: String) -> [Substring]? {
    var components: [Substring] = []
    for component in slashSeparated(path) {
      switch component {
      case ".": continue
      case "..": guard components.popLast() != nil else { return nil }
      default: components.append(component)
      }
    }
    return components
  }

  /// The non-empty parts of `path` between slashes. Split on its bytes: a
  /// slash is one byte, and splitting on characters would weigh every
  /// character of the path as a possible cluster of several.
  private static func slashSeparated(_ path: String) -> [Substring] {
    var parts: [Substring] = []
    let utf8 = path.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "/") {
        if start != index { parts.append(path[start..<index]) }
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start != utf8.endIndex { parts.append(path[start..<utf8.endIndex]) }
    return parts
  }

  /// The current folder, from the C library.
  private static var currentFolder: String {
    guard let folder = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
    defer { free(folder) }
    return String(cString: folder)
  }

  /// The components of a relative path with `.` and `..` resolved, or
  /// `nil` when the path is absolute or climbs above its starting folder.
  package static func containedComponents(_ relativePath: String) -> [String]? {
    guard !relativePath.hasPrefix("/") else { return nil }
    var components: [String] = []
    for component in slashSeparated(relativePath) {
      switch component {
      case ".": continue
      case "..":
        guard components.popLast() != nil else { return nil }
      default: components.append(String(component))
      }
    }
    return components
  }

  /// Whether `path` is already what resolving it on its text gives: it
  /// has no empty component (`//`, a slash at the end), no `.` and no `..`.
  /// The root (`/`) and the empty path are not.
  static func isResolved(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      guard let last = bytes.last, last != slash else { return false }
      var componentStart = bytes[0] == slash ? 1 : 0
      for index in componentStart...bytes.count where index == bytes.count || bytes[index] == slash {
        let component = bytes[componentStart..<index]
        if component.isEmpty || (component.count <= 2 && component.allSatisfy { $0 == UInt8(ascii: ".") }) {
          return false
        }
        componentStart = index + 1
      }
      return true
    }
  }

  private static let slash = UInt8(ascii: "/")
  private static let dot = UInt8(ascii: ".")

  /// The components of `path` below `root`, lexically, or `nil` when `path`
  /// is not inside `root`.
  package static func components(of path: String, below root: String) -> [String]? {
    // Paths that need no resolving compare as they are written.
    if path.hasPrefix("/") == root.hasPrefix("/"), isResolved(path), isResolved(root) {
      guard var rest = subpath(of: path, below: root) else { return nil }
      return rest.withUTF8 { $0.split(separator: slash).map { String(decoding: $0, as: UTF8.self) } }
    }
    // Two relative paths start from the same folder, so they compare as
    // they are, unless one climbs out of it; only then is the current
    // folder needed.
    let lexical =
      path.hasPrefix("/") == root.hasPrefix("/")
      ? lexicalSubcomponents(path).flatMap { path in lexicalSubcomponents(root).map { (path, $0) } } : nil
    let (path, root) = lexical ?? (absoluteSubcomponents(path), absoluteSubcomponents(root))
    guard path.count >= root.count, path.prefix(root.count).elementsEqual(root) else { return nil }
    return path.dropFirst(root.count).map(String.init)
  }

  /// The path from the root of the file system, without symbolic links,
  /// or `nil` when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the real path `inner` is `outer` or inside it.
  /// Compared byte for byte, as the file system compares paths.
  package static func isReal(_ inner: String, inside outer: String) -> Bool {
    guard inner.utf8.starts(with: outer.utf8) else { return false }
    let rest = inner.utf8.dropFirst(outer.utf8.count)
    return rest.isEmpty || outer.utf8.last == slash || rest.first == slash
  }

  /// The relative path from the folder of the file `from` to the file
  /// `to`, both taken against the current folder: `../Examples/list.md`.
  package static func relativePath(from: String, to: String) -> String {
    let start = absoluteComponents(from).dropLast()
    let target = absoluteComponents(to)
    var shared = 0
    while shared < start.count, shared < target.count, start[shared] == target[shared] {
      shared += 1
    }
    return (Array(repeating: "..", count: start.count - shared) + target[shared...]).joined(separator: "/")
  }

  /// The words of the C library for the current `errno`.
  package static var lastErrorMessage: String {
    String(cString: strerror(errno))
  }
}
