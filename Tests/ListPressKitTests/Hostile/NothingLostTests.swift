import Foundation
import ListPressKit
import Testing

/// A build never loses what was there: files it did not write are left as
/// they are, a page whose definition now fails goes (as a clean build would
/// leave it) and nothing else with it, a failed write leaves no temporary
/// file, a shared file that cannot be written keeps no other from being
/// tried, and the report names every page that failed.
@Suite struct NothingLostTests {
  private static func list(_ title: String) -> String {
    "---\ntitle: \(title)\nitems: [{ text: A }]\n---\n"
  }

  private func build(_ folder: TemporaryFolder) -> BuildReport {
    ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
  }

  private func read(_ folder: TemporaryFolder, _ relativePath: String) throws -> String {
    try String(contentsOfFile: folder.path + "/" + relativePath, encoding: .utf8)
  }

  /// Files the build did not write, including ones named like its pages,
  /// its folders and its temporary files.
  private static let foreignFiles = [
    "CNAME": "example.org",
    ".well-known/security.txt": "Contact: mailto:a@example.org",
    "sub/notes.txt": "notes",
    "stale.html": "a page no definition makes any more",
    ".list.html.tmp-AbC123": "looks like a temporary file",
  ]

  @Test func filesTheBuildDidNotWriteAreNeverTouched() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("List"), to: "in/list.md")
    try folder.write(Self.list("Page"), to: "in/sub/page.md")
    for (path, contents) in Self.foreignFiles { try folder.write(contents, to: "out/" + path) }
    let built = build(folder)
    try folder.write("---\nitems: nope\n---\n", to: "in/list.md")
    let failed = build(folder)
    #expect(!built.failed && failed.failed)
    // The page of the definition that now fails is the only file removed.
    #expect(failed.removedFiles == ["list.html"])
    for (path, contents) in Self.foreignFiles {
      #expect(try read(folder, "out/" + path) == contents, "out/\(path) changed")
    }
    let expected = Self.foreignFiles.keys + built.writtenFiles.filter { $0 != "list.html" } + [".well-known", "sub", manifestFile]
    #expect(try folder.listing("out") == expected.sorted())
  }

  /// A definition that gets errors is named, and its page goes with its
  /// entry in the index, as a clean build would leave the site (the
  /// README's incremental builds); the other pages are built as usual.
  @Test func aPageWhoseDefinitionFailsIsNamedAndGoesAsInACleanBuild() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("Good"), to: "in/good.md")
    try folder.write(Self.list("Fine"), to: "in/fine.md")
    _ = build(folder)
    #expect(try read(folder, "out/index.html").contains("fine.html"))
    try folder.write(Self.list("Good again"), to: "in/good.md")
    try folder.write("---\ntitle: Fine\nappearance: insetgrouped\nitems: [{ text: A }]\n---\n", to: "in/fine.md")
    let report = build(folder)
    #expect(report.failed)
    #expect(report.failedInputs == 1)
    #expect(Set(report.diagnostics.map(\.location.file)) == [folder.path + "/in/fine.md"])
    #expect(report.writtenFiles == ["good.html", "index.html"])
    #expect(report.removedFiles == ["fine.html"])
    #expect(try !read(folder, "out/index.html").contains("fine.html"))
    #expect(try read(folder, "out/good.html").contains("Good again"))
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("good.html", "index.html"))
  }

  /// A page that cannot replace what is in its place (a folder) fails with
  /// the reason, keeps what was there and leaves no temporary file.
  @Test func aWriteThatFailsLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("List"), to: "in/list.md")
    try folder.write(Self.list("Other"), to: "in/other.md")
    try folder.write("kept", to: "out/list.html/inside.txt")
    let report = build(folder)
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/list.md: error: while writing its outputs: \(folder.path)/out/list.html: cannot replace the file: Is a directory"
      ])
    #expect(report.writtenFiles == siteFiles("index.html", "other.html"))
    #expect(
      try folder.listing("out") == [manifestFile] + siteFiles("index.html", "list.html", "list.html/inside.txt", "other.html"))
  }

  /// A shared file that cannot be written does not keep the others from
  /// being tried: with the stylesheet blocked the script and the index are
  /// still written, and with the index blocked too both failures are named.
  @Test(arguments: [false, true])
  func aStylesheetThatCannotBeWrittenDoesNotStopTheIndex(indexBlocked: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("List"), to: "in/list.md")
    try folder.write("kept", to: "out/\(siteStylesheet)/inside.txt")
    if indexBlocked {
      try folder.write("kept", to: "out/index.html/inside.txt")
    }
    let report = build(folder)
    #expect(report.failed)
    // Reported in path order.
    let blocked = indexBlocked ? ["index.html", siteStylesheet] : [siteStylesheet]
    #expect(
      report.diagnostics.map(\.description)
        == blocked.map { "\(folder.path)/out/\($0): error: cannot replace the file: Is a directory" })
    #expect(report.writtenFiles == (indexBlocked ? ["list.html", siteScript] : ["index.html", "list.html", siteScript]))
    #expect(try read(folder, "out/\(siteStylesheet)/inside.txt") == "kept")
  }

  /// Every page that failed is in the report, so the tool can say which
  /// and exit non-zero.
  @Test func everyFailedPageIsNamedInTheReport() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("Good"), to: "in/good.md")
    try folder.write("no front matter", to: "in/a.md")
    try folder.write("---\nitems: [{ text: A, image: missing.png }]\n---\n", to: "in/b/c.md")
    try folder.write("---\nitems: [{ text: A }]\n---\n", to: "in/d.md")
    try folder.write("a file", to: "out/d.html/x")
    let report = build(folder)
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.location.file) == [
        folder.path + "/in/a.md", folder.path + "/in/b/c.md", folder.path + "/in/d.md",
      ])
    #expect(report.writtenFiles == siteFiles("good.html", "index.html"))
  }

  /// A page whose removal fails (its folder now leads outside the output)
  /// stays in the manifest, and the next build, once the folder is back,
  /// removes it.
  @Test func aPageThatCouldNotBeRemovedStaysListedAndIsRetried() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("List"), to: "in/list.md")
    try folder.write(Self.list("Page"), to: "in/sub/page.md")
    _ = build(folder)
    try FileManager.default.removeItem(atPath: folder.path + "/in/sub/page.md")
    try FileManager.default.moveItem(atPath: folder.path + "/out/sub", toPath: folder.path + "/aside")
    try folder.link("out/sub", to: folder.path + "/aside")
    let blocked = build(folder)
    #expect(
      blocked.diagnostics.map(\.description) == [
        "\(folder.path)/out/sub: error: refusing to remove outside the output folder '\(folder.path)/out'"
      ])
    #expect(blocked.removedFiles.isEmpty)
    #expect(try read(folder, "out/" + manifestFile).contains("\"sub/page.html\""))
    try FileManager.default.removeItem(atPath: folder.path + "/out/sub")
    try FileManager.default.moveItem(atPath: folder.path + "/aside", toPath: folder.path + "/out/sub")
    let retried = build(folder)
    #expect(retried.diagnostics.isEmpty)
    #expect(retried.removedFiles == ["sub/page.html"])
    #expect(try !read(folder, "out/" + manifestFile).contains("sub/page.html"))
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html", "list.html", "sub"))
  }

  /// What the journal of a build that was killed lists is the site's, as
  /// if the manifest listed it: a page no definition makes any more goes,
  /// and so do the temporary files of the files it lists, but nothing
  /// else, not even a file named like a temporary file of a file it does
  /// not list. The journal goes with them.
  @Test func aJournalLeftByAKilledBuildIsCleanedUp() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("List"), to: "in/list.md")
    _ = build(folder)
    let journal = ["stale.html", "sub/stale.html", "list.html", manifestFile, "sub/never-written.html"]
    try folder.write(journal.map { $0 + "\0" }.joined() + "sub/cut-short", to: "out/.listpress-journal")
    let leftovers = [
      "stale.html": "a page of a definition that is gone",
      "sub/stale.html": "another",
      ".list.html.tmp-Ab12Cd": "a temporary file of a page",
      ".\(manifestFile).tmp-0a1B2c": "a temporary file of the manifest",
      "sub/.never-written.html.tmp-XyZ789": "a temporary file of a page never written",
    ]
    let foreign = [
      "CNAME": "example.org",
      ".other.html.tmp-Ab12Cd": "named like a temporary file of a file the journal does not list",
      ".list.html.tmp-toolong1": "not quite the pattern",
      "sub/cut-short": "an entry without its NUL",
    ]
    for (path, contents) in leftovers.merging(foreign, uniquingKeysWith: { $1 }) {
      try folder.write(contents, to: "out/" + path)
    }
    let report = build(folder)
    #expect(report.diagnostics.isEmpty)
    #expect(Set(report.removedFiles) == Set(leftovers.keys))
    #expect(
      try folder.listing("out")
        == ([manifestFile, "sub"] + foreign.keys + siteFiles("index.html", "list.html")).sorted())
    for (path, contents) in foreign {
      #expect(try read(folder, "out/" + path) == contents)
    }
  }

  /// Two builds of different definitions into one folder at once: one
  /// waits for the other, so the manifest keeps the records of both, and
  /// the index lists every page of both, every time.
  @Test func twoBuildsAtOnceNeverLoseTheOthersRecords() throws {
    let folder = try TemporaryFolder()
    for version in ["a", "b"] {
      for number in 1...20 {
        try folder.write(Self.list("\(version)\(number)"), to: "\(version)/\(version)\(number).md")
      }
    }
    let root = folder.path
    for round in 0..<4 {
      let output = root + "/out\(round)"
      let group = DispatchGroup()
      for version in ["a", "b"] {
        group.enter()
        Thread.detachNewThread {
          _ = ListPress.build(inputs: [root + "/" + version], options: BuildOptions(outputDirectory: output, jobs: 2))
          group.leave()
        }
      }
      group.wait()
      let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
      let manifest = try String(contentsOfFile: output + "/" + manifestFile, encoding: .utf8)
      for version in ["a", "b"] {
        for number in 1...20 {
          #expect(index.contains("\(version)\(number).html\""), "out\(round)/index.html lacks \(version)\(number)")
          #expect(manifest.contains("/\(version)/\(version)\(number).md\""), "out\(round) lost \(version)\(number)")
        }
      }
      #expect(try !folder.listing("out\(round)").contains { $0.hasPrefix(".listpress-lock") || $0.contains(".tmp-") })
    }
  }

  /// A manifest path with a NUL in it is refused, not cut short: the
  /// manifest is not used, and `CNAME`, which it does not list, stays.
  @Test func aManifestPathWithANULRemovesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("List"), to: "in/list.md")
    try folder.write("example.org", to: "out/CNAME")
    let manifest = #"{"format":2,"tool":"0.1.0","images":[],"inputs":{},"outputs":{"CNAME\u0000.html":{"inode":1,"modified":1,"size":1}}}"#
    try folder.write(manifest, to: "out/" + manifestFile)
    let report = build(folder)
    #expect(report.diagnostics.isEmpty)
    #expect(report.removedFiles.isEmpty)
    #expect(try read(folder, "out/CNAME") == "example.org")
  }
}
