/// Paths of inputs and images as the manifest keeps them: relative to the
/// output folder's real path, so they survive a change of working folder.
package enum ManifestPath {
  /// The path from the real folder `base` to the real path `path`:
  /// `../Examples/characters.md` for `/site/Examples/characters.md` from
  /// `/site/_site`.
  package static func relative(_ path: String, from base: String) -> String {
    if path.hasPrefix("/"), FilePath.isResolved(path), base == "/" || (base.hasPrefix("/") && FilePath.isResolved(base)) {
      return resolvedRelative(Array(path.utf8), from: base == "/" ? [] : Array(base.utf8))
    }
    let target = FilePath.absoluteSubcomponents(path)
    let origin = FilePath.absoluteSubcomponents(base)
    var shared = 0
    while shared < min(target.count, origin.count), target[shared] == origin[shared] {
      shared += 1
    }
    var relative = ""
    for _ in shared..<origin.count {
      relative += relative.isEmpty ? ".." : "/.."
    }
    for component in target[shared...] {
      if !relative.isEmpty { relative += "/" }
      relative += component
    }
    return relative
  }

  /// ``relative(_:from:)`` of two absolute paths that need no resolving, on
  /// their bytes; the root is `[]`.
  private static func resolvedRelative(_ path: [UInt8], from base: [UInt8]) -> String {
    let slash = UInt8(ascii: "/")
    var common = 0
    while common < path.count, common < base.count, path[common] == base[common] {
      common += 1
    }
    // Where the shared folders end: the slash after the last one.
    let shared: Int
    if common == base.count, common == path.count || path[common] == slash {
      shared = base.count
    } else if common == path.count, base[common] == slash {
      shared = path.count
    } else {
      shared = path[..<common].lastIndex(of: slash) ?? 0
    }
    let climbs = base[shared...].count { $0 == slash }
    var relative: [UInt8] = []
    for _ in 0..<climbs {
      if !relative.isEmpty { relative.append(slash) }
      relative += "..".utf8
    }
    let rest = path[min(shared + 1, path.count)...]
    if !rest.isEmpty {
      if !relative.isEmpty { relative.append(slash) }
      relative += rest
    }
    return String(decoding: relative, as: UTF8.self)
  }

  /// ``absolute(_:from:)`` of each of `relativePaths`, each folder among
  /// them made absolute once: a site's images are in a few folders, and a
  /// rebuild asked this of each of its thousands of images.
  package static func absolute(_ relativePaths: [String], from base: String) -> [String] {
    var folders: [ExactPath: String] = [:]
    return relativePaths.map { path in
      let (folder, name) = split(path)
      guard !name.isEmpty, name != ".", name != ".." else { return absolute(path, from: base) }
      let key = ExactPath(text: folder)
      if folders[key] == nil {
        folders[key] = absolute(folder, from: base)
      }
      let absoluteFolder = folders[key]!
      return absoluteFolder == "/" ? "/" + name : absoluteFolder + "/" + name
    }
  }

  /// The folder and the last component of `path`, a path made by
  /// `relative`: `.` for the folder of a bare name.
  package static func split(_ path: String) -> (folder: String, name: String) {
    path.withUTF8Bytes { bytes in
      guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
      return (slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self), name)
    }
  }

  /// The absolute path of `relativePath`, a path made by `relative`, from
  /// the real folder `base`.
  package static func absolute(_ relativePath: String, from base: String) -> String {
    guard base.hasPrefix("/") else {
      return "/" + FilePath.absoluteComponents(base + "/" + relativePath).joined(separator: "/")
    }
    // On bytes: a rebuild asks this of every image of every unchanged page.
    return FilePath.lexicallyResolved(base + "/" + relativePath)
  }
}
