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

@Suite struct InputFileTests {
  private static let sighting = FileSighting(realFolder: "/real/in", stamp: FileStamp(size: 1, modified: 2, inode: 3))

  /// A path is kept as its folder and its name, and given back whole.
  @Test(arguments: ["list.md", "in/list.md", "in/sub/list.md", "/list.md", "//list.md", "in/", ""])
  func givesBackItsPath(path: String) {
    var file = InputFile(path: path, root: "in")
    #expect(file.path == path)
    file.path = "other/" + path
    #expect(file.path == "other/" + path)
  }

  /// A file found by a folder's search is the file named by its path:
  /// what the search saw is not part of it.
  @Test(arguments: [(String?.some("in/sub"), "list.md", "in/sub/list.md"), (nil, "list.md", "list.md")])
  func aFoundFileIsTheFileOfItsPath(folder: String?, name: String, path: String) {
    let found = InputFile(folder: folder, name: name, root: "in", sighting: Self.sighting)
    let named = InputFile(path: path, root: "in")
    #expect(found.path == path)
    #expect(found == named)
    #expect(Set([found, named]).count == 1)
    #expect(found.sightedRealPath == "/real/in/" + name)
    #expect(named.sightedRealPath == nil)
  }

  @Test func filesSortByPath() {
    let files = ["a/x.md", "a-b/x.md", "a/b/x.md", "b.md"].map { InputFile(path: $0, root: ".") }
    #expect(files.sorted().map(\.path) == ["a-b/x.md", "a/b/x.md", "a/x.md", "b.md"])
  }
}
