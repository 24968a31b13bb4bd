import Foundation

/// Writing the images (and the compare page's files) into their folder:
/// each file in one step, and never through a link that could lead out of
/// the folder.
package enum SnapshotFiles {
  /// Writes `bytes` to `path` inside `folder` in one step, making its folders
  /// when needed; never through a link, which could lead out of `folder`
  /// (the file itself, if a link, is replaced, not followed).
  package static func write(_ bytes: Data, to path: String, in folder: URL) throws(SnapshotError) {
    let file = folder.appendingPathComponent(path)
    // Checked before the folders are made (making them would follow a
    // link) and after (one could have appeared meanwhile).
    guard !crossesLink(path, in: folder) else {
      throw .cannotWrite(path: file.path, reason: "a folder on the way is a symbolic link")
    }
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: file.path, reason: error.localizedDescription)
    }
    guard !crossesLink(path, in: folder) else {
      throw .cannotWrite(path: file.path, reason: "a folder on the way is a symbolic link")
    }
    do {
      try bytes.write(to: file, options: .atomic)
    } catch {
      throw .cannotWrite(path: file.path, reason: error.localizedDescription)
    }
  }

  /// Whether a folder between `folder` and the file at `path` is a link.
  package static func crossesLink(_ path: String, in folder: URL) -> Bool {
    var current = folder
    for component in path.split(separator: "/").dropLast() {
      current.appendPathComponent(String(component))
      let attributes = try? FileManager.default.attributesOfItem(atPath: current.path)
      if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { return true }
    }
    return false
  }
}
