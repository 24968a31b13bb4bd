import Foundation
import ListPressKit
import Testing

/// `ListPress.snapshot` (`listpress snapshot`): PNG images of each page with
/// the system's Chromium, the same bytes run after run, named for DocC on
/// request, retaken only when their page changed, and fully drawn down to
/// the last row of a long list.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: snapshots skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct SnapshotTests {
  /// A list of 40 rows: several screens tall at 390 px.
  static let longList: String = {
    let rows = (1...40).map { "      - text: Row \($0)\n        secondaryText: Detail \($0)\n" }.joined()
    return "---\ntitle: Long\nappearance: insetGrouped\ncellStyle: valueCell\nsections:\n  - header: Rows\n    items:\n"
      + rows + "---\n"
  }()

  static let shortList = """
    ---
    title: Short
    appearance: plain
    items:
      - text: One
      - text: Two
    ---

    """

  /// A folder of definitions `long.md` and `short.md`.
  private static func definitions() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(longList, to: "lists/long.md")
    try folder.write(shortList, to: "lists/short.md")
    return folder
  }

  private static func options(_ scales: [Int] = [2], docc: Bool = false) throws -> SnapshotOptions {
    SnapshotOptions(scales: scales, appearances: [.light, .dark], namesForDocC: docc, chromium: try Chromium.required().path)
  }

  private static func take(
    _ folder: TemporaryFolder, into output: String, _ options: SnapshotOptions
  ) throws -> SnapshotRun {
    let report = ListPress.snapshot(inputs: [folder.path + "/lists"], snapshots: options, into: folder.path + "/" + output)
    #expect(report.build.diagnostics.isEmpty, "\(report.build.diagnostics)")
    guard let run = report.run else {
      Issue.record("no snapshots: \(String(describing: report.error))")
      throw SnapshotError.chromiumFailed(detail: "no run")
    }
    return run
  }

  /// The width and height of a PNG, from its header.
  private static func size(of png: [UInt8]) -> (width: Int, height: Int)? {
    guard png.count > 24, png[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    let number = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  @Test("Two runs give the same bytes, one image per page, scale and colour scheme, as wide as asked")
  func snapshotsAreDeterministic() throws {
    let folder = try Self.definitions()
    let first = try Self.take(folder, into: "one", try Self.options())
    let second = try Self.take(folder, into: "two", try Self.options())
    let names = ["long-dark@2x.png", "long-light@2x.png", "short-dark@2x.png", "short-light@2x.png"]
    #expect(first.taken == names)
    #expect(second.taken == names)
    for name in names {
      let one = try folder.bytes(at: "one/" + name)
      #expect(one == (try folder.bytes(at: "two/" + name)), "\(name) differs between two runs")
      #expect(Self.size(of: one)?.width == 780, "\(name): \(String(describing: Self.size(of: one)))")
    }
    // The long list is taller than a screen, the short one shorter: the
    // image is the whole page.
    let long = try #require(Self.size(of: try folder.bytes(at: "one/long-light@2x.png")))
    let short = try #require(Self.size(of: try folder.bytes(at: "one/short-light@2x.png")))
    #expect(long.height > 2 * 844 * 2)
    #expect(short.height < long.height / 2)
    #expect(try folder.bytes(at: "one/long-light@2x.png") != (try folder.bytes(at: "one/long-dark@2x.png")))
  }

  @Test("--docc names the images as DocC matches them to @Image(source:)")
  func doccNames() throws {
    let folder = try Self.definitions()
    let run = try Self.take(folder, into: "docc", try Self.options([1, 2, 3], docc: true))
    #expect(
      run.taken == [
        "long.png", "long@2x.png", "long@3x.png", "long~dark.png", "long~dark@2x.png", "long~dark@3x.png",
        "short.png", "short@2x.png", "short@3x.png", "short~dark.png", "short~dark@2x.png", "short~dark@3x.png",
      ])
    let one = try #require(Self.size(of: try folder.bytes(at: "docc/short.png")))
    let three = try #require(Self.size(of: try folder.bytes(at: "docc/short@3x.png")))
    #expect(one.width == 390 && three.width == 1170 && three.height == one.height * 3)
  }

  @Test("A second run retakes only the images of the page that changed, and removes those of a page that is gone")
  func snapshotsAreIncremental() throws {
    let folder = try Self.definitions()
    _ = try Self.take(folder, into: "out", try Self.options())
    let again = try Self.take(folder, into: "out", try Self.options())
    #expect(again.taken.isEmpty)
    #expect(again.unchanged.count == 4)

    try folder.write(Self.shortList.replacingOccurrences(of: "text: Two", with: "text: Three"), to: "lists/short.md")
    let changed = try Self.take(folder, into: "out", try Self.options())
    #expect(changed.taken == ["short-dark@2x.png", "short-light@2x.png"])
    #expect(changed.unchanged == ["long-dark@2x.png", "long-light@2x.png"])

    try FileManager.default.removeItem(atPath: folder.path + "/lists/short.md")
    let removed = try Self.take(folder, into: "out", try Self.options())
    #expect(removed.removed == ["short-dark@2x.png", "short-light@2x.png"])
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/short-light@2x.png"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/out/long-light@2x.png"))
  }

  @Test("An edited record cannot make a run remove a file outside the folder")
  func recordCannotReachOutside() throws {
    let folder = try Self.definitions()
    try folder.write("keep me", to: "outside.png")
    try folder.write(
      #"{"version": 1, "snapshots": {"../outside.png": "0", "/etc/hostname.png": "0"}}"#, to: "out/.listpress-snapshots")
    let run = try Self.take(folder, into: "out", try Self.options())
    #expect(run.removed.isEmpty)
    #expect(try folder.bytes(at: "outside.png") == Array("keep me".utf8))
  }

  @Test("Every row of a long list is drawn, in the colour scheme asked, down to the last one")
  func longListIsFullyDrawn() async throws {
    let folder = try Self.definitions()
    _ = try Self.take(folder, into: "out", try Self.options())
    // Chromium reads the images back: for each, the colour at the top-left
    // corner, and how many of the bottom 400 device pixels' rows hold ink
    // (a pixel far from the first pixel of its row) in the last row's band.
    let inked = { (name: String) in
      "data:image/png;base64," + Data(try folder.bytes(at: "out/" + name)).base64EncodedString()
    }
    let page = """
      <!doctype html><meta charset="utf-8"><title>read</title>
      <img id="light" src="\(try inked("long-light@2x.png"))"><img id="dark" src="\(try inked("long-dark@2x.png"))">
      """
    try folder.write(page, to: "read.html")
    try await EnginePage.use(.chromium) { tab in
      try await tab.load(URL(fileURLWithPath: folder.path + "/read.html"))
      let readings = try await tab.value(
        """
        Promise.all(['light', 'dark'].map(id => document.getElementById(id).decode().then(() => {
          const image = document.getElementById(id);
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          const corner = [...context.getImageData(1, 1, 1, 1).data.slice(0, 3)];
          const band = context.getImageData(0, canvas.height - 400, canvas.width, 400).data;
          let rows = 0;
          for (let y = 0; y < 400; y += 1) {
            const start = y * canvas.width * 4;
            for (let x = 0; x < canvas.width; x += 1) {
              const at = start + x * 4;
              if (Math.abs(band[at] - band[start]) + Math.abs(band[at + 1] - band[start + 1]) + Math.abs(band[at + 2] - band[start + 2]) > 90) {
                rows += 1;
                break;
              }
            }
          }
          return { corner, rows };
        })))
        """, as: [Reading].self)
      #expect(readings.count == 2)
      // The inset grouped background: light grey, and black in dark mode.
      #expect(readings[0].corner == [242, 242, 247], "light: \(readings[0])")
      #expect(readings[1].corner == [0, 0, 0], "dark: \(readings[1])")
      // The last rows' texts are drawn in both.
      for reading in readings {
        #expect(reading.rows > 40, "\(reading)")
      }
    }
  }

  @Test("--gallery photographs each list's review page whole, down to its last frame's rows")
  func reviewPageIsWhole() async throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.shortList, to: "lists/short.md")
    var options = try Self.options([1])
    options.appearances = [.light]
    options.includesReviews = true
    let run = try Self.take(folder, into: "out", options)
    #expect(run.taken == ["short-light@1x.png", "short-review@1x.png"])
    let review = try folder.bytes(at: "out/short-review@1x.png")
    let size = try #require(Self.size(of: review))
    #expect(size.width == SnapshotOptions.reviewWidth)
    // The same review, built and shown at the same width, says how tall the
    // page is and where its last thumbnail (the sidebarPlain states
    // panel) is: the image is the whole page, and that frame's rows are
    // drawn in it.
    let built = ListPress.build(
      inputs: [folder.path + "/lists"], options: BuildOptions(outputDirectory: folder.path + "/site", writesGallery: true))
    #expect(!built.failed, "\(built.diagnostics)")
    try folder.write(
      "<!doctype html><meta charset=\"utf-8\"><title>read</title><img id=\"review\" src=\"data:image/png;base64,"
        + Data(review).base64EncodedString() + "\">", to: "read.html")
    try await EnginePage.use(.chromium, width: SnapshotOptions.reviewWidth, height: 900) { tab in
      try await tab.load(URL(fileURLWithPath: folder.path + "/site/short.review.html"))
      let last = try await tab.value(
        """
        (() => {
          const box = document.querySelector('#sidebarPlain-states .lp-gallery-thumbnail-frame').getBoundingClientRect();
          return [document.documentElement.scrollHeight, box.left + scrollX, box.top + scrollY, box.width, box.height].map(Math.round);
        })()
        """, as: [Int].self)
      // The camera rounds a fractional page height up.
      #expect(abs(size.height - last[0]) <= 1, "the image is \(size.height) px tall, the page \(last[0])")
      try await tab.load(URL(fileURLWithPath: folder.path + "/read.html"))
      let inked = try await tab.value(
        """
        document.getElementById('review').decode().then(() => {
          const [left, top, width, height] = \(Array(last.dropFirst()));
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          context.drawImage(document.getElementById('review'), left, top, width, height, 0, 0, width, height);
          const data = context.getImageData(0, 0, width, height).data;
          let rows = 0;
          for (let y = 0; y < height; y += 1) {
            for (let x = 0; x < width; x += 1) {
              const at = (y * width + x) * 4;
              if (data[at] + data[at + 1] + data[at + 2] < 300) { rows += 1; break; }
            }
          }
          return rows;
        })
        """, as: Int.self)
      // The title and the two rows, at three tenths of their size.
      #expect(inked >= 8, "rows with dark pixels in the last thumbnail: \(inked)")
    }
  }

  private struct Reading: Decodable, Sendable {
    let corner: [Int]
    let rows: Int
  }
}
