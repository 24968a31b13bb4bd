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

/// The stamp a writer keeps of each file it wrote, taken from the file as
/// it was written, is the stamp of the file in the output folder; the
/// manifest records it, so that a build after it finds every file intact.
@Suite struct WrittenStampTests {
  @Test func aFileWrittenOnceHasTheStampOfTheFileInTheOutput() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("page", to: "sub/page.html")
    try writer.write(to: "piece/by/piece.html") { output in
      for piece in ["one ", "two"] { try output.write(Array(piece.utf8)) }
    }
    let page = try #require(FileStamp(path: folder.path + "/out/sub/page.html"))
    #expect(writer.stamp(ofWritten: "sub/page.html") == page)
    #expect(page.size == 4)
    #expect(writer.stamp(ofWritten: "piece/by/piece.html") == FileStamp(path: folder.path + "/out/piece/by/piece.html"))
  }

  /// Of a file written twice the writer keeps no stamp (which write came
  /// last is not known when two threads write it), nor of one it did not
  /// write.
  @Test func aFileWrittenTwiceOrNotAtAllHasNoStamp() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("one", to: "page.html")
    try writer.write("two", to: "page.html")
    #expect(writer.stamp(ofWritten: "page.html") == nil)
    #expect(writer.stamp(ofWritten: "other.html") == nil)
  }

  /// The manifest of a build with pages, images and shared files records,
  /// for every file, the stamp the file has; the next build writes nothing.
  @Test func theManifestRecordsTheStampOfEveryFileWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.png, to: "in/images/logo.png")
    try folder.write(bytes: ImageFixtures.gif, to: "in/images/icons/dot.gif")
    for number in 0..<20 {
      let image = number.isMultiple(of: 2) ? "../images/logo.png" : "../images/icons/dot.gif"
      let definition = "---\ntitle: List \(number)\nitems:\n  - text: Item\n    image: \(image)\n---\n"
      try folder.write(definition, to: "in/lists/list-\(number).md")
    }
    let options = BuildOptions(outputDirectory: folder.path + "/out", jobs: 4)
    let first = ListPress.build(inputs: [folder.path + "/in"], options: options)
    #expect(!first.failed, "\(first.diagnostics)")
    let output = try #require(OpenFolder(path: folder.path + "/out"))
    let manifest = try #require(BuildManifest.load(from: output))
    #expect(Set(manifest.outputs.keys) == Set(first.writtenFiles))
    #expect(manifest.outputs.keys.contains("images/icons/dot.gif"))
    for (path, stamp) in manifest.outputs {
      #expect(FileStamp(path: folder.path + "/out/" + path) == stamp, "\(path)")
    }
    let second = ListPress.build(inputs: [folder.path + "/in"], options: options)
    #expect(second.writtenFiles.isEmpty)
    #expect(second.unchangedInputs == 20)
  }
}
