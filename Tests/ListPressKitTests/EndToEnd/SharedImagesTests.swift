import Foundation
import ListPressKit
import Testing

/// Pages that share images: each image is copied once per build, whichever
/// threads build the pages that show it, every page's reference to it
/// loads, and an image stays in the output as long as one page shows it.
@Suite struct SharedImagesTests {
  private static let pageCount = 200
  private static let imageCount = 50

  /// The images page `number` shows: three of the fifty, two in the
  /// shared folder and one in a subfolder of it.
  private static func images(ofPage number: Int) -> [String] {
    [number % imageCount, (number * 7 + 3) % imageCount, (number + 13) % imageCount].map(imagePath)
  }

  private static func imagePath(_ number: Int) -> String {
    number % 5 == 0 ? "images/icons/icon-\(number).png" : "images/logo-\(number).png"
  }

  /// A small PNG file whose bytes differ for each `number`.
  private static func png(_ number: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<(200 + number * 37)).map { UInt8(truncatingIfNeeded: $0 * (number + 3)) }
  }

  /// Writes the site into `in/` of `folder`: the pages, half of them one
  /// folder down (showing the images by `../`), and the images, stamped
  /// an hour ago when `settled` (so that the copy is the kernel's) and just
  /// now otherwise (so that each is read and its hash compared).
  private func writeSite(in folder: TemporaryFolder, settled: Bool) throws {
    for number in 0..<Self.pageCount {
      let below = number % 2 == 1
      let items = Self.images(ofPage: number).map { "  - text: Shows \($0)\n    image: \(below ? "../" : "")\($0)" }
      try folder.write(
        "---\ntitle: Page \(number)\nitems:\n\(items.joined(separator: "\n"))\n---\n",
        to: "in/" + Self.page(number, suffix: ".md"))
    }
    for number in 0..<Self.imageCount {
      try folder.write(bytes: Self.png(number), to: "in/" + Self.imagePath(number))
      if settled {
        try FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder.path + "/in/" + Self.imagePath(number))
      }
    }
  }

  private static func page(_ number: Int, suffix: String) -> String {
    (number % 2 == 1 ? "more/" : "") + "page-\(number)" + suffix
  }

  private func build(_ folder: TemporaryFolder, output: String, jobs: Int) -> BuildReport {
    ListPress.build(
      inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/" + output, jobs: jobs))
  }

  /// The `src` of every `<img>` in the HTML at `path`.
  private func imageSources(inPage path: String) throws -> [String] {
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: "<img[^>]* src=\"([^\"]*)\"")
    return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
      String(html[Range($0.range(at: 1), in: html)!])
    }
  }

  private func outputImages(_ folder: TemporaryFolder, _ output: String) throws -> [String] {
    try folder.listing(output + "/images").filter { $0.hasSuffix(".png") }.map { "images/" + $0 }
  }

  @Test(arguments: [(1, true), (4, true), (4, false)])
  func everyImageIsCopiedOnceAndEveryReferenceLoads(jobs: Int, settled: Bool) throws {
    let folder = try TemporaryFolder()
    try writeSite(in: folder, settled: settled)
    let report = build(folder, output: "out", jobs: jobs)
    #expect(report.diagnostics.isEmpty)
    #expect(report.renderedInputs == Self.pageCount)
    #expect(report.copiedImages == Self.imageCount)
    let allImages = (0..<Self.imageCount).map(Self.imagePath).sorted()
    #expect(try outputImages(folder, "out") == allImages)
    for number in 0..<Self.imageCount {
      #expect(try folder.bytes(at: "out/" + Self.imagePath(number)) == Self.png(number))
    }
    for number in 0..<Self.pageCount {
      let page = folder.path + "/out/" + Self.page(number, suffix: ".html")
      let sources = try imageSources(inPage: page)
      #expect(sources == Self.images(ofPage: number).map { (number % 2 == 1 ? "../" : "") + $0 })
      for source in sources {
        let loaded = URL(fileURLWithPath: page).deletingLastPathComponent().appendingPathComponent(source).standardized.path
        #expect(FileManager.default.fileExists(atPath: loaded), "\(source) of page \(number)")
      }
    }
    // Nothing changed: nothing is copied again.
    let again = build(folder, output: "out", jobs: jobs)
    #expect(again.copiedImages == 0)
    #expect(again.writtenFiles.isEmpty)
  }

  @Test func imagesStayWhileOnePageShowsThemAndGoWithTheLast() throws {
    let folder = try TemporaryFolder()
    try writeSite(in: folder, settled: true)
    _ = build(folder, output: "out", jobs: 4)
    for number in 1..<Self.pageCount {
      try FileManager.default.removeItem(atPath: folder.path + "/in/" + Self.page(number, suffix: ".md"))
    }
    let fewer = build(folder, output: "out", jobs: 4)
    #expect(fewer.diagnostics.isEmpty)
    #expect(fewer.copiedImages == 0)
    let kept = Self.images(ofPage: 0).sorted()
    #expect(try outputImages(folder, "out") == kept)
    for path in kept {
      #expect(try folder.bytes(at: "out/" + path) == folder.bytes(at: "in/" + path))
    }
    #expect(fewer.removedFiles.filter { $0.hasPrefix("images/") } == (0..<Self.imageCount).map(Self.imagePath).filter { !kept.contains($0) }.sorted())

    try FileManager.default.removeItem(atPath: folder.path + "/in/" + Self.page(0, suffix: ".md"))
    let none = build(folder, output: "out", jobs: 4)
    #expect(none.removedFiles.filter { $0.hasPrefix("images/") } == kept)
    #expect(try outputImages(folder, "out") == [])
    // The inputs are left alone.
    #expect(try folder.listing("in/images").filter { $0.hasSuffix(".png") }.count == Self.imageCount)
  }

  @Test func twentyBuildsOnFourThreadsGiveTheSameTreeByteForByte() throws {
    let folder = try TemporaryFolder()
    try writeSite(in: folder, settled: true)
    let first = build(folder, output: "out-0", jobs: 4)
    #expect(first.diagnostics.isEmpty)
    let files = try folder.listing("out-0").filter { $0 != manifestFile }
    let contents = files.map { FileManager.default.contents(atPath: folder.path + "/out-0/" + $0) }
    for run in 1..<20 {
      let report = build(folder, output: "out-\(run)", jobs: 4)
      #expect(report.diagnostics.isEmpty)
      #expect(report.copiedImages == Self.imageCount)
      #expect(report.writtenFiles == first.writtenFiles)
      #expect(try folder.listing("out-\(run)").filter { $0 != manifestFile } == files)
      for (file, bytes) in zip(files, contents) {
        #expect(FileManager.default.contents(atPath: folder.path + "/out-\(run)/" + file) == bytes, "\(file) in run \(run)")
      }
    }
  }

  /// An image whose copy fails fails every page that shows it, with the
  /// same error, however many threads build them; the other pages are built.
  @Test(arguments: [1, 4])
  func aCopyThatFailsFailsEveryPageThatShowsTheImage(jobs: Int) throws {
    let folder = try TemporaryFolder()
    try writeSite(in: folder, settled: true)
    // A folder where the image would go: it cannot be replaced by a file.
    let blocked = Self.imagePath(7)
    try FileManager.default.createDirectory(atPath: folder.path + "/out/" + blocked, withIntermediateDirectories: true)
    let report = build(folder, output: "out", jobs: jobs)
    let showing = (0..<Self.pageCount).filter { Self.images(ofPage: $0).contains(blocked) }
    #expect(!showing.isEmpty)
    let message =
      "while writing its outputs: \(folder.path)/out/\(blocked): cannot replace the file: \(String(cString: strerror(EISDIR)))"
    #expect(
      report.diagnostics.map(\.description)
        == showing.map { "\(folder.path)/in/\(Self.page($0, suffix: ".md")): error: \(message)" }.sorted())
    #expect(report.failedInputs == showing.count)
    #expect(report.renderedInputs == Self.pageCount - showing.count)
    for number in showing {
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/" + Self.page(number, suffix: ".html")))
    }
  }
}
