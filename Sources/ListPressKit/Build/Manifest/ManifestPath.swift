/// Paths of inputs and images as the manifest keeps them: relative to the
/// output folder's real path, so they survive a change of working folder.
enum ManifestPath {
  /// The path from the real folder `base` to the real path `path`:
  /// `../Examples/characters.md` for `/site/Examples/characters.md` from
  /// `/site/_site`.
  static func relative(_ path: String, from base: String) -> String {
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

  /// The absolute path of `relativePath`, a path made by `relative`, from
  /// the real folder `base`.
  static func absolute(_ relativePath: String, from base: String) -> String {
    "/" + FilePath.absoluteComponents(base + "/" + relativePath).joined(separator: "/")
  }
}
