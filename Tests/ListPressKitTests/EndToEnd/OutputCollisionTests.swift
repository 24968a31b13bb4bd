import Foundation
import ListPressKit
import Testing

/// Two definitions that would write one output file are both refused, with
/// an error on each, whatever the number of jobs and whichever finishes
/// first; every other page is still built, and nothing outside the output
/// folder changes.
@Suite struct OutputCollisionTests {
  private static func list(_ title: String, image: String? = nil) -> String {
    "---\ntitle: \(title)\nitems:\n  - text: A\n" + (image.map { "    image: \($0)\n" } ?? "") + "---\n"
  }

  private static func svg(width: Int) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(width)\"/>"
  }

  private static let neither = "; an output file comes from one definition only, so neither is built: rename one of them"

  /// Every file below `folder`, with its bytes: what a build must leave
  /// alone outside its output folder.
  private func snapshot(_ folder: TemporaryFolder, except output: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in try folder.listing() where !path.hasPrefix(output + "/") && path != output {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isDirectory)
      files[path] = isDirectory.boolValue ? Data() : FileManager.default.contents(atPath: folder.path + "/" + path)
    }
    return files
  }

  private func build(_ folder: TemporaryFolder, _ inputs: [String], output: String = "out", jobs: Int = 1, gallery: Bool = false)
    -> BuildReport
  {
    ListPress.build(
      inputs: inputs.map { folder.path + "/" + $0 },
      options: BuildOptions(outputDirectory: folder.path + "/" + output, jobs: jobs, writesGallery: gallery))
  }

  @Test(arguments: [1, 4])
  func twoInputFoldersWithAFileOfTheSameNameRefuseBoth(jobs: Int) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("One"), to: "d1/x.md")
    try folder.write(Self.list("Two"), to: "d2/x.md")
    try folder.write(Self.list("Other"), to: "d2/y.md")
    let before = try snapshot(folder, except: "out")
    let report = build(folder, ["d1", "d2"], jobs: jobs)
    let d1 = folder.path + "/d1/x.md", d2 = folder.path + "/d2/x.md"
    #expect(
      report.diagnostics.map(\.description) == [
        "\(d1): error: its page 'x.html' is also the page of '\(d2)'\(Self.neither)",
        "\(d2): error: its page 'x.html' is also the page of '\(d1)'\(Self.neither)",
      ])
    #expect(report.failedInputs == 2)
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html", "y.html"))
    #expect(try snapshot(folder, except: "out") == before)
  }

  @Test func theSameBuildGivesTheSameSiteWithOneJobOrFourEveryTime() throws {
    let folder = try TemporaryFolder()
    for number in 0..<20 {
      try folder.write(Self.list("One \(number)"), to: "d1/list-\(number).md")
      try folder.write(Self.list("Two \(number)"), to: "d2/list-\(number).md")
      try folder.write(Self.list("Picture \(number)", image: "images/logo.svg"), to: "d1/picture-\(number).md")
      try folder.write(Self.list("Own \(number)", image: "images/logo.svg"), to: "d2/own-\(number).md")
    }
    try folder.write(Self.svg(width: 1), to: "d1/images/logo.svg")
    try folder.write(Self.svg(width: 2), to: "d2/images/logo.svg")
    let serial = build(folder, ["d1", "d2"], output: "serial")
    #expect(serial.failedInputs == 80)
    #expect(serial.diagnostics.count == 80)
    // Folders stay, even when what they held is removed.
    #expect(try folder.listing("serial") == [manifestFile] + siteFiles("images", "index.html"))
    for run in 0..<3 {
      let parallel = build(folder, ["d1", "d2"], output: "parallel-\(run)", jobs: 4)
      #expect(parallel.diagnostics == serial.diagnostics)
      #expect(try folder.listing("parallel-\(run)") == [manifestFile] + siteFiles("images", "index.html"))
    }
  }

  @Test func aReviewPageThatIsAnotherDefinitionsPageRefusesBoth() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("Party"), to: "in/party.md")
    try folder.write(Self.list("Party review"), to: "in/party.review.md")
    let report = build(folder, ["in"], gallery: true)
    let party = folder.path + "/in/party.md", review = folder.path + "/in/party.review.md"
    #expect(
      report.diagnostics.map(\.description) == [
        "\(party): error: its review page 'party.review.html' is also the page of '\(review)'\(Self.neither)",
        "\(review): error: its page 'party.review.html' is also the review page of '\(party)'\(Self.neither)",
      ])
    #expect(try !folder.listing("out").contains { $0.hasPrefix("party") })
    // Without a gallery there are no review pages, and so no collision.
    let site = build(folder, ["in"], output: "site")
    #expect(site.diagnostics.isEmpty)
    #expect(try folder.listing("site") == [manifestFile] + siteFiles("index.html", "party.html", "party.review.html"))
  }

  @Test func twoUnicodeSpellingsOfOneNameAreACollision() throws {
    let folder = try TemporaryFolder()
    let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
    try folder.write(Self.list("Composed"), to: "in/\(composed).md")
    try folder.write(Self.list("Decomposed"), to: "in/\(decomposed).md")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/in")
    try #require(Set(names.map { Array($0.utf8) }).count == 2, "the file system keeps both spellings")
    let report = build(folder, ["in"])
    #expect(report.failedInputs == 2)
    #expect(report.diagnostics.count == 2)
    for diagnostic in report.diagnostics {
      #expect(diagnostic.message.hasPrefix("its page 'caf"))
      #expect(diagnostic.message.contains("(the two names differ only in Unicode normalization, NFC against NFD"))
    }
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html"))
  }

  @Test func definitionsNamedDirectlyInTwoSpellingsAreBothFound() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("Composed"), to: "in/caf\u{E9}.md")
    try folder.write(Self.list("Decomposed"), to: "in/cafe\u{301}.md")
    let report = build(folder, ["in/caf\u{E9}.md", "in/cafe\u{301}.md"])
    #expect(report.failedInputs == 2)
    #expect(report.diagnostics.allSatisfy { $0.message.contains("Unicode normalization") })
  }

  @Test(arguments: [1, 4])
  func twoFilesBroughtToOneImagePathRefuseEveryPageThatShowsIt(jobs: Int) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("One", image: "images/logo.svg"), to: "d1/one.md")
    try folder.write(Self.list("Two", image: "images/logo.svg"), to: "d2/two.md")
    try folder.write(Self.list("Three", image: "images/logo.svg"), to: "d2/three.md")
    try folder.write(Self.svg(width: 1), to: "d1/images/logo.svg")
    try folder.write(Self.svg(width: 2), to: "d2/images/logo.svg")
    let before = try snapshot(folder, except: "out")
    let report = build(folder, ["d1", "d2"], jobs: jobs)
    let logo1 = folder.path + "/d1/images/logo.svg", logo2 = folder.path + "/d2/images/logo.svg"
    let ending =
      ", which differs; an output file comes from one file only, so no page that shows this image is built: "
      + "rename one of the images, or make them the same"
    let one = folder.path + "/d1/one.md", two = folder.path + "/d2/two.md", three = folder.path + "/d2/three.md"
    let start = ": error: its image 'images/logo.svg' is copied from '"
    #expect(report.failedInputs == 3)
    #expect(
      report.diagnostics.map(\.description) == [
        one + start + logo1 + "', but that of '\(three)' (and 1 more) from '\(logo2)'" + ending,
        three + start + logo2 + "', but that of '\(one)' from '\(logo1)'" + ending,
        two + start + logo2 + "', but that of '\(one)' from '\(logo1)'" + ending,
      ])
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("images", "index.html"))
    #expect(try snapshot(folder, except: "out") == before)
  }

  /// A page a rebuild finds unchanged does not claim its images while the
  /// pages are built; but a page the rebuild writes that brings another
  /// file to one of them is a contest all the same, and refuses both.
  @Test(arguments: [1, 4])
  func aRebuiltPageContestsAnImageOfAnUnchangedPage(jobs: Int) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("One", image: "images/logo.svg"), to: "d1/one.md")
    try folder.write(Self.list("Two"), to: "d2/two.md")
    try folder.write(Self.svg(width: 1), to: "d1/images/logo.svg")
    try folder.write(Self.svg(width: 2), to: "d2/images/logo.svg")
    #expect(build(folder, ["d1", "d2"], jobs: jobs).diagnostics.isEmpty)
    try folder.write(Self.list("Two", image: "images/logo.svg"), to: "d2/two.md")
    let report = build(folder, ["d1", "d2"], jobs: jobs)
    #expect(report.failedInputs == 2)
    #expect(report.diagnostics.map(\.location.file).sorted() == [folder.path + "/d1/one.md", folder.path + "/d2/two.md"])
    #expect(report.diagnostics.allSatisfy { $0.message.hasPrefix("its image 'images/logo.svg' is copied from '") })
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("images", "index.html"))
    // Without the contest, both are built again.
    try folder.write(Self.list("Two"), to: "d2/two.md")
    #expect(build(folder, ["d1", "d2"], jobs: jobs).diagnostics.isEmpty)
    #expect(
      try folder.listing("out") == [manifestFile] + siteFiles("images", "images/logo.svg", "index.html", "one.html", "two.html"))
  }

  @Test func oneImageWithTheSameBytesInTwoInputFoldersIsShared() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("One", image: "images/logo.svg"), to: "d1/one.md")
    try folder.write(Self.list("Two", image: "images/logo.svg"), to: "d2/two.md")
    try folder.write(Self.svg(width: 1), to: "d1/images/logo.svg")
    try folder.write(Self.svg(width: 1), to: "d2/images/logo.svg")
    let report = build(folder, ["d1", "d2"], jobs: 2)
    #expect(report.diagnostics.isEmpty)
    #expect(
      try folder.listing("out") == [manifestFile] + siteFiles("images", "images/logo.svg", "index.html", "one.html", "two.html"))
  }

  @Test func filesWithTheSameBytesAreOneSideOfAContest() throws {
    let folder = try TemporaryFolder()
    for (name, width) in [("d1", 1), ("d2", 1), ("d3", 2)] {
      try folder.write(Self.list(name, image: "images/logo.svg"), to: "\(name)/\(name).md")
      try folder.write(Self.svg(width: width), to: "\(name)/images/logo.svg")
    }
    let report = build(folder, ["d1", "d2", "d3"], jobs: 3)
    #expect(report.failedInputs == 3)
    let others = report.diagnostics.map { diagnostic in
      diagnostic.message.split(separator: "'")[5]
    }
    let path = folder.path
    #expect(others == ["\(path)/d3/d3.md", "\(path)/d3/d3.md", "\(path)/d1/d1.md"])
    #expect(report.diagnostics.map { $0.message.contains("(and 1 more)") } == [false, false, true])
  }

  @Test func aPageOfAnEarlierBuildIntoTheFolderIsNotReplaced() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("One"), to: "d1/x.md")
    try folder.write(Self.list("Two"), to: "d2/x.md")
    #expect(build(folder, ["d1"]).diagnostics.isEmpty)
    let page = try String(contentsOfFile: folder.path + "/out/x.html", encoding: .utf8)
    let report = build(folder, ["d2"])
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/d2/x.md: error: its page 'x.html' was written into this output folder by an earlier build, for "
          + "'\(folder.path)/d1/x.md', which still exists; an output file comes from one definition only, so this one is "
          + "not built: rename one of them, or remove the other"
      ])
    #expect(try String(contentsOfFile: folder.path + "/out/x.html", encoding: .utf8) == page)
    // Once the other definition is gone, its page is this one's.
    try FileManager.default.removeItem(atPath: folder.path + "/d1/x.md")
    #expect(build(folder, ["d2"]).diagnostics.isEmpty)
    #expect(try String(contentsOfFile: folder.path + "/out/x.html", encoding: .utf8).contains("<title>Two"))
  }

  @Test func anImageOfAnEarlierBuildIntoTheFolderIsNotReplaced() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("One", image: "images/logo.svg"), to: "d1/one.md")
    try folder.write(Self.list("Two", image: "images/logo.svg"), to: "d2/two.md")
    try folder.write(Self.svg(width: 1), to: "d1/images/logo.svg")
    try folder.write(Self.svg(width: 2), to: "d2/images/logo.svg")
    #expect(build(folder, ["d1"]).diagnostics.isEmpty)
    let report = build(folder, ["d2"])
    #expect(report.failedInputs == 1)
    #expect(
      report.diagnostics.map(\.message) == [
        "its image 'images/logo.svg' is copied from '\(folder.path)/d2/images/logo.svg', but that of "
          + "'\(folder.path)/d1/one.md' (built into this folder earlier) from '\(folder.path)/d1/images/logo.svg', which "
          + "differs; an output file comes from one file only, so no page that shows this image is built: rename one of "
          + "the images, or make them the same"
      ])
    #expect(try String(contentsOfFile: folder.path + "/out/images/logo.svg", encoding: .utf8) == Self.svg(width: 1))
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("images", "images/logo.svg", "index.html", "one.html"))
  }

  /// An image named like another definition's page would be copied over
  /// it: it is not an image, so it is refused, and the page is built.
  @Test func anImageNamedLikeAnotherDefinitionsPageIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("Other"), to: "in/other.md")
    try folder.write("<!doctype html><title>Not the page</title>", to: "in/other.html")
    try folder.write(Self.list("Shows it", image: "other.html"), to: "in/list.md")
    let report = build(folder, ["in"], jobs: 2)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/list.md:5:12: error: image file 'other.html' is not an image: ListPress copies only PNG, JPEG, "
          + "GIF, WebP, AVIF, SVG and ICO files whose contents match their extension"
      ])
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html", "other.html"))
    #expect(try String(contentsOfFile: folder.path + "/out/other.html", encoding: .utf8).contains("<title>Other"))
  }

  @Test(arguments: [false, true])
  func aRootIndexDefinitionIsTheIndexPageDraftOrNot(isDraft: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write("---\ntitle: Home\ndraft: \(isDraft)\nitems: [{ text: Welcome }]\n---\n", to: "in/index.md")
    try folder.write(Self.list("Other"), to: "in/other.md")
    let options = BuildOptions(outputDirectory: folder.path + "/out", includesDrafts: true)
    for _ in 0..<2 {
      let report = ListPress.build(inputs: [folder.path + "/in"], options: options)
      #expect(report.diagnostics.isEmpty)
      let index = try String(contentsOfFile: folder.path + "/out/index.html", encoding: .utf8)
      #expect(index.contains("<title>Home"))
      #expect(index.contains("Welcome"))
    }
  }

  @Test func checkReportsTheCollisionsABuildWouldRefuse() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.list("One"), to: "d1/x.md")
    try folder.write(Self.list("Two"), to: "d2/x.md")
    let report = ListPress.check(inputs: [folder.path + "/d1", folder.path + "/d2"])
    #expect(report.failedInputs == 2)
    let d1 = folder.path + "/d1/x.md", d2 = folder.path + "/d2/x.md"
    #expect(
      report.diagnostics.map(\.description) == [
        "\(d1): error: its page 'x.html' is also the page of '\(d2)'\(Self.neither)",
        "\(d2): error: its page 'x.html' is also the page of '\(d1)'\(Self.neither)",
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/_site"))
  }
}
