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

/// The path arithmetic done on bytes, which a build runs for every image
/// reference, gives what the same arithmetic on components gives.
@Suite struct PathOnBytesTests {
  @Test(arguments: [
    "/", "//", "/a", "/a/", "/a//b", "/a/./b", "/a/../b", "/..", "/../..", "/a/b/../..", "/a/b/../../..",
    "/a/.../b", "/a/..b/.c/c.", "/./a/.", "/é/東京/./🍎/../x.png", "/x/y/z/../../w/./v//u",
  ])
  func resolvesAsComponentsDo(path: String) {
    let expected = "/" + FilePath.absoluteComponents(path).joined(separator: "/")
    #expect(FilePath.lexicallyResolved(path) == expected)
  }

  @Test(arguments: [
    ("/site/images/a.png", "/site", "images/a.png"), ("/site", "/site", ""), ("/site2/a", "/site", nil),
    ("/sit", "/site", nil), ("/a/b", "/", "a/b"), ("/caf\u{E9}/a", "/cafe\u{301}", nil),
  ] as [(String, String, String?)])
  func findsTheSubpathByBytes(path: String, root: String, expected: String?) {
    #expect(FilePath.subpath(of: path, below: root).map(String.init) == expected)
  }

  /// Paths that need no resolving are compared on their bytes; the
  /// components are the same as those the resolving comparison finds.
  @Test(arguments: [
    ("/in/a/b.md", "/in", ["a", "b.md"]), ("/in", "/in", []), ("/in2/a.md", "/in", nil), ("/i", "/in", nil),
    ("in/a/b.md", "in", ["a", "b.md"]), ("in/a.md", "/in", nil), ("/caf\u{E9}/a.md", "/cafe\u{301}", nil),
    ("/\u{E9}t\u{E9}/\u{6771}\u{4EAC}/\u{1F34E}.md", "/\u{E9}t\u{E9}", ["\u{6771}\u{4EAC}", "\u{1F34E}.md"]),
    ("/in/./a.md", "/in", ["a.md"]), ("/in/x/../a.md", "/in", ["a.md"]), ("/in/../a.md", "/in", nil),
  ] as [(String, String, [String]?)])
  func findsTheComponentsBelowARoot(path: String, root: String, expected: [String]?) {
    #expect(FilePath.components(of: path, below: root) == expected)
  }

  @Test(arguments: [
    ("images/a.png", ImageFileType.png), ("a/B.JPG", .jpeg), ("x.jpeg", .jpeg), ("x.Svg", .svg), ("dir.png/x", nil),
    ("x.png.txt", nil), ("x", nil), (".png", .png), ("x.webp", .webp), ("x.avif", .avif), ("x.ico", .ico),
    ("x.gif", .gif), ("x.pngg", nil), ("x.ｐｎｇ", nil),
  ] as [(String, ImageFileType?)])
  func readsTheTypeOfAnImageNameByBytes(name: String, expected: ImageFileType?) {
    #expect(ImageFileType(extensionOf: name) == expected)
  }

  @Test(arguments: [
    ("a/.git/config", ".git"), (".env", ".env"), ("a/b/c.png", nil), ("../a/./b", nil), ("a/..b", "..b"),
    ("a/.../b", "..."), ("é/.東京", ".東京"),
  ] as [(String, String?)])
  func findsTheFirstHiddenComponentByBytes(path: String, expected: String?) {
    #expect(HiddenPath.firstHiddenComponent(of: path) == expected)
  }
}
