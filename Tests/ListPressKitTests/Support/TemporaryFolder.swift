import Foundation
import ListPressKit

/// A fresh folder under the system's temporary folder, removed when the
/// value goes away.
final class TemporaryFolder {
  /// The folder's real path.
  let path: String

  init() throws {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
    let url = base.appendingPathComponent("listpress-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `contents` at `relativePath`, creating folders on the way.
  func write(_ contents: String, to relativePath: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: false, encoding: .utf8)
  }

  /// Writes `bytes` at `relativePath`, creating folders on the way.
  func write(bytes: [UInt8], to relativePath: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// The bytes of the file at `relativePath`.
  func bytes(at relativePath: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + relativePath)))
  }

  /// Makes a symbolic link at `relativePath` pointing to `destination`.
  func link(_ relativePath: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
  }

  /// The names in a folder, recursively, sorted.
  func listing(_ relativePath: String = "") throws -> [String] {
    let root = relativePath.isEmpty ? path : path + "/" + relativePath
    return try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
  }
}

/// The name of the stylesheet a site built with the built-in templates shares.
let siteStylesheet = TemplateSet.builtIn.stylesheetFileName
/// The name of the script every built site shares.
let siteScript = TemplateSet.builtIn.scriptFileName
