import Foundation
import Synchronization
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

/// A writer opens each folder of the output once and keeps it open; what
/// happens to a kept folder between two writes is seen by the next write
/// as it would be by a writer that opens every folder again.
@Suite struct KeptFolderTests {
  /// The folder of the first file is removed, with what is in it, before
  /// the second file is written there: it is made again.
  @Test func aFolderRemovedBetweenTwoWritesIsMadeAgain() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("first", to: "sub/deeper/first.html")
    try FileManager.default.removeItem(atPath: folder.path + "/out/sub")
    try writer.write("second", to: "sub/deeper/second.html")
    #expect(try folder.listing("out") == ["sub", "sub/deeper", "sub/deeper/second.html"])
    #expect(try String(contentsOfFile: folder.path + "/out/sub/deeper/second.html", encoding: .utf8) == "second")
  }

  /// The folder of the first file is moved aside before the second file
  /// is written at its old path: the second file goes to a new folder at
  /// that path, not into the folder moved aside.
  @Test func aFolderMovedAsideBetweenTwoWritesIsNotWrittenAgain() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("first", to: "sub/deeper/first.html")
    try FileManager.default.moveItem(atPath: folder.path + "/out/sub", toPath: folder.path + "/out/moved")
    try writer.write("second", to: "sub/deeper/second.html")
    #expect(
      try folder.listing("out") == [
        "moved", "moved/deeper", "moved/deeper/first.html", "sub", "sub/deeper", "sub/deeper/second.html",
      ])
  }

  /// A file put where a kept folder was is in the way of the next write,
  /// which fails with the path and leaves the file alone.
  @Test func aFileInPlaceOfAKeptFolderIsInTheWay() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("first", to: "sub/first.html")
    try FileManager.default.removeItem(atPath: folder.path + "/out/sub")
    try folder.write("a file", to: "out/sub")
    let error = try #require(throws: WriteError.self) { try writer.write("second", to: "sub/second.html") }
    #expect(error.description == "\(folder.path)/out/sub: error: cannot create the folder: a file is in the way")
    #expect(try String(contentsOfFile: folder.path + "/out/sub", encoding: .utf8) == "a file")
  }

  /// Many threads write at once into folders none of them has made yet:
  /// every file is there, whole, and nothing else.
  @Test func foldersMadeByManyThreadsAtOnceHoldEveryFile() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    let count = 400
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: count) { number in
      do {
        try writer.write("page \(number)", to: "new/deeper/page-\(number).html")
        try writer.write("image \(number)", to: "new/images/\(number % 4)/image-\(number).png")
      } catch {
        failures.add("\(error)")
      }
    }
    #expect(failures.all.isEmpty)
    let pages = (0..<count).map { "new/deeper/page-\($0).html" }
    let images = (0..<count).map { "new/images/\($0 % 4)/image-\($0).png" }
    let folders = ["new", "new/deeper", "new/images"] + (0..<4).map { "new/images/\($0)" }
    #expect(try folder.listing("out") == (pages + images + folders).sorted())
    for number in 0..<count {
      #expect(try String(contentsOfFile: folder.path + "/out/" + pages[number], encoding: .utf8) == "page \(number)")
    }
  }

  /// A site of many definitions whose pages all go into folders the build
  /// makes is the same, byte for byte, built with four jobs as with one.
  @Test func manyPagesInNewFoldersAreTheSameWithFourJobsAsWithOne() throws {
    let folder = try TemporaryFolder()
    for number in 0..<200 {
      let place = number.isMultiple(of: 2) ? "many" : "many/deeper"
      let definition = "---\ntitle: List \(number)\nitems:\n  - text: Item of list \(number)\n---\n"
      try folder.write(definition, to: "in/\(place)/list-\(number).md")
    }
    let input = [folder.path + "/in"]
    let one = ListPress.build(inputs: input, options: BuildOptions(outputDirectory: folder.path + "/one", jobs: 1))
    let four = ListPress.build(inputs: input, options: BuildOptions(outputDirectory: folder.path + "/four", jobs: 4))
    #expect(!one.failed && !four.failed)
    #expect(four.writtenFiles == one.writtenFiles)
    #expect(four.writtenFiles.count { $0.hasSuffix(".html") } == 201)
    let files = try folder.listing("one").filter { $0 != manifestFile }
    #expect(try folder.listing("four").filter { $0 != manifestFile } == files)
    for file in files {
      let built = FileManager.default.contents(atPath: folder.path + "/four/" + file)
      #expect(built == FileManager.default.contents(atPath: folder.path + "/one/" + file), "\(file)")
    }
  }
}

/// Messages collected from many threads.
private final class Failures: Sendable {
  private let messages = Mutex<[String]>([])

  func add(_ message: String) {
    messages.withLock { $0.append(message) }
  }

  var all: [String] { messages.withLock { $0 } }
}
