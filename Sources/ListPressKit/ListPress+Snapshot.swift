import Foundation
import ListPressBuild
import ListPressSnapshot

/// What `ListPress.snapshot` did: the build of the pages, and the images.
public struct SnapshotReport: Hashable, Sendable {
  /// The build of the pages the images are taken of (into a temporary
  /// folder): its diagnostics are the definitions'.
  public var build: BuildReport
  /// The images taken, kept and removed; `nil` when none could be taken.
  public var run: SnapshotRun?
  /// Why no image could be taken, when none could.
  public var error: SnapshotError?

  /// Whether the run failed: a definition with errors, or no images.
  public var failed: Bool { build.failed || error != nil }
}

extension ListPress {
  /// Builds the definitions found in `inputs` into a temporary folder and
  /// takes PNG images of each page into `folder` (`listpress snapshot`),
  /// with the system's Chromium: every scale and colour scheme of
  /// `snapshots`, the window `snapshots.width` CSS px wide and as tall as
  /// the page. An image whose page, assets and settings have not changed
  /// since the last run into `folder` is not taken again; images of pages
  /// that are gone are removed.
  ///
  /// With `snapshots.includesReviews` (`--gallery`), each list's design
  /// review page is photographed too, whole, every frame drawn.
  ///
  /// `options` are the build's; its output folder, gallery and fragments
  /// are not used.
  public static func snapshot(
    inputs: [String], options: BuildOptions = BuildOptions(), snapshots: SnapshotOptions, into folder: String,
    taking: ((String) -> Void)? = nil
  ) -> SnapshotReport {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("listpress-pages-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var siteOptions = options
    siteOptions.outputDirectory = scratch.path
    siteOptions.writesGallery = snapshots.includesReviews
    siteOptions.writesFragments = false
    siteOptions.standalone = false
    let build = ListPress.build(inputs: inputs, options: siteOptions)
    // The pages: every HTML file written but the index, and but the review
    // pages and variant pages of a gallery.
    let written = build.writtenFiles.filter { $0.hasSuffix(".html") && $0 != IndexPage.relativePath }
    let writtenSet = Set(written)
    let galleryFiles = Set(written.flatMap { Gallery.variantPaths(ofPage: $0) + [Gallery.reviewPath(ofPage: $0)] })
    let pages = written.filter { !galleryFiles.contains($0) }
    let reviews = Dictionary(
      uniqueKeysWithValues: pages.compactMap { page in
        let review = Gallery.reviewPath(ofPage: page)
        return writtenSet.contains(review) ? (page, review) : nil
      })
    do {
      let run = try Snapshots.take(
        pages: pages, reviews: reviews, site: scratch, into: URL(fileURLWithPath: folder), options: snapshots,
        taking: taking)
      return SnapshotReport(build: build, run: run, error: nil)
    } catch {
      return SnapshotReport(build: build, run: nil, error: error)
    }
  }
}
