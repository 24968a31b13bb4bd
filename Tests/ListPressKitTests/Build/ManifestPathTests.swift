import Testing

@testable import ListPressKit

@Suite struct ManifestPathTests {
  @Test(arguments: [
    ("/site/Examples/characters.md", "/site/_site", "../Examples/characters.md"),
    ("/site/_site/images/a.svg", "/site/_site", "images/a.svg"),
    ("/elsewhere/a.md", "/home/me/site/_site", "../../../../elsewhere/a.md"),
    ("/a.md", "/", "a.md"),
    ("/site/_siteX/a.md", "/site/_site", "../_siteX/a.md"),
    ("/site", "/site/_site/x", "../.."),
    ("/site/_site", "/site/_site", ""),
    ("/s/é/東京.md", "/s/é/x", "../東京.md"),
  ])
  func pathsAreRelativeToTheOutputFolderAndBack(path: String, base: String, relative: String) {
    #expect(ManifestPath.relative(path, from: base) == relative)
    #expect(ManifestPath.absolute(relative, from: base) == path)
  }

  /// Paths with `.`, `..` or empty components are resolved on their text
  /// first.
  @Test(arguments: [
    ("/a/./b/../c.md", "/a", "c.md"),
    ("/a//b.md", "/a/", "b.md"),
    ("/a/b.md", "/a/c/..", "b.md"),
  ])
  func unresolvedPathsAreResolvedFirst(path: String, base: String, relative: String) {
    #expect(ManifestPath.relative(path, from: base) == relative)
  }
}
