import ListPressKit
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
    try folder.write("png", to: "in/guides/images/a.png")
    try folder.write("png", to: "in/shared/b.png")
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
    try folder.write("png", to: "outside.png")
    try folder.write("png", to: "in/images/a.png")
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
    try folder.write("png", to: "in/images/a.png")
    try folder.link("in/alias.png", to: folder.path + "/in/images/a.png")
    var diagnostics = FileDiagnostics(file: "in/list.md")
    let assets = ImageAssets.collect(
      for: page(at: folder.path + "/in/list.md", images: ["alias.png"]), inputRoot: folder.path + "/in", diagnostics: &diagnostics)
    #expect(diagnostics.all.isEmpty)
    #expect(assets == [ImageAsset(source: folder.path + "/in/images/a.png", destination: "alias.png")])
  }
}
