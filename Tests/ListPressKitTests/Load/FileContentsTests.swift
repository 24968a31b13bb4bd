import Foundation
import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

@Suite struct FileContentsTests {
  /// Around the size the file reports, and empty.
  @Test(arguments: [0, 1, 4095, 4096, 65_537, 1_000_003])
  func readsEveryByte(size: Int) throws {
    let folder = try TemporaryFolder()
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) }
    let path = folder.path + "/file"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try FileContents.read(path) == bytes)
  }

  /// A file that reports no size is read to its end.
  @Test func readsWhatReportsNoSize() throws {
    let bytes = try FileContents.read("/proc/self/status")
    #expect(String(decoding: bytes, as: UTF8.self).contains("Name:"))
  }

  @Test(arguments: [
    ("/missing", "No such file or directory"),
    ("", "Is a directory"),
  ])
  func saysWhyInTheSystemsWords(relativePath: String, reason: String) throws {
    let folder = try TemporaryFolder()
    #expect(throws: FileContents.ReadError(reason: reason)) {
      try FileContents.read(folder.path + relativePath)
    }
  }
}
