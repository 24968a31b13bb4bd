import Foundation
import Testing

@testable import ListPressKit

/// Files written piece by piece (the manifest) are as atomic as files
/// written whole.
@Suite struct AtomicFileTests {
  private struct Interrupted: Error {}

  @Test func writesThePiecesInOrder() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path)
    try writer.write(to: "notes/file.txt") { output in
      for piece in ["one ", "two ", "three"] {
        try output.write(Array(piece.utf8))
      }
    }
    #expect(try String(contentsOfFile: folder.path + "/notes/file.txt", encoding: .utf8) == "one two three")
    #expect(try folder.listing() == ["notes", "notes/file.txt"])
  }

  @Test func keepsTheOldFileWhenTheWritingFails() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path)
    try writer.write("old", to: "file.txt")
    #expect(throws: Interrupted.self) {
      try writer.write(to: "file.txt") { output in
        try output.write(Array("new, half".utf8))
        throw Interrupted()
      }
    }
    #expect(try String(contentsOfFile: folder.path + "/file.txt", encoding: .utf8) == "old")
    #expect(try folder.listing() == ["file.txt"])
  }
}
