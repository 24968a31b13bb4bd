import Foundation
import ListPressKit
import Testing

@Suite struct SiteWriterTests {
  @Test func writesFilesInNewFoldersAndLeavesNoTemporaryFiles() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try writer.write("<p>one</p>", to: "guides/party/cloud.html")
    try writer.write("<p>two</p>", to: "guides/party/cloud.html")
    try writer.write("<p>index</p>", to: "index.html")
    #expect(try folder.listing("_site") == ["guides", "guides/party", "guides/party/cloud.html", "index.html"])
    #expect(try String(contentsOfFile: folder.path + "/_site/guides/party/cloud.html", encoding: .utf8) == "<p>two</p>")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/_site/index.html")
    #expect(attributes[.posixPermissions] as? Int == 0o644)
  }

  @Test(arguments: ["../escape.html", "a/../../escape.html", "/tmp/escape.html", "", "."])
  func refusesPathsOutsideTheOutputFolder(path: String) throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    #expect(throws: WriteError.self) { try writer.write("x", to: path) }
    #expect(try folder.listing() == ["_site"])
  }

  @Test func refusesToFollowASymbolicLinkOutOfTheOutputFolder() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try folder.link("_site/guides", to: folder.path + "/elsewhere")
    let error = try #require(throws: WriteError.self) { try writer.write("x", to: "guides/page.html") }
    #expect(error.path == folder.path + "/_site/guides")
    #expect(error.message.contains("outside the output folder"))
    #expect(try folder.listing("elsewhere").isEmpty)
  }

  @Test func reportsFailuresWithThePath() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try writer.write("x", to: "page")
    let error = try #require(throws: WriteError.self) { try writer.write("x", to: "page/inside.html") }
    #expect(error.description.hasPrefix(folder.path + "/_site/page: error: "))
    try FileManager.default.createDirectory(atPath: folder.path + "/_site/folder.html", withIntermediateDirectories: true)
    let replaceError = try #require(throws: WriteError.self) { try writer.write("x", to: "folder.html") }
    #expect(replaceError.message.hasPrefix("cannot replace the file"))
    #expect(try folder.listing("_site") == ["folder.html", "page"])
  }

  @Test func copiesImages() throws {
    let folder = try TemporaryFolder()
    try folder.write("PNG bytes", to: "in/images/a.png")
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try writer.copy(ImageAsset(source: folder.path + "/in/images/a.png", destination: "guides/images/a.png"))
    #expect(try String(contentsOfFile: folder.path + "/_site/guides/images/a.png", encoding: .utf8) == "PNG bytes")
    let error = try #require(throws: WriteError.self) {
      try writer.copy(ImageAsset(source: folder.path + "/in/missing.png", destination: "missing.png"))
    }
    #expect(error.path == folder.path + "/in/missing.png")
  }

  @Test func writesTheSharedFilesAtTheRoot() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try writer.write(TemplateSet.builtIn.sharedFiles)
    let name = TemplateSet.builtIn.stylesheetFileName
    #expect(try folder.listing("_site") == [name, TemplateSet.builtIn.scriptFileName].sorted())
    let css = try String(contentsOfFile: folder.path + "/_site/" + name, encoding: .utf8)
    #expect(css.contains("--label: light-dark(#000000, #FFFFFF);"))
    #expect(css.contains("[data-symbol=\"star.fill\"]"))
  }

  @Test func removesFilesButNeverFolders() throws {
    let folder = try TemporaryFolder()
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try writer.write("x", to: "guides/page.html")
    #expect(try writer.remove("guides/page.html"))
    #expect(try !writer.remove("guides/page.html"))
    #expect(try !writer.remove("nowhere/page.html"))
    #expect(try !writer.remove("guides"))
    #expect(try folder.listing("_site") == ["guides"])
  }

  @Test func removesALinkAndNotWhatItPointsTo() throws {
    let folder = try TemporaryFolder()
    try folder.write("precious", to: "elsewhere/page.html")
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try folder.link("_site/page.html", to: folder.path + "/elsewhere/page.html")
    #expect(try writer.remove("page.html"))
    #expect(try folder.listing("elsewhere") == ["page.html"])
  }

  @Test(arguments: ["../elsewhere/page.html", "/tmp/page.html", "linked/page.html"])
  func refusesToRemoveOutsideTheOutputFolder(path: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("precious", to: "elsewhere/page.html")
    let writer = try SiteWriter(outputDirectory: folder.path + "/_site")
    try folder.link("_site/linked", to: folder.path + "/elsewhere")
    #expect(throws: WriteError.self) { try writer.remove(path) }
    #expect(try folder.listing("elsewhere") == ["page.html"])
  }
}
