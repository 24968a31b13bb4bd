import Foundation
import Testing

/// Every file a build writes is readable by everyone (`0644`) whatever the
/// umask of the shell that runs `listpress`: the site built under `umask
/// 077` is the one built under `umask 022`, byte for byte and permission
/// for permission.
@Suite struct RestrictiveUmaskTests {
  /// A transparent PNG of one pixel.
  private static let png = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")!

  /// What a file of the output is.
  private struct Built: Equatable {
    var bytes: Data
    var permissions: Int
  }

  /// Every file below `root` (folders left out), by its path below it.
  private func files(below root: String) throws -> [String: Built] {
    var files: [String: Built] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: root) {
      let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
      let bytes = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
      files[path] = Built(bytes: bytes, permissions: attributes[.posixPermissions] as? Int ?? -1)
    }
    return files
  }

  @Test func aBuildUnderARestrictiveUmaskWritesTheSameFilesReadableByAll() throws {
    let folder = try TemporaryFolder()
    for number in 0..<12 {
      let image = number.isMultiple(of: 3) ? "\n    image: ../images/icons/dot.png" : ""
      try folder.write(
        "---\ntitle: List \(number)\nitems:\n  - text: Item \(number)\(image)\n---\n", to: "in/lists/list-\(number).md")
    }
    try FileManager.default.createDirectory(atPath: folder.path + "/in/images/icons", withIntermediateDirectories: true)
    try Self.png.write(to: URL(fileURLWithPath: folder.path + "/in/images/icons/dot.png"))
    let usual = try ListPressBinary.run(["build", folder.path + "/in", "-o", folder.path + "/usual"], after: "umask 022")
    let restricted = try ListPressBinary.run(
      ["build", folder.path + "/in", "-o", folder.path + "/restricted", "--jobs", "2"], after: "umask 077")
    #expect(usual.status == 0, "\(usual.errors)")
    #expect(restricted.status == 0, "\(restricted.errors)")
    var built = try files(below: folder.path + "/restricted")
    var reference = try files(below: folder.path + "/usual")
    #expect(built.count == 17)
    #expect(built.keys.contains("images/icons/dot.png"))
    #expect(built.values.allSatisfy { $0.permissions == 0o644 })
    // The manifest records the files' inodes and times, which differ.
    built[".listpress-manifest"] = nil
    reference[".listpress-manifest"] = nil
    #expect(built == reference)
  }
}
