import ListPressKit
import Testing

@Suite struct OutputLayoutTests {
  @Test(arguments: [
    ("Examples/characters.md", "Examples", "characters.html", "", "_site/characters.html"),
    ("Examples/guides/party/cloud.md", "Examples", "guides/party/cloud.html", "../../", "_site/guides/party/cloud.html"),
    ("Examples/./guides/../notes.md", "Examples/", "notes.html", "", "_site/notes.html"),
    ("/abs/in/a/b.md", "/abs/in", "a/b.html", "../", "_site/a/b.html"),
    ("Examples/readme", "Examples", "readme.html", "", "_site/readme.html"),
  ])
  func mapsInputsBelowTheirRoot(file: String, root: String, relativePath: String, prefix: String, path: String) throws {
    let destination = try OutputLayout(outputDirectory: "_site").destination(ofInput: file, root: root)
    #expect(destination.relativePath == relativePath)
    #expect(destination.assetsPrefix == prefix)
    #expect(destination.path == path)
  }

  @Test(arguments: [
    ("Other/list.md", "Examples"),
    ("Examples/../list.md", "Examples"),
    ("Examples", "Examples"),
    ("/etc/list.md", "Examples"),
  ])
  func refusesFilesOutsideTheirRoot(file: String, root: String) {
    #expect(throws: WriteError.self) {
      try OutputLayout(outputDirectory: "_site").destination(ofInput: file, root: root)
    }
  }

  @Test(arguments: [
    ("Examples/list.md", "Examples"),
    ("list.md", "."),
    ("/list.md", "/"),
    ("a/b/c.md", "a/b"),
  ])
  func takesTheFoldersOfFilesGivenDirectly(file: String, root: String) throws {
    #expect(OutputLayout.inputRoot(ofFile: file) == root)
    #expect(try OutputLayout(outputDirectory: "out/").destination(ofInput: file, root: root).assetsPrefix == "")
  }
}
