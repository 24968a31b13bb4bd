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

/// Every file is complete before it takes its name, however the system
/// lets it be made: without a name and linked (Linux), or as a temporary
/// file renamed into place (elsewhere, or where linking is refused).
@Suite struct AtomicFileTests {
  private struct Interrupted: Error {}

  /// The ways a writer can make its files.
  enum Method: String, CaseIterable, CustomTestStringConvertible {
    /// Without a name, then its descriptor linked at the name (or beside
    /// it and renamed), or its link in `/proc` where the system refuses.
    case unnamedThenLinked
    /// Without a name, then linked through its link in `/proc/self/fd`.
    case unnamedLinkedThroughProc
    /// With a temporary name from the start.
    case temporaryName
    /// Without a name, where linking it is refused: it is copied into a
    /// temporary file, and the writer stops trying.
    case unnamedWithoutDescriptorLinks

    var testDescription: String { rawValue }

    var naming: FileNaming {
      switch self {
      case .unnamedThenLinked: FileNaming()
      case .unnamedLinkedThroughProc: FileNaming(linksDescriptors: false)
      case .temporaryName: FileNaming(unnamedFiles: false)
      case .unnamedWithoutDescriptorLinks: FileNaming(descriptorLinks: "/nonexistent/fd/", linksDescriptors: false)
      }
    }
  }

  private func writer(in folder: TemporaryFolder, _ method: Method) throws -> SiteWriter {
    try SiteWriter(outputDirectory: folder.path + "/out", naming: method.naming)
  }

  @Test(arguments: Method.allCases) func writesThePiecesInOrder(method: Method) throws {
    let folder = try TemporaryFolder()
    let writer = try writer(in: folder, method)
    for _ in 0..<2 {
      try writer.write(to: "notes/file.txt") { output in
        for piece in ["one ", "two ", "three"] {
          try output.write(Array(piece.utf8))
        }
      }
      #expect(try String(contentsOfFile: folder.path + "/out/notes/file.txt", encoding: .utf8) == "one two three")
      #expect(try folder.listing("out") == ["notes", "notes/file.txt"])
    }
  }

  @Test(arguments: Method.allCases) func keepsTheOldFileWhenTheWritingFails(method: Method) throws {
    let folder = try TemporaryFolder()
    let writer = try writer(in: folder, method)
    try writer.write("old", to: "file.txt")
    #expect(throws: Interrupted.self) {
      try writer.write(to: "file.txt") { output in
        try output.write(Array("new, half".utf8))
        throw Interrupted()
      }
    }
    #expect(try String(contentsOfFile: folder.path + "/out/file.txt", encoding: .utf8) == "old")
    #expect(try folder.listing("out") == ["file.txt"])
  }

  /// A reader that opened the old file goes on reading the old file: the
  /// new one is another file put in its place, not the old one rewritten.
  @Test(arguments: Method.allCases) func replacesAFileInOneStep(method: Method) throws {
    let folder = try TemporaryFolder()
    let writer = try writer(in: folder, method)
    try writer.write("old", to: "file.txt")
    let reader = try #require(FileHandle(forReadingAtPath: folder.path + "/out/file.txt"))
    defer { try? reader.close() }
    try writer.write("new", to: "file.txt")
    #expect(String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self) == "old")
    #expect(try String(contentsOfFile: folder.path + "/out/file.txt", encoding: .utf8) == "new")
    #expect(try folder.listing("out") == ["file.txt"])
  }

  /// A symbolic link in a file's place is replaced, never written through.
  @Test(arguments: Method.allCases) func replacesASymbolicLinkWithoutFollowingIt(method: Method) throws {
    let folder = try TemporaryFolder()
    try folder.write("outside", to: "outside.txt")
    let writer = try writer(in: folder, method)
    try folder.link("out/file.txt", to: folder.path + "/outside.txt")
    try writer.write("new", to: "file.txt")
    #expect(try String(contentsOfFile: folder.path + "/outside.txt", encoding: .utf8) == "outside")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/out/file.txt")
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try String(contentsOfFile: folder.path + "/out/file.txt", encoding: .utf8) == "new")
  }

  @Test(arguments: Method.allCases) func makesFilesReadableByAll(method: Method) throws {
    let folder = try TemporaryFolder()
    let writer = try writer(in: folder, method)
    try writer.write("text", to: "file.txt")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/out/file.txt")
    #expect((attributes[.posixPermissions] as? Int) == 0o644)
  }

  /// A folder in a file's place is an error, and the file written for it
  /// is not left anywhere.
  @Test(arguments: Method.allCases) func aFolderInTheWayIsAnErrorAndLeavesNothing(method: Method) throws {
    let folder = try TemporaryFolder()
    try folder.write("kept", to: "out/file.txt/inside.txt")
    let writer = try writer(in: folder, method)
    #expect(throws: WriteError.self) { try writer.write("new", to: "file.txt") }
    #expect(try folder.listing("out") == ["file.txt", "file.txt/inside.txt"])
  }
}
