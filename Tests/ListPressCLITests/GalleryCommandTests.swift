import Foundation
import ListPressKit
import Testing

/// `listpress gallery`, which builds like `build --gallery`: every list
/// with its design review and the variant pages the review shows.
@Suite struct GalleryCommandTests {
  @Test func writesTheVariantPagesOfEveryList() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let site = folder.path + "/review"
    let result = CommandLineRun(["gallery", file, "-o", site])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("wrote 1 page, 0 unchanged, 0 failed, 0 removed in "))
    #expect(result.output.hasSuffix(" to \(site)\n"))
    for suffix in GalleryDesignVariant.all.map(\.suffix) + GalleryContentSizeVariant.all.map(\.suffix) + GalleryVariant.all.map(\.suffix) {
      #expect(FileManager.default.fileExists(atPath: "\(site)/party.\(suffix).html"), "\(suffix)")
    }
    #expect(FileManager.default.fileExists(atPath: site + "/party.insetGrouped-dark-editing.html"))
    #expect(FileManager.default.fileExists(atPath: site + "/" + TemplateSet.builtIn.galleryStylesheetFileName))
    let page = try String(contentsOfFile: site + "/party.html", encoding: .utf8)
    let review = try String(contentsOfFile: site + "/party.review.html", encoding: .utf8)
    #expect(!page.contains("design review"))
    #expect(review.contains("design review"))
    #expect(review.contains("src=\"party.insetGrouped-dark-editing.html\""))
    #expect(review.contains("src=\"party.classic-dark.html\""))
  }

  @Test func doesWhatBuildWithGalleryDoes() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    #expect(CommandLineRun(["gallery", file, "-o", folder.path + "/a"]).status == .success)
    #expect(CommandLineRun(["build", file, "--gallery", "-o", folder.path + "/b"]).status == .success)
    let written = { (site: String) in try FileManager.default.contentsOfDirectory(atPath: site).sorted() }
    #expect(try written(folder.path + "/a") == written(folder.path + "/b"))
  }

  /// `--standalone` writes each review as one file holding its variant
  /// pages, beside the standalone list page and the index: no variant page,
  /// no shared stylesheet or script; and a rebuild switching it off writes
  /// them and removes nothing it needs.
  @Test func standaloneWritesEachReviewAsOneFile() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let site = folder.path + "/review"
    let result = CommandLineRun(["gallery", file, "--standalone", "-o", site])
    #expect(result.status == .success, "\(result.errors)")
    let written = try FileManager.default.contentsOfDirectory(atPath: site).filter { !$0.hasPrefix(".") }.sorted()
    #expect(written == ["index.html", "party.html", "party.review.html"])
    let review = try String(contentsOfFile: site + "/party.review.html", encoding: .utf8)
    #expect(review.components(separatedBy: " srcdoc=\"").count - 1 == 33)
    #expect(!review.contains(" src=\"") && !review.contains("<link "))
    #expect(CommandLineRun(["gallery", file, "-o", site]).status == .success)
    #expect(FileManager.default.fileExists(atPath: site + "/party.insetGrouped-dark-editing.html"))
    #expect(FileManager.default.fileExists(atPath: site + "/" + TemplateSet.builtIn.galleryScriptFileName))
    let linked = try String(contentsOfFile: site + "/party.review.html", encoding: .utf8)
    #expect(linked.contains("src=\"party.insetGrouped-dark-editing.html\"") && !linked.contains(" srcdoc=\""))
  }

  @Test func failsOnAListWithErrors() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.broken, to: "broken.md")
    let result = CommandLineRun(["gallery", file, "-o", folder.path + "/review"])
    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("\(file):3:13: error: "))
    #expect(result.output.hasPrefix("wrote 0 pages, 0 unchanged, 1 failed, 0 removed in "))
  }
}
