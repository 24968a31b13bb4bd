import Foundation
@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild
import Testing

/// An image is copied from the file that was checked, only while it is
/// still that file, and the copy is a file of its own.
@Suite struct CheckedImageCopyTests {
  private static let picture = ImageFixtures.png + Array(repeating: 7, count: 5000)

  /// `bytes` written to `in/images/a.png` in `folder`, stamped an hour
  /// ago when `settled`, and checked as a build checks it: for the page
  /// that first shows it, or, when `shownBefore`, for a page that shows it
  /// after another page of the same build did.
  private func checkedImage(
    _ bytes: [UInt8], in folder: TemporaryFolder, settled: Bool, shownBefore: Bool = true
  ) throws -> CheckedImage {
    try folder.write(bytes: bytes, to: "in/images/a.png")
    if settled { try stampAnHourAgo(folder.path + "/in/images/a.png") }
    let checks = ImageChecks(keepsBytes: false)
    var images: [CheckedImage] = []
    for name in shownBefore ? ["first", "list"] : ["list"] {
      let item = ListItem(id: "i", text: "a", image: .file("images/a.png", position: TextPosition(line: 3, column: 12)))
      let page = ListPage(path: folder.path + "/in/\(name).md", title: "t", sections: [ListSection(items: [item])])
      var diagnostics = FileDiagnostics(file: "in/\(name).md")
      images = ImageAssets.check(page, inputRoot: folder.path + "/in", with: checks, diagnostics: &diagnostics)
      #expect(diagnostics.all.isEmpty)
    }
    return try #require(images.first)
  }

  private func stampAnHourAgo(_ path: String) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
  }

  @Test(arguments: [true, false])
  func copiesTheCheckedBytesIntoAFileOfItsOwn(settled: Bool) throws {
    let folder = try TemporaryFolder()
    let image = try checkedImage(Self.picture, in: folder, settled: settled)
    #expect(image.bytes == nil)
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    try writer.copy(image)
    #expect(try folder.bytes(at: "out/images/a.png") == Self.picture)
    #expect(try folder.listing("out") == ["images", "images/a.png"])
    // Editing the copy leaves the source alone.
    try folder.write(bytes: [1, 2, 3], to: "out/images/a.png")
    #expect(try folder.bytes(at: "in/images/a.png") == Self.picture)
  }

  /// The first page to show an image gets the bytes its check read, and
  /// the copy is made of them, even when the file changed since: what is
  /// published is what was checked. A file too large to hold is read again.
  @Test(arguments: [true, false])
  func theFirstPageCopiesTheBytesItsCheckRead(settled: Bool) throws {
    let folder = try TemporaryFolder()
    let image = try checkedImage(Self.picture, in: folder, settled: settled, shownBefore: false)
    #expect(image.bytes == Self.picture)
    try folder.write(bytes: ImageFixtures.png + Array(repeating: 9, count: 5000), to: "in/images/a.png")
    try SiteWriter(outputDirectory: folder.path + "/out").copy(image)
    #expect(try folder.bytes(at: "out/images/a.png") == Self.picture)

    let large = ImageFixtures.png + Array(repeating: 7, count: ImageChecks.heldBytesLimit)
    #expect(try checkedImage(large, in: folder, settled: settled, shownBefore: false).bytes == nil)
  }

  /// A file changed after it was checked is not copied: neither the new
  /// bytes, which were never checked, nor half of anything.
  @Test(arguments: [true, false])
  func refusesAFileChangedAfterItWasChecked(settled: Bool) throws {
    let folder = try TemporaryFolder()
    let image = try checkedImage(Self.picture, in: folder, settled: settled)
    try folder.write(bytes: ImageFixtures.png + Array(repeating: 9, count: 5000), to: "in/images/a.png")
    if settled { try stampAnHourAgo(folder.path + "/in/images/a.png") }
    let writer = try SiteWriter(outputDirectory: folder.path + "/out")
    let error = try #require(throws: WriteError.self) { try writer.copy(image) }
    #expect(error.path == folder.path + "/in/images/a.png")
    #expect(error.message == "the image changed after it was checked; build again")
    #expect(try folder.listing("out") == [])
  }
}
