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

/// A folder of the output, or of an image's source, replaced by a symbolic
/// link leading outside between the moment it was checked and the write:
/// nothing outside changes, and nothing from outside is published. The
/// swap is made at a fixed point of the write (from inside the writing of
/// the file, or between checking an image and copying it), so every run
/// meets the same race.
@Suite struct SwappedFolderTests {
  /// A PNG of one pixel.
  private static let png = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

  /// Moves `folder/relativePath` aside to `relativePath-moved` and puts a
  /// symbolic link to `target` in its place.
  private func swap(_ relativePath: String, in folder: TemporaryFolder, for target: String) throws {
    try FileManager.default.moveItem(atPath: folder.path + "/" + relativePath, toPath: folder.path + "/" + relativePath + "-moved")
    try folder.link(relativePath, to: target)
  }

  /// Everything below `relativePath`, with each file's contents.
  private func snapshot(_ folder: TemporaryFolder, _ relativePath: String) throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try folder.listing(relativePath) {
      let path = folder.path + "/" + relativePath + "/" + name
      files[name] = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(folder)"
    }
    return files
  }

  /// The page's folder is swapped while the page is being written: the
  /// page lands in the folder that was opened, now moved aside, and not in
  /// the folder the link leads to.
  @Test func aFolderSwappedWhileAPageIsWrittenIsNotWrittenThrough() throws {
    let folder = try TemporaryFolder()
    try folder.write("keep", to: "elsewhere/keep.txt")
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("first", to: "sub/first.html")
    let outside = try snapshot(folder, "elsewhere")
    try writer.write(to: "sub/page.html") { output in
      try output.write(Array("page".utf8))
      try swap("out/sub", in: folder, for: folder.path + "/elsewhere")
    }
    #expect(try snapshot(folder, "elsewhere") == outside)
    #expect(try folder.listing("out/sub-moved") == ["first.html", "page.html"])
  }

  /// The folder is swapped between two writes of one writer: the second
  /// is refused, and the place the link leads to keeps what it had.
  @Test func aFolderSwappedBetweenTwoWritesIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("keep", to: "elsewhere/keep.txt")
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("first", to: "sub/deeper/first.html")
    let outside = try snapshot(folder, "elsewhere")
    try swap("out/sub", in: folder, for: folder.path + "/elsewhere")
    let error = try #require(throws: WriteError.self) { try writer.write("second", to: "sub/deeper/second.html") }
    #expect(error.description == "\(folder.path)/out/sub: error: refusing to write outside the output folder '\(folder.path)/out'")
    #expect(throws: WriteError.self) { try writer.remove("sub/keep.txt") }
    #expect(try snapshot(folder, "elsewhere") == outside)
  }

  /// A symbolic link in the output that leads inside it is still
  /// followed, through the real folders it leads to.
  @Test func aLinkInsideTheOutputIsFollowedThroughItsRealFolders() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("first", to: "real/first.html")
    try folder.link("out/alias", to: folder.path + "/out/real")
    try writer.write("second", to: "alias/more/second.html")
    #expect(try folder.listing("out") == ["alias", "real", "real/first.html", "real/more", "real/more/second.html"])
    #expect(try writer.remove("alias/first.html"))
    #expect(try folder.listing("out/real") == ["more", "more/second.html"])
  }

  /// An image's folder is swapped for a link to a folder outside the input
  /// after the image was checked: the copy is refused, and the file from
  /// outside is not published.
  @Test func anImageFolderSwappedAfterTheCheckPublishesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("", to: "in/images/photo.png")
    try Self.png.write(to: URL(fileURLWithPath: folder.path + "/in/images/photo.png"))
    try folder.write("", to: "outside/photo.png")
    try Self.png.write(to: URL(fileURLWithPath: folder.path + "/outside/photo.png"))
    let page = "---\nitems: [{ text: A, image: images/photo.png }]\n---\n"
    try folder.write(page, to: "in/list.md")
    let decoded = try #require(ListPress.decode(bytes: Array(page.utf8), path: folder.path + "/in/list.md").page)
    var diagnostics = FileDiagnostics(file: folder.path + "/in/list.md")
    let assets = ImageAssets.collect(for: decoded, inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(diagnostics.all.isEmpty)
    let asset = try #require(assets.first)
    try swap("in/images", in: folder, for: folder.path + "/outside")
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    let error = try #require(throws: WriteError.self) { try writer.copy(asset) }
    #expect(
      error.description
        == "\(folder.path)/in/images/photo.png: error: cannot read the image (it moved to '\(folder.path)/outside/photo.png' after it was checked)"
    )
    #expect(try folder.listing("out").isEmpty)
  }

  /// A temporary file's name fits the system's limit of 255 bytes for
  /// every name that fits it, in ASCII or not: a long name is cut, at a
  /// character boundary, in its temporary file's name only.
  @Test(arguments: [
    String(repeating: "a", count: 250) + ".html",
    String(repeating: "é", count: 125) + ".html",
    String(repeating: "東", count: 83) + ".html",
    String(repeating: "b", count: 243),
  ])
  func aPageWithTheLongestNameIsWritten(name: String) throws {
    #expect(name.utf8.count <= AtomicFile.maximumNameLength)
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.write("page", to: "sub/" + name)
    #expect(try folder.listing("out") == ["sub", "sub/" + name])
    let prefix = AtomicFile.temporaryPrefix(for: name)
    #expect(prefix.utf8.count + 6 <= AtomicFile.maximumNameLength)
    #expect(AtomicFile.isTemporary(prefix + "Ab3xYz", for: name))
    #expect(!AtomicFile.isTemporary(prefix + "Ab3xY", for: name))
  }

  /// A path with a NUL is refused whole: the system would take the part
  /// before the NUL (`CNAME`) for it.
  @Test func aPathWithANULIsRefusedNotCutShort() throws {
    let folder = try TemporaryFolder()
    try folder.write("example.org", to: "out/CNAME")
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    let removal = try #require(throws: WriteError.self) { try writer.remove("CNAME\0.html") }
    #expect(removal.description == #"CNAME\0.html: error: refusing a path that contains a NUL character"#)
    #expect(throws: WriteError.self) { try writer.write("x", to: "CNAME\0.html") }
    #expect(try String(contentsOfFile: folder.path + "/out/CNAME", encoding: .utf8) == "example.org")
    #expect(try folder.listing("out") == ["CNAME"])
  }
}
