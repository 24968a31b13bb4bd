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

/// The names of temporary files are drawn without asking the system for
/// randomness each time, and still never meet: many threads drawing at
/// once never draw one name twice, and every name drawn is recognised
/// as a temporary file's (what a build cleans up after one killed).
@Suite struct TemporaryNameTests {
  @Test(arguments: ["page.html", String(repeating: "é", count: 125) + ".html", String(repeating: "b", count: 255)])
  func namesDrawnOnManyThreadsAtOnceAreAllDifferent(name: String) {
    let drawn = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      let names = (0..<2_000).map { _ in AtomicFile.temporaryName(for: name) }
      drawn.withLock { $0 += names }
    }
    let names = drawn.withLock { $0 }
    #expect(names.count == 32_000)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { AtomicFile.isTemporary($0, for: name) && $0.utf8.count <= AtomicFile.maximumNameLength })
    #expect(!names.contains { AtomicFile.isTemporary($0, for: "other.html") })
  }

  /// Writing one file from many threads at once leaves that file, whole,
  /// and no temporary file.
  @Test func oneFileWrittenFromManyThreadsAtOnceIsWholeAndAlone() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    let contents = (0..<8).map { String(repeating: "\($0)", count: 100_000) }
    DispatchQueue.concurrentPerform(iterations: 64) { number in
      try? writer.write(contents[number % 8], to: "shared/page.html")
    }
    #expect(try folder.listing("out") == ["shared", "shared/page.html"])
    #expect(contents.contains(try String(contentsOfFile: folder.path + "/out/shared/page.html", encoding: .utf8)))
  }
}
