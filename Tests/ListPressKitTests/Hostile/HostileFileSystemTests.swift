import Foundation
import ListPressKit
import Testing

/// Builds over hostile folders: images that climb out of the input folder,
/// absolute paths and symbolic links leading outside, symbolic link loops,
/// and output folders that overlap the input or cannot be written.
@Suite struct HostileFileSystemTests {
  private static let list = "---\nitems: [{ text: A }]\n---\n"

  /// A definition whose only item shows `image`, written as a YAML string.
  private static func list(image: String) -> String {
    "---\nitems:\n  - text: A\n    image: \(yamlQuoted(image))\n---\n"
  }

  private func build(_ folder: TemporaryFolder, input: String = "in", output: String = "out") -> BuildReport {
    ListPress.build(inputs: [folder.path + "/" + input], options: BuildOptions(outputDirectory: folder.path + "/" + output))
  }

  @Test(arguments: ["../../etc/passwd", "../secret.svg", "images/../../secret.svg", "./../in/../../secret.svg"])
  func anImagePathThatClimbsOutIsAnErrorAndNothingIsCopied(path: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.secretSVG, to: "secret.svg")
    try folder.write(Self.list(image: path), to: "in/list.md")
    let report = build(folder)
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/list.md:4:12: error: image path '\(path)' leads outside the input folder '\(folder.path)/in'"
      ])
    #expect(report.writtenFiles == siteFiles("index.html"))
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html"))
  }

  @Test(arguments: ["/etc/passwd", "//etc/passwd"])
  func anAbsoluteImagePathIsAnError(path: String) throws {
    let outcome = HostileOutcome(Self.list(image: path))
    #expect(outcome.html == nil)
    #expect(
      outcome.diagnostics == [
        "list.md:4:12: error: image path '\(path)' is absolute; expected a relative path, an 'https:' URL or 'symbol:NAME'"
      ])
  }

  /// A link to a file outside, a link to a folder outside, and a link to a
  /// system file: each is refused, naming where it really leads.
  @Test(arguments: [
    (link: "in/evil.svg", target: "outside/secret.svg", image: "evil.svg"),
    (link: "in/images", target: "outside", image: "images/secret.svg"),
    (link: "in/passwd.svg", target: "/etc/passwd", image: "passwd.svg"),
  ])
  func aSymbolicLinkLeadingOutsideIsAnError(link: String, target: String, image: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.secretSVG, to: "outside/secret.svg")
    try folder.write(Self.list(image: image), to: "in/list.md")
    let destination = target.hasPrefix("/") ? target : folder.path + "/" + target
    try folder.link(link, to: destination)
    let report = build(folder)
    let realPath = URL(fileURLWithPath: folder.path + "/in/" + image).resolvingSymlinksInPath().path
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/list.md:4:12: error: image path '\(image)' leads outside the input folder '\(folder.path)/in' through a symbolic link (to '\(realPath)')"
      ])
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html"))
  }

  /// A definition found in an input folder through a symbolic link that
  /// leads outside it is neither read nor published, as an image would not
  /// be; `check` refuses it too.
  @Test func aDefinitionLinkedFromOutsideTheInputIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try folder.write("---\ntitle: Secret\nitems: [{ text: hidden }]\n---\n", to: "outside/secret.md")
    try folder.link("in/s.md", to: folder.path + "/outside/secret.md")
    let realPath = URL(fileURLWithPath: folder.path + "/outside/secret.md").resolvingSymlinksInPath().path
    let refusal =
      "\(folder.path)/in/s.md: error: the definition leads outside the input folder '\(folder.path)/in' through a "
      + "symbolic link (to '\(realPath)'); name the file itself on the command line to build it"
    let report = build(folder)
    #expect(report.failed)
    #expect(report.diagnostics.map(\.description) == [refusal])
    #expect(report.inputFiles == [folder.path + "/in/list.md"])
    #expect(report.failedInputs == 1)
    #expect(report.writtenFiles == siteFiles("index.html", "list.html"))
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html", "list.html"))
    #expect(try !String(contentsOfFile: folder.path + "/out/index.html", encoding: .utf8).contains("Secret"))
    let check = ListPress.check(inputs: [folder.path + "/in"])
    #expect(check.diagnostics.map(\.description) == [refusal])
    #expect(check.inputFiles == [folder.path + "/in/list.md"])
  }

  /// A link that stays inside the input folder, even one reached through a
  /// linked input folder, is built; so is a link named on the command line,
  /// wherever it leads.
  @Test func aDefinitionLinkedFromInsideOrNamedDirectlyIsBuilt() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/notes/page.markdown")
    try folder.link("in/linked.md", to: folder.path + "/in/notes/page.markdown")
    try folder.link("site", to: folder.path + "/in")
    for input in ["in", "site"] {
      let report = build(folder, input: input, output: "out-" + input)
      #expect(report.diagnostics.isEmpty)
      #expect(report.writtenFiles == siteFiles("index.html", "linked.html"))
    }
    try folder.write("---\ntitle: Secret\nitems: [{ text: hidden }]\n---\n", to: "outside/secret.md")
    try folder.link("in/s.md", to: folder.path + "/outside/secret.md")
    let named = ListPress.build(
      inputs: [folder.path + "/in/s.md"], options: BuildOptions(outputDirectory: folder.path + "/out-named"))
    #expect(named.diagnostics.isEmpty)
    #expect(named.writtenFiles == siteFiles("index.html", "s.html"))
    #expect(try String(contentsOfFile: folder.path + "/out-named/s.html", encoding: .utf8).contains("Secret"))
  }

  /// An output folder that is an input folder, however it is spelt, or
  /// that holds one, is an error before anything is written: otherwise the
  /// input would be skipped as output and the build would succeed with
  /// nothing in it.
  @Test(arguments: [
    (input: "in", output: "in", relation: "is"),
    (input: "in", output: "in/", relation: "is"),
    (input: "in/", output: "in/../in", relation: "is"),
    (input: "linked-in", output: "in", relation: "is"),
    (input: "in/sub", output: "in", relation: "contains"),
  ])
  func anOutputFolderThatIsOrHoldsAnInputFolderIsAnError(input: String, output: String, relation: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try folder.write(Self.list, to: "in/sub/page.md")
    try folder.link("linked-in", to: folder.path + "/in")
    let report = build(folder, input: input, output: output)
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/\(output): error: the output folder '\(folder.path)/\(output)' \(relation) the input folder "
          + "'\(folder.path)/\(input)'; build into another folder (one inside the input folder is fine)"
      ])
    #expect(report.writtenFiles.isEmpty)
    #expect(try folder.listing("in") == ["list.md", "sub", "sub/page.md"])
  }

  @Test func symbolicLinkLoopsInTheInputDoNotTrapTheBuild() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try folder.link("in/self", to: folder.path + "/in")
    try folder.link("in/up", to: folder.path)
    try folder.link("in/a.md", to: folder.path + "/in/b.md")
    try folder.link("in/b.md", to: folder.path + "/in/a.md")
    let start = ContinuousClock.now
    let report = build(folder)
    #expect(ContinuousClock.now - start < hostileTimeLimit)
    #expect(report.inputFiles == [folder.path + "/in/list.md"])
    #expect(report.diagnostics.isEmpty)
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html", "list.html"))
  }

  /// The output folder inside the input folder is never read as input, so
  /// building again, fully or incrementally, gives the same site.
  @Test func anOutputFolderInsideTheInputIsBuiltIntoTheSameWayTwice() throws {
    let folder = try TemporaryFolder()
    try folder.write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "site/a.svg")
    try folder.write(Self.list(image: "a.svg"), to: "site/list.md")
    let first = build(folder, input: "site", output: "site/_site")
    #expect(first.diagnostics.isEmpty)
    #expect(first.writtenFiles == siteFiles("a.svg", "index.html", "list.html"))
    let site = try folder.listing("site/_site")
    try folder.write(Self.list, to: "site/_site/planted.md")
    let incremental = build(folder, input: "site", output: "site/_site")
    #expect(incremental.diagnostics.isEmpty)
    #expect(incremental.inputFiles == [folder.path + "/site/list.md"])
    #expect((incremental.renderedInputs, incremental.unchangedInputs) == (0, 1))
    #expect(incremental.writtenFiles.isEmpty)
    try FileManager.default.removeItem(atPath: folder.path + "/site/_site/" + manifestFile)
    let full = build(folder, input: "site", output: "site/_site")
    #expect(full.inputFiles == [folder.path + "/site/list.md"])
    #expect(full.writtenFiles == first.writtenFiles)
    #expect(try folder.listing("site/_site") == (site + ["planted.md"]).sorted())
  }

  @Test func anOutputPathBelowAFileFailsWithoutWriting() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try folder.write("a file", to: "file")
    let report = build(folder, output: "file/site")
    #expect(report.failed)
    #expect(report.writtenFiles.isEmpty)
    #expect(report.diagnostics.map(\.location) == [.wholeFile(folder.path + "/file/site")])
    #expect(report.diagnostics.first?.message.hasPrefix("cannot create the output folder") == true)
    #expect(try String(contentsOfFile: folder.path + "/file", encoding: .utf8) == "a file")
  }

  /// A file where a page's folder should be fails that page alone.
  @Test func aFileInThePlaceOfAPageFolderFailsThatPageOnly() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try folder.write(Self.list, to: "in/sub/page.md")
    try folder.write("a file", to: "out/sub")
    let report = build(folder)
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/sub/page.md: error: while writing its outputs: \(folder.path)/out/sub: cannot create the folder: a file is in the way"
      ])
    #expect(report.writtenFiles == siteFiles("index.html", "list.html"))
    #expect(try String(contentsOfFile: folder.path + "/out/sub", encoding: .utf8) == "a file")
  }

  /// A symbolic link in the output folder cannot lead a write elsewhere.
  @Test func aSymbolicLinkInTheOutputCannotLeadAWriteOutside() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/sub/page.md")
    try folder.write("keep", to: "elsewhere/keep.txt")
    try folder.write("", to: "out/.keep")
    try folder.link("out/sub", to: folder.path + "/elsewhere")
    let report = build(folder)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/sub/page.md: error: while writing its outputs: \(folder.path)/out/sub: "
          + "refusing to write outside the output folder '\(folder.path)/out'"
      ])
    #expect(try folder.listing("elsewhere") == ["keep.txt"])
  }

  @Test(.disabled(if: runsAsRoot, "root ignores file permissions, so a read-only folder cannot be made here"))
  func aReadOnlyOutputFolderFailsEveryWriteAndKeepsItsContents() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try folder.write("old", to: "out/list.html")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path + "/out")
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/out") }
    let report = build(folder)
    #expect(report.failed)
    #expect(report.writtenFiles.isEmpty)
    // Every write is tried: the page, the stylesheet and the script, the
    // index, then the manifest.
    let out = folder.path + "/out"
    // Reported in path order.
    #expect(
      report.diagnostics.map(\.location)
        == ([manifestFile] + siteFiles("index.html", "list.html")).map { .wholeFile(out + "/" + $0) })
    #expect(report.diagnostics.allSatisfy { $0.message == "cannot create a temporary file: Permission denied" })
    #expect(try folder.listing("out") == ["list.html"])
    #expect(try String(contentsOfFile: folder.path + "/out/list.html", encoding: .utf8) == "old")
  }

  /// Anything in the manifest's place that is not a regular file (a FIFO,
  /// a link to `/dev/zero`), or that is larger than any manifest, is
  /// ignored without being waited on or read: the build is a full one and
  /// writes a manifest of its own in its place.
  @Test(arguments: ["FIFO", "link to /dev/zero", "huge file"])
  func aManifestThatIsNoFileOrTooLargeIsIgnored(kind: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
    let manifest = folder.path + "/out/" + manifestFile
    switch kind {
    case "FIFO": #expect(mkfifo(manifest, 0o644) == 0)
    case "huge file":
      // Sparse: it takes no room on the disk.
      #expect(FileManager.default.createFile(atPath: manifest, contents: nil))
      #expect(truncate(manifest, off_t(1 << 30) + 1) == 0)
    default: try folder.link("out/" + manifestFile, to: "/dev/zero")
    }
    let report = build(folder)
    #expect(report.diagnostics.isEmpty)
    #expect(report.renderedInputs == 1)
    let attributes = try FileManager.default.attributesOfItem(atPath: manifest)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try String(contentsOfFile: manifest, encoding: .utf8).hasPrefix("{"))
  }

  /// A FIFO named like a template is refused with the reason, never
  /// opened to wait for a writer.
  @Test func aTemplateThatIsAFIFOIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    try FileManager.default.createDirectory(atPath: folder.path + "/templates", withIntermediateDirectories: true)
    #expect(mkfifo(folder.path + "/templates/page.mustache", 0o644) == 0)
    let report = ListPress.build(
      inputs: [folder.path + "/in"],
      options: BuildOptions(outputDirectory: folder.path + "/out", templatesDirectory: folder.path + "/templates"))
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/templates/page.mustache: error: cannot read the file (it is a FIFO, not a regular file)"
      ])
    #expect(report.writtenFiles.isEmpty)
  }

  /// Folders nested so deep that a path below them is longer than the
  /// system allows (PATH_MAX) are an error naming the first such path,
  /// not a folder silently left out; the rest of the input is built.
  @Test func foldersDeeperThanThePathLimitAreAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list, to: "in/list.md")
    let name = String(repeating: "d", count: 200)
    // Made one level at a time from an open folder: the whole path is too
    // long to name at once.
    var descriptor = open(folder.path + "/in", O_RDONLY | O_DIRECTORY)
    var depth = 0
    var path = folder.path + "/in"
    while path.utf8.count + 1 + name.utf8.count < PATH_MAX {
      #expect(mkdirat(descriptor, name, 0o755) == 0)
      let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
      path += "/" + name
      depth += 1
    }
    #expect(mkdirat(descriptor, name, 0o755) == 0)
    close(descriptor)
    let report = build(folder)
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(path)/\(name): error: the folder is nested too deeply: this path is longer than the system's limit of "
          + "\(PATH_MAX - 1) bytes, so it is not searched"
      ])
    #expect(report.writtenFiles == siteFiles("index.html", "list.html"))
    #expect(depth > 10)
  }

  /// A definition whose page name is as long as a name can be (255 bytes)
  /// is built: its temporary file's name is cut to fit.
  @Test func aPageWithTheLongestNameIsBuilt() throws {
    let folder = try TemporaryFolder()
    let name = String(repeating: "é", count: 125)
    try folder.write(Self.list, to: "in/\(name).md")
    let report = build(folder)
    #expect(report.diagnostics.isEmpty)
    #expect(report.writtenFiles == siteFiles("index.html", name + ".html"))
  }

  /// Two builds of two input folders into one output folder at once: both
  /// finish, every page is whole, the index is one that building them one
  /// after the other could leave (a build keeps the entries of the other's
  /// definitions it finds in the manifest), the manifest is whole, and no
  /// temporary file is left. (The two folders hold different pages: pages
  /// of the same name would be a collision, refused by the second build.)
  @Test func twoBuildsIntoOneOutputFolderAtOnceLeaveACompleteSite() throws {
    let folder = try TemporaryFolder()
    for version in ["a", "b"] {
      for name in (1...20).map({ "\(version)page\($0)" }) {
        let text = "Version \(version) of \(name). " + String(repeating: "Long text. ", count: 2_000)
        try folder.write("---\ntitle: \(name)\nitems: [{ text: \(yamlQuoted(text)) }]\n---\n", to: "\(version)/sub/\(name).md")
      }
      _ = build(folder, input: version, output: "reference-\(version)")
    }
    for order in ["ab", "ba"] {
      for version in order { _ = build(folder, input: String(version), output: "reference-\(order)") }
    }
    let root = folder.path
    for _ in 0..<3 {
      let reports = ["a", "b"].concurrentBuilds { version in
        ListPress.build(inputs: [root + "/" + version], options: BuildOptions(outputDirectory: root + "/out"))
      }
      #expect(reports.allSatisfy { !$0.failed })
      for file in try folder.listing("reference-ab") where !file.hasSuffix("sub") {
        let built = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/" + file))
        if file == manifestFile {
          #expect((try? JSONSerialization.jsonObject(with: built)) != nil, "out/\(file) is not whole")
          continue
        }
        // What building one folder, or both one after the other, writes.
        let versions = ["a", "b", "ab", "ba"].compactMap {
          FileManager.default.contents(atPath: folder.path + "/reference-\($0)/" + file)
        }
        #expect(versions.contains(built), "out/\(file) is not what a build writes")
      }
      #expect(try folder.listing("out") == folder.listing("reference-ab"))
    }
  }
}

extension Array where Element == String {
  /// Runs `build` for each version on its own thread, all at once.
  fileprivate func concurrentBuilds(_ build: @escaping @Sendable (String) -> BuildReport) -> [BuildReport] {
    let group = DispatchGroup()
    let results = Results(count: count)
    for (index, version) in enumerated() {
      group.enter()
      Thread.detachNewThread {
        results.set(index, build(version))
        group.leave()
      }
    }
    group.wait()
    return results.all
  }
}

/// Reports filled in from several threads.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [BuildReport?]

  init(count: Int) { reports = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ report: BuildReport) { lock.withLock { reports[index] = report } }

  var all: [BuildReport] { lock.withLock { reports.compactMap { $0 } } }
}
