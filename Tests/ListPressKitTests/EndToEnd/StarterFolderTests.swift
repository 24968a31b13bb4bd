import Foundation
import ListPressKit
import Testing

/// `StarterFolder`, what `listpress init` writes: lists that build clean,
/// one of each appearance, and no file replaced or written through a link.
struct StarterFolderTests {
  @Test("The starter folder's lists build with no error and no warning, one of each appearance")
  func theListsBuildClean() throws {
    let folder = try TemporaryFolder()
    let written = try StarterFolder.write(to: folder.path)
    #expect(written == StarterFolder.files.map { folder.path + "/" + $0.path })

    let report = ListPress.build(
      inputs: [folder.path + "/" + StarterFolder.listsFolder], options: BuildOptions(outputDirectory: folder.path + "/_site"))
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    #expect(!report.failed)
    #expect(report.renderedInputs == StarterFolder.files.count - 2)

    // Each page is drawn in its own appearance: every appearance once.
    var appearances: [String] = []
    for file in StarterFolder.files where file.path.hasPrefix(StarterFolder.listsFolder + "/") {
      let name = String(file.path.dropFirst(StarterFolder.listsFolder.count + 1).dropLast(3))
      let html = try String(contentsOfFile: "\(folder.path)/_site/\(name).html", encoding: .utf8)
      let found = Appearance.allCases.map(\.rawValue).filter { html.contains("appearance-\($0) ") || html.contains("appearance-\($0)\"") }
      #expect(found.count == 1, "\(name).html: appearances \(found)")
      appearances += found
    }
    #expect(appearances.sorted() == Appearance.allCases.map(\.rawValue).sorted())
  }

  @Test("The README says how to build, serve and check the lists, and how an editor gets the schema")
  func theReadmeSaysWhatToRun() throws {
    let readme = try #require(StarterFolder.files.first { $0.path == "README.md" }).contents
    for command in [
      "listpress build lists -o _site", "listpress serve lists", "listpress check lists",
      "listpress schema > listpress.schema.json", "# yaml-language-server: $schema=../listpress.schema.json",
    ] {
      #expect(readme.contains(command), "\(command)")
    }
  }

  @Test("With any of its files already there, nothing is written and nothing replaced",
        arguments: StarterFolder.files.map(\.path))
  func anExistingFileStopsIt(path: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("mine\n", to: path)
    #expect(throws: StarterFolder.Refusal.filesExist(folder: folder.path, paths: [path])) {
      try StarterFolder.write(to: folder.path)
    }
    #expect(try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8) == "mine\n")
    for other in StarterFolder.files.map(\.path) where other != path {
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + other), "\(other) was written")
    }
  }

  @Test("A link where lists/ goes is not followed, and a missing folder is made")
  func linksAreNotFollowed() throws {
    let folder = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/lists", withDestinationPath: elsewhere.path)
    #expect(throws: StarterFolder.Refusal.notAFolder(path: folder.path + "/lists")) {
      try StarterFolder.write(to: folder.path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["lists"])

    let fresh = folder.path + "/new"
    #expect(try StarterFolder.write(to: fresh).count == StarterFolder.files.count)
    #expect(FileManager.default.fileExists(atPath: fresh + "/lists/sidebar.md"))
  }
}
