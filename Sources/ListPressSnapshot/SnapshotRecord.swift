import Foundation

/// What the last run of `listpress snapshot` wrote into a folder: each
/// image's path and the key of what it shows (the page and its assets, the
/// size, scale and colour scheme, the Chromium and ListPress versions), so
/// that the next run retakes only the images whose key changed, and
/// removes only images it wrote itself. Kept in the folder as
/// `.listpress-snapshots`, JSON with sorted keys.
struct SnapshotRecord: Hashable, Sendable {
  static let fileName = ".listpress-snapshots"

  /// Each image's key, by path inside the folder.
  var keys: [String: String] = [:]

  /// The record in `folder`, or an empty one when there is none or it
  /// cannot be read (every image is then taken again).
  static func read(in folder: URL) -> SnapshotRecord {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      object["version"] as? Int == 1, let keys = object["snapshots"] as? [String: String]
    else { return SnapshotRecord() }
    // An edited record cannot make a run remove anything but a PNG inside
    // the folder.
    return SnapshotRecord(keys: keys.filter { isImagePath($0.key) })
  }

  /// Whether `path` names a PNG inside the folder: relative, and without
  /// empty, `.` or `..` components.
  static func isImagePath(_ path: String) -> Bool {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    return path.hasSuffix(".png") && !path.hasPrefix("/")
      && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }

  /// Writes the record into `folder`, replacing the last one in one step.
  func write(in folder: URL) throws(SnapshotError) {
    let file = folder.appendingPathComponent(Self.fileName)
    do {
      let data = try JSONSerialization.data(
        withJSONObject: ["version": 1, "snapshots": keys], options: [.sortedKeys, .prettyPrinted])
      try (data + Data("\n".utf8)).write(to: file, options: .atomic)
    } catch {
      throw .cannotWrite(path: file.path, reason: error.localizedDescription)
    }
  }
}
