import Foundation
import ListPressKit

/// Every kind of HTML the examples produce, built once into
/// `.build/validation-tests/` for the validity and accessibility checks, and
/// kept after the run so that a reported file can be opened:
///
/// - `site/`: the pages and the index, as `listpress build` writes them;
/// - `gallery/`: the design-review pages and their variant pages (`--gallery`),
///   and a comparison page (`gallery --compare`, where Chromium is);
/// - `standalone/`: the pages with their styles and images inside (`--standalone`),
///   and in `review/` the characters list's standalone review (`gallery --standalone`);
/// - `fragments/`: each list rendered as a fragment and pasted into a minimal
///   valid host page, and every list's fragment on one page (`all.html`),
///   where no id may be written twice.
enum ValidationOutputs {
  /// Where the outputs are built.
  static let folder = BrowserRun.packageRoot.appendingPathComponent(".build/validation-tests")

  /// Every HTML file of the outputs, built on first use.
  static let documents: Result<[Document], any Error> = Result {
    try? FileManager.default.removeItem(at: folder)
    let examples = BrowserRun.packageRoot.appendingPathComponent("Examples")
    var documents: [Document] = []
    for (output, options) in [
      (Document.Output.site, BuildOptions()),
      (.gallery, BuildOptions(writesGallery: true)),
      (.standalone, BuildOptions(standalone: true)),
    ] {
      var options = options
      options.outputDirectory = folder.appendingPathComponent(output.rawValue).path
      let report = ListPress.build(inputs: [examples.path], options: options)
      guard !report.failed else { throw BrowserRun.BuildFailure(diagnostics: report.diagnostics.map(\.description)) }
      documents += try htmlFiles(in: output.rawValue).map { Document(output: output, path: $0) }
    }
    // A standalone review (`gallery --standalone`), one file holding its
    // variant pages in its frames.
    let standaloneReview = ListPress.build(
      inputs: [examples.appendingPathComponent("characters.md").path],
      options: BuildOptions(
        outputDirectory: folder.appendingPathComponent("standalone/review").path, standalone: true, writesGallery: true))
    guard !standaloneReview.failed else { throw BrowserRun.BuildFailure(diagnostics: standaloneReview.diagnostics.map(\.description)) }
    documents.append(Document(output: .standalone, path: "review/characters.review.html"))
    var fragments: [String] = []
    for definition in ExamplePage.allCases.map({ String($0.rawValue.dropLast(".html".count)) }) {
      let source = examples.appendingPathComponent(definition + ".md").path
      let rendered = ListPress.render(file: source, format: .fragment)
      guard let fragment = rendered.html else {
        throw BrowserRun.BuildFailure(diagnostics: rendered.diagnostics.map(\.description))
      }
      let document = Document(output: .fragments, path: definition + ".html")
      let file = folder.appendingPathComponent(document.relativePath)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try hostPage(around: fragment, title: definition).write(to: file, atomically: true, encoding: .utf8)
      documents.append(document)
      fragments.append(fragment)
    }
    // A comparison of two versions of a list (`gallery --compare`), with
    // Chromium, which takes its images: the characters with one row changed.
    if Chromium.located != nil || Chromium.isRequired {
      let changed = folder.appendingPathComponent("compare-input/characters.md")
      try FileManager.default.createDirectory(
        at: changed.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent("images"), to: changed.deletingLastPathComponent().appendingPathComponent("images"))
      let original = try String(contentsOf: examples.appendingPathComponent("characters.md"), encoding: .utf8)
      try original.replacingOccurrences(of: "Engineer", with: "Chief Engineer").write(
        to: changed, atomically: true, encoding: .utf8)
      let report = ListPress.compare(
        old: .file(examples.appendingPathComponent("characters.md").path), new: .file(changed.path),
        snapshots: SnapshotOptions(scales: [2], chromium: try Chromium.required().path),
        into: folder.appendingPathComponent(Document.Output.gallery.rawValue).path)
      guard let page = report.page else {
        throw BrowserRun.BuildFailure(diagnostics: report.diagnostics.map(\.description) + [report.problem ?? ""])
      }
      documents.append(Document(output: .gallery, path: page))
    }
    let all = Document(output: .fragments, path: "all.html")
    try hostPage(around: fragments.joined(separator: "\n"), title: "every list").write(
      to: all.url, atomically: true, encoding: .utf8)
    documents.append(all)
    return documents
  }

  /// A minimal valid page that holds `fragment` as a page made by another tool would.
  private static func hostPage(around fragment: String, title: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Host page of the \(title) fragment</title>
    </head>
    <body>
    <main>
    <h1>Host page of the \(title) fragment</h1>
    \(fragment)
    </main>
    </body>
    </html>

    """
  }

  /// The HTML files under `subfolder` of the outputs, relative to it, sorted.
  private static func htmlFiles(in subfolder: String) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)
      .filter { $0.hasSuffix(".html") }.sorted()
  }

  /// One built HTML file.
  struct Document: Hashable, Sendable {
    /// The build that made it.
    let output: Output
    /// Its path inside its build's folder.
    let path: String

    /// Its path inside the outputs folder: `gallery/characters.insetGrouped-dark.html`.
    var relativePath: String { output.rawValue + "/" + path }

    /// Its location.
    var url: URL { ValidationOutputs.folder.appendingPathComponent(relativePath) }

    /// The builds, named as their folders.
    enum Output: String, Sendable {
      case site, gallery, standalone, fragments
    }
  }
}
