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

  /// From a resolved base, the relative path is resolved on its bytes; the
  /// result is the one resolving the whole joined path on its text gives.
  @Test(arguments: [
    ("../../x/y.png", "/a/b/c"), ("./a//b/./c.png", "/a"), ("../../../../x", "/a/b"), ("..", "/a"),
    ("", "/a/b"), ("a/../b", "/s/é"), ("../東京/x.svg", "/s/é/x"),
  ])
  func absolutePathsFromAResolvedBaseMatchTheirTextualResolution(relative: String, base: String) {
    let reference = "/" + FilePath.absoluteComponents(base + "/" + relative).joined(separator: "/")
    #expect(ManifestPath.absolute(relative, from: base) == reference)
  }

  /// Many paths made absolute at once, each folder once, are each the path
  /// made absolute alone: names in the same and other folders, bare names,
  /// names that climb, a path that ends in a slash, from the root too.
  @Test(arguments: ["/a/b/c", "/", "a/b"])
  func absolutePathsMadeTogetherAreThoseMadeAlone(base: String) {
    let paths = [
      "../images/a.png", "../images/b.png", "x.png", "../../y.png", "images/./c.png", "a/..", "a/.", "a/", "",
      "../images/sub/d.png", "/e.png", "..", "../東京/é.svg",
    ]
    #expect(ManifestPath.absolute(paths, from: base) == paths.map { ManifestPath.absolute($0, from: base) })
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
