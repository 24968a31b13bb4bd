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

@Suite struct ImageAssetsTests {
  private func page(at path: String, images: [String]) -> ListPage {
    let items = images.enumerated().map { index, image in
      ListItem(id: "i\(index)", text: image, image: .file(image, position: TextPosition(line: index + 3, column: 12)))
    }
    return ListPage(path: path, title: "t", sections: [ListSection(items: items)])
  }

  /// Paths resolve on their text, as the browser resolves the page's
  /// reference: `nowhere/../images/a.png` is `images/a.png`.
  @Test func listsFilesToCopyBesideThePage() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.png, to: "in/guides/images/a.png")
    try folder.write(bytes: ImageFixtures.png, to: "in/shared/b.png")
    var diagnostics = FileDiagnostics(file: "in/guides/list.md")
    var page = page(at: folder.path + "/in/guides/list.md", images: ["images/a.png", "../shared/b.png", "nowhere/../images/a.png"])
    page.sections[0].items[0].trailingSwipeActions = [SwipeAction(title: "x", image: .symbol("star"))]
    let assets = ImageAssets.collect(for: page, inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(diagnostics.all.isEmpty)
    #expect(assets == [
      ImageAsset(source: folder.path + "/in/guides/images/a.png", destination: "guides/images/a.png"),
      ImageAsset(source: folder.path + "/in/shared/b.png", destination: "shared/b.png"),
    ])
  }

  @Test(arguments: [
    ("images/missing.png", "image file 'images/missing.png' does not exist"),
    ("../outside.png", "image path '../outside.png' leads outside the input folder"),
    ("images/../../outside.png", "image path 'images/../../outside.png' leads outside the input folder"),
    ("/etc/hostname", "image path '/etc/hostname' is absolute"),
    ("linked.png", "image path 'linked.png' leads outside the input folder"),
    ("linkedFolder/outside.png", "image path 'linkedFolder/outside.png' leads outside the input folder"),
    ("images", "image path 'images' is a folder, not a file"),
  ])
  func reportsImagesThatCannotBeCopied(image: String, message: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.png, to: "outside.png")
    try folder.write(bytes: ImageFixtures.png, to: "in/images/a.png")
    try folder.link("in/linked.png", to: folder.path + "/outside.png")
    try folder.link("in/linkedFolder", to: folder.path)
    var diagnostics = FileDiagnostics(file: "in/list.md")
    let page = page(at: folder.path + "/in/list.md", images: ["images/a.png", image])
    let assets = ImageAssets.collect(for: page, inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(assets.map(\.destination) == ["images/a.png"])
    #expect(diagnostics.hasErrors)
    #expect(diagnostics.all.count == 1)
    let diagnostic = try #require(diagnostics.all.first)
    #expect(diagnostic.location == SourceLocation(file: "in/list.md", line: 4, column: 12))
    #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
  }

  @Test func reportsSymbolicLinksThatStayInsideAsFine() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.png, to: "in/images/a.png")
    try folder.link("in/alias.png", to: folder.path + "/in/images/a.png")
    var diagnostics = FileDiagnostics(file: "in/list.md")
    let assets = ImageAssets.collect(
      for: page(at: folder.path + "/in/list.md", images: ["alias.png"]), inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(diagnostics.all.isEmpty)
    #expect(assets == [ImageAsset(source: folder.path + "/in/images/a.png", destination: "alias.png")])
  }

  private static let imageRule =
    "ListPress copies only PNG, JPEG, GIF, WebP, AVIF, SVG and ICO files whose contents match their extension"

  /// A file is published only when its extension and its first bytes
  /// name the same accepted type.
  @Test(arguments: [
    ("notes.txt", ImageFixtures.png),
    ("config", ImageFixtures.png),
    ("fake.png", Array("SECRET=1\n".utf8)),
    ("photo.jpg", ImageFixtures.png),
    ("icon.gif", ImageFixtures.png),
    ("drawing.svg", ImageFixtures.png),
    ("key.png", Array("-----BEGIN OPENSSH PRIVATE KEY-----\n".utf8)),
    ("empty.png", []),
  ])
  func refusesAFileThatIsNotAnImageOfItsExtension(name: String, bytes: [UInt8]) throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: bytes, to: "in/" + name)
    var diagnostics = FileDiagnostics(file: "in/list.md")
    let assets = ImageAssets.collect(
      for: page(at: folder.path + "/in/list.md", images: [name]), inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(assets.isEmpty)
    #expect(diagnostics.all.map(\.description) == ["in/list.md:3:12: error: image file '\(name)' is not an image: \(Self.imageRule)"])
  }

  /// The type is the one the published name gives: a link `photo.png` to
  /// a GIF is refused, though the GIF itself is an image.
  @Test func theExtensionThatCountsIsThePublishedOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.gif, to: "in/images/a.gif")
    try folder.link("in/photo.png", to: folder.path + "/in/images/a.gif")
    var diagnostics = FileDiagnostics(file: "in/list.md")
    _ = ImageAssets.collect(
      for: page(at: folder.path + "/in/list.md", images: ["photo.png"]), inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(diagnostics.all.map(\.description) == ["in/list.md:3:12: error: image file 'photo.png' is not an image: \(Self.imageRule)"])
  }

  /// A FIFO is refused by its type, never opened (which would wait for a writer).
  @Test func refusesAFIFOWithoutOpeningIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.png, to: "in/a.png")
    #expect(mkfifo(folder.path + "/in/pipe.png", 0o600) == 0)
    var diagnostics = FileDiagnostics(file: "in/list.md")
    _ = ImageAssets.collect(
      for: page(at: folder.path + "/in/list.md", images: ["pipe.png"]), inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(diagnostics.all.map(\.description) == ["in/list.md:3:12: error: image file 'pipe.png' is not a regular file; \(Self.imageRule)"])
  }

  /// A path with no hidden component as written can still lead to one:
  /// through a link, or from a definition inside a hidden folder.
  @Test func refusesHiddenFilesReachedThroughALinkOrAFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("SECRET=1\n", to: "in/.env")
    try folder.write(bytes: ImageFixtures.png, to: "in/.secret/a.png")
    try folder.write(bytes: ImageFixtures.png, to: "in/.drafts/b.png")
    try folder.link("in/env.png", to: folder.path + "/in/.env")
    try folder.link("in/images", to: folder.path + "/in/.secret")
    let rule = "ListPress publishes no hidden file or folder (a name starting with '.'), such as '.env' or '.git'"
    var diagnostics = FileDiagnostics(file: "in/list.md")
    _ = ImageAssets.collect(
      for: page(at: folder.path + "/in/list.md", images: ["env.png", "images/a.png"]), inputRoot: folder.path + "/in",
      diagnostics: &diagnostics)
    var drafts = FileDiagnostics(file: "in/.drafts/list.md")
    _ = ImageAssets.collect(
      for: page(at: folder.path + "/in/.drafts/list.md", images: ["b.png"]), inputRoot: folder.path + "/in", diagnostics: &drafts)
    #expect(diagnostics.all.map(\.description) == [
      "in/list.md:3:12: error: image path 'env.png' leads through a symbolic link to the hidden file or folder '.env' (to '\(folder.path)/in/.env'); \(rule)",
      "in/list.md:4:12: error: image path 'images/a.png' leads through a symbolic link to the hidden file or folder '.secret' (to '\(folder.path)/in/.secret/a.png'); \(rule)",
    ])
    #expect(drafts.all.map(\.description) == ["in/.drafts/list.md:3:12: error: image path 'b.png' is inside the hidden folder '.drafts'; \(rule)"])
  }

  /// Every accepted type is published, its bytes as they are.
  @Test(arguments: [
    ("a.png", ImageFixtures.png), ("a.PNG", ImageFixtures.png), ("a.jpg", ImageFixtures.jpeg), ("a.jpeg", ImageFixtures.jpeg),
    ("a.gif", ImageFixtures.gif), ("a.webp", ImageFixtures.webp), ("a.avif", ImageFixtures.avif), ("a.svg", ImageFixtures.svg),
    ("a.ico", ImageFixtures.ico),
  ])
  func publishesEveryAcceptedType(name: String, bytes: [UInt8]) throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: bytes, to: "in/" + name)
    var diagnostics = FileDiagnostics(file: "in/list.md")
    let images = ImageAssets.check(page(at: folder.path + "/in/list.md", images: [name]), inputRoot: folder.path + "/in",
      with: ImageChecks(keepsBytes: true), diagnostics: &diagnostics)
    #expect(diagnostics.all.isEmpty)
    #expect(images.map(\.bytes) == [bytes])
  }
}
