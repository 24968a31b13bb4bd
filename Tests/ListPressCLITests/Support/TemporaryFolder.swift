import Foundation

/// A folder of its own under the system's temporary folder, for files a test
/// writes; removed when the test is done with it.
struct TemporaryFolder: ~Copyable {
  /// The folder's absolute path.
  let path: String

  /// Creates an empty folder.
  init() throws {
    path = FileManager.default.temporaryDirectory
      .appendingPathComponent("listpress-cli-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to `name` inside the folder (`templates/page.mustache`
  /// makes the folder `templates` too) and returns the file's path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let file = (path as NSString).appendingPathComponent(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }
}
