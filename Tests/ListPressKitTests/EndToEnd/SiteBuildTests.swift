import Foundation
import ListPressKit
import Testing

/// `ListPress.build` and `ListPress.check` on real folders: what reaches the
/// output folder, and what a browser would get.
@Suite struct SiteBuildTests {
  private static let goodList = """
    ---
    title: Groceries
    items:
      - text: Apples
        description: Crisp and **red**.
    ---
    Things to buy.
    """

  private func read(_ folder: TemporaryFolder, _ relativePath: String) throws -> String {
    try String(contentsOfFile: folder.path + "/" + relativePath, encoding: .utf8)
  }

  @Test func writesAPagePerDefinitionMirroringFoldersWithIndexAndStylesheet() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/groceries.md")
    try folder.write(Self.goodList.replacingOccurrences(of: "Groceries", with: "Tools"), to: "in/home/tools.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.diagnostics.isEmpty)
    #expect(!report.failed)
    #expect(report.writtenFiles == ["groceries.html", "home/tools.html", "index.html", siteStylesheet, siteScript].sorted())
    let page = try read(folder, "out/groceries.html")
    #expect(page.contains("<h1 class=\"lp-title\">Groceries</h1>"))
    #expect(page.contains("Crisp and <strong>red</strong>."))
    #expect(page.contains("<p>Things to buy.</p>"))
    #expect(try read(folder, "out/home/tools.html").contains("href=\"../\(siteStylesheet)\""))
    let index = try read(folder, "out/index.html")
    #expect(index.containsInOrder(["groceries.html", "Groceries", "home", "home/tools.html", "Tools"]))
  }

  /// Standalone pages share no file: none is written, so none is left
  /// behind unlisted, and a second build has nothing to remove.
  @Test func aStandaloneBuildWritesOnlyItsPagesAndIndex() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/groceries.md")
    let options = BuildOptions(outputDirectory: folder.path + "/out", standalone: true)
    for _ in 0..<2 {
      let report = ListPress.build(inputs: [folder.path + "/in"], options: options)
      #expect(report.diagnostics.isEmpty)
      #expect(report.removedFiles.isEmpty)
      #expect(try folder.listing("out") == [manifestFile, "groceries.html", "index.html"])
    }
  }

  @Test func hostileInputIsEscapedOrDropped() throws {
    let folder = try TemporaryFolder()
    let imageName = "x\" onerror=\"alert(1).svg"
    try folder.write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "in/\(imageName)")
    try folder.write(
      """
      ---
      title: "<script>alert('title')</script>"
      items:
        - text: "<script>alert(1)</script>"
          secondaryText: "\\" onmouseover=\\"alert(2)"
          image: 'x" onerror="alert(1).svg'
          description: "[click](javascript:alert(3)) and <img src=x onerror=alert(4)>"
      ---
      """, to: "in/hostile.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.diagnostics.isEmpty)
    let page = try read(folder, "out/hostile.html")
    #expect(!page.contains("<script>alert"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!page.contains("\" onmouseover=\""))
    #expect(!page.contains("\" onerror=\""))
    #expect(!page.contains("javascript:"))
    #expect(!page.contains("onerror=alert(4)"))
    #expect(page.contains("<!-- raw HTML omitted -->"))
    #expect(try folder.listing("out").contains(imageName))
  }

  @Test func unsafeOptionPassesRawHTMLThrough() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      ---
      items:
        - text: Raw
          description: "<kbd>Cmd</kbd>"
      ---
      """, to: "in/raw.md")
    let options = BuildOptions(outputDirectory: folder.path + "/out", allowsUnsafeHTML: true)
    _ = ListPress.build(inputs: [folder.path + "/in"], options: options)
    #expect(try read(folder, "out/raw.html").contains("<kbd>Cmd</kbd>"))
  }

  @Test func oneBadFileDoesNotStopTheOthers() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/good.md")
    try folder.write("---\nappearance: insetgrouped\nitems: [{ text: A }]\n---\n", to: "in/bad.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.failed)
    #expect(report.diagnostics.map(\.location.file) == [folder.path + "/in/bad.md"])
    #expect(report.writtenFiles == ["good.html", "index.html", siteStylesheet, siteScript].sorted())
    #expect(!(try read(folder, "out/index.html")).contains("bad.html"))
  }

  @Test func reportsInputsThatDoNotExist() throws {
    let folder = try TemporaryFolder()
    let report = ListPress.check(inputs: [folder.path + "/nowhere"])
    #expect(report.failed)
    #expect(report.diagnostics.map(\.description) == ["\(folder.path)/nowhere: error: no such file or folder"])
  }

  @Test func checkWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/good.md")
    let report = ListPress.check(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.inputFiles == [folder.path + "/in/good.md"])
    #expect(report.writtenFiles.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
  }

  @Test func draftsAreBuiltOnlyOnRequestAndNeverIndexed() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList.replacingOccurrences(of: "title:", with: "draft: true\ntitle:"), to: "in/draft.md")
    let skipped = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/a"))
    #expect(skipped.writtenFiles == ["index.html", siteStylesheet, siteScript].sorted())
    let built = ListPress.build(
      inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/b", includesDrafts: true))
    #expect(built.writtenFiles == ["draft.html", "index.html", siteStylesheet, siteScript].sorted())
    #expect(!(try read(folder, "b/index.html")).contains("draft.html"))
  }

  @Test func warningsAsErrorsKeepsThePageOutAndFailsTheRun() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList.replacingOccurrences(of: "title:", with: "apperance: grouped\ntitle:"), to: "in/typo.md")
    let lenient = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/a"))
    #expect(!lenient.failed)
    #expect(lenient.diagnostics.map(\.severity) == [.warning])
    #expect(lenient.writtenFiles.contains("typo.html"))
    let strict = ListPress.build(
      inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/b", warningsAsErrors: true))
    #expect(strict.failed)
    #expect(!strict.writtenFiles.contains("typo.html"))
  }

  @Test func imagesAreCopiedBesideTheirPageAndNeverFromOutside() throws {
    let folder = try TemporaryFolder()
    try folder.write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "in/lists/images/a.svg")
    try folder.write(bytes: ImageFixtures.secretSVG, to: "outside.svg")
    try folder.write("---\nitems: [{ text: A, image: images/a.svg }]\n---\n", to: "in/lists/ok.md")
    try folder.write("---\nitems:\n  - text: B\n    image: ../../outside.svg\n---\n", to: "in/lists/escape.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.writtenFiles == ["index.html", siteStylesheet, siteScript, "lists/images/a.svg", "lists/ok.html"].sorted())
    #expect(report.diagnostics.count == 1)
    #expect(report.diagnostics.first?.location == SourceLocation(file: folder.path + "/in/lists/escape.md", line: 4, column: 12))
    #expect(try read(folder, "out/lists/ok.html").contains("src=\"images/a.svg\""))
  }

  @Test func anOutputFolderInsideTheInputIsNotReadAsInput() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "site/list.md")
    try folder.write(Self.goodList, to: "site/_site/stale.md")
    let report = ListPress.build(inputs: [folder.path + "/site"], options: BuildOptions(outputDirectory: folder.path + "/site/_site"))
    #expect(report.inputFiles == [folder.path + "/site/list.md"])
  }

  @Test func foreignFilesInTheOutputFolderAreLeftAlone() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/list.md")
    try folder.write("keep me", to: "out/CNAME")
    _ = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(try read(folder, "out/CNAME") == "keep me")
  }

  @Test func anOutputPathThatIsAFileFailsWithoutWriting() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/list.md")
    try folder.write("not a folder", to: "out")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.failed)
    #expect(report.writtenFiles.isEmpty)
    #expect(report.diagnostics.first?.location == .wholeFile(folder.path + "/out"))
    #expect(try read(folder, "out") == "not a folder")
  }

  @Test func aDefinitionNamedIndexTakesThePlaceOfTheGeneratedIndex() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/index.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.writtenFiles == ["index.html", siteStylesheet, siteScript].sorted())
    #expect(try read(folder, "out/index.html").contains("Groceries"))
  }

  @Test func symlinkLoopsInTheInputDoNotTrapTheSearch() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.goodList, to: "in/list.md")
    try folder.link("in/loop", to: folder.path + "/in")
    let report = ListPress.check(inputs: [folder.path + "/in"])
    #expect(report.inputFiles == [folder.path + "/in/list.md"])
  }
}
