import Testing

@testable import ListPressKit

@Suite struct ManifestPathTests {
  @Test(arguments: [
    ("/site/Examples/characters.md", "/site/_site", "../Examples/characters.md"),
    ("/site/_site/images/a.svg", "/site/_site", "images/a.svg"),
    ("/elsewhere/a.md", "/home/me/site/_site", "../../../../elsewhere/a.md"),
    ("/a.md", "/", "a.md"),
  ])
  func pathsAreRelativeToTheOutputFolderAndBack(path: String, base: String, relative: String) {
    #expect(ManifestPath.relative(path, from: base) == relative)
    #expect(ManifestPath.absolute(relative, from: base) == path)
  }
}
