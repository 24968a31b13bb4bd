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

/// A build resolves each image path and reads each image file once,
/// however many pages show it: what the first page found is what every
/// other page of the build is told.
@Suite struct ImageChecksTests {
  private func page(_ name: String, in folder: TemporaryFolder, showing image: String) -> ListPage {
    let item = ListItem(id: "i", text: "a", image: .file(image, position: TextPosition(line: 3, column: 12)))
    return ListPage(path: folder.path + "/in/" + name, title: "t", sections: [ListSection(items: [item])])
  }

  private func check(_ page: ListPage, in folder: TemporaryFolder, with checks: ImageChecks) -> ([CheckedImage], [String]) {
    var diagnostics = FileDiagnostics(file: page.path)
    let images = ImageAssets.check(page, inputRoot: folder.path + "/in", with: checks, diagnostics: &diagnostics)
    return (images, diagnostics.all.map(\.description))
  }

  @Test func aFileIsReadOncePerBuildHoweverManyPagesShowIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.png, to: "in/images/a.png")
    let checks = ImageChecks(keepsBytes: true)
    let (first, firstDiagnostics) = check(page("one.md", in: folder, showing: "images/a.png"), in: folder, with: checks)
    #expect(firstDiagnostics.isEmpty)
    // Changed after the first page was checked: the build has its verdict
    // already (and its copy refuses a file that changed since).
    try folder.write(bytes: Array("not an image".utf8), to: "in/images/a.png")
    let (second, secondDiagnostics) = check(page("more/two.md", in: folder, showing: "../images/a.png"), in: folder, with: checks)
    #expect(secondDiagnostics.isEmpty)
    #expect(second.map(\.hash) == first.map(\.hash))
    #expect(second.map(\.bytes) == [ImageFixtures.png])
    #expect(second.map(\.asset) == first.map(\.asset))
    // The next build reads it again.
    let (_, nextDiagnostics) = check(page("one.md", in: folder, showing: "images/a.png"), in: folder, with: ImageChecks(keepsBytes: false))
    #expect(nextDiagnostics == ["\(folder.path)/in/one.md:3:12: error: image file 'images/a.png' is not an image: \(ImageAssets.imageRule)"])
  }

  /// A refusal found once is reported on every page, each at its own
  /// position and in its own words.
  @Test func aRefusedFileIsRefusedOnEveryPageInItsWords() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: Array("not an image".utf8), to: "in/images/a.png")
    let checks = ImageChecks(keepsBytes: false)
    let (_, one) = check(page("one.md", in: folder, showing: "images/a.png"), in: folder, with: checks)
    let (_, two) = check(page("more/two.md", in: folder, showing: "../images/a.png"), in: folder, with: checks)
    #expect(one == ["\(folder.path)/in/one.md:3:12: error: image file 'images/a.png' is not an image: \(ImageAssets.imageRule)"])
    #expect(two == ["\(folder.path)/in/more/two.md:3:12: error: image file '../images/a.png' is not an image: \(ImageAssets.imageRule)"])
  }
}
