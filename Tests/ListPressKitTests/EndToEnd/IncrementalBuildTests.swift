import Foundation
import ListPressKit
import Synchronization
import Testing

/// A second build into the same folder does only what changed: through the
/// manifest the first one left there.
@Suite struct IncrementalBuildTests {
  /// A site of three definitions, two of which share an image, in a
  /// temporary folder, built into `out`.
  final class Site {
    let folder: TemporaryFolder
    var options: BuildOptions

    init() throws {
      folder = try TemporaryFolder()
      options = BuildOptions(outputDirectory: folder.path + "/out")
      try folder.write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "in/images/shared.svg")
      try folder.write("<svg xmlns='http://www.w3.org/2000/svg'><g/></svg>", to: "in/images/own.svg")
      try write("Apples", image: "images/shared.svg", to: "in/fruit.md")
      try write("Carrots", image: "images/shared.svg", to: "in/vegetables.md")
      try write("Hammer", image: "../images/own.svg", to: "in/home/tools.md")
    }

    /// Writes a one-item definition titled after its item.
    func write(_ item: String, image: String? = nil, to path: String) throws {
      let imageLine = image.map { "\n    image: \($0)" } ?? ""
      try folder.write("---\ntitle: \(item) list\nitems:\n  - text: \(item)\(imageLine)\n---\n", to: path)
    }

    func build() -> BuildReport {
      ListPress.build(inputs: [folder.path + "/in"], options: options)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: folder.path + "/" + path)
    }

    /// The inode and modification date of every file in the output but
    /// the manifest: what writing a file again would change.
    func outputStamps() throws -> [String: String] {
      var stamps: [String: String] = [:]
      for path in try folder.listing("out") where !path.hasSuffix(".listpress-manifest") {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/out/" + path)
        stamps[path] = "\(attributes[.systemFileNumber] ?? "") \(attributes[.modificationDate] ?? "")"
      }
      return stamps
    }
  }

  private static let allOutputs = [
    "fruit.html", "home/tools.html", "images/own.svg", "images/shared.svg", "index.html", siteStylesheet, siteScript,
    "vegetables.html",
  ].sorted()
  /// What a change of options or templates rewrites: not the images,
  /// which are copied byte for byte whatever the options.
  private static let renderedOutputs = allOutputs.filter { !$0.hasPrefix("images/") }

  @Test func aFirstBuildWritesEverything() throws {
    let site = try Site()
    let report = site.build()
    #expect(report.diagnostics.isEmpty)
    #expect((report.renderedInputs, report.unchangedInputs, report.failedInputs) == (3, 0, 0))
    #expect(report.writtenFiles == Self.allOutputs)
    #expect(site.exists("out/.listpress-manifest"))
  }

  @Test func aRebuildWithNothingChangedWritesNothing() throws {
    let site = try Site()
    _ = site.build()
    let before = try site.outputStamps()
    let report = site.build()
    #expect((report.renderedInputs, report.unchangedInputs, report.failedInputs) == (0, 3, 0))
    #expect(report.writtenFiles.isEmpty)
    #expect(report.removedFiles.isEmpty)
    #expect(report.diagnostics.isEmpty)
    #expect(try site.outputStamps() == before)
  }

  @Test(arguments: [
    ("Pears", ["fruit.html", "index.html"]),
    ("Apples\n    secondaryText: Crisp", ["fruit.html"]),
  ])
  func aChangedDefinitionRebuildsItsPageAndTheIndexOnlyWhenItsTitleChanged(item: String, written: [String]) throws {
    let site = try Site()
    _ = site.build()
    let before = try site.outputStamps()
    try site.folder.write(
      "---\ntitle: \(item.prefix { $0 != "\n" }) list\nitems:\n  - text: \(item)\n    image: images/shared.svg\n---\n",
      to: "in/fruit.md")
    let report = site.build()
    #expect((report.renderedInputs, report.unchangedInputs) == (1, 2))
    #expect(report.writtenFiles == written)
    let after = try site.outputStamps()
    for path in Self.allOutputs where !report.writtenFiles.contains(path) {
      #expect(after[path] == before[path], "\(path)")
    }
  }

  /// The index follows its entries however they change: a definition
  /// moved to another path under the same title, one added, and the
  /// definitions' titles swapped, which changes no set of titles.
  @Test func theIndexFollowsMovedAddedAndSwappedDefinitions() throws {
    let site = try Site()
    _ = site.build()
    try FileManager.default.moveItem(atPath: site.folder.path + "/in/fruit.md", toPath: site.folder.path + "/in/orchard.md")
    #expect(site.build().writtenFiles.contains("index.html"))
    #expect(try site.read("out/index.html").contains("orchard.html"))
    #expect(!(try site.read("out/index.html")).contains("fruit.html"))

    try site.write("Bread", to: "in/bakery.md")
    #expect(site.build().writtenFiles.contains("index.html"))
    #expect(try site.read("out/index.html").contains("bakery.html"))

    try site.write("Carrots", to: "in/orchard.md")
    try site.write("Apples", to: "in/vegetables.md")
    #expect(site.build().writtenFiles.contains("index.html"))
    // Listed by title: Apples, Bread, Carrots.
    let index = try site.read("out/index.html")
    let positions = try ["vegetables.html", "bakery.html", "orchard.html"].map { try #require(index.range(of: $0)).lowerBound }
    #expect(positions == positions.sorted())
    #expect(site.build().writtenFiles.isEmpty)
  }

  @Test func aDefinitionRewrittenWithTheSameBytesIsSkipped() throws {
    let site = try Site()
    _ = site.build()
    let bytes = try site.read("in/vegetables.md")
    try site.folder.write("", to: "in/vegetables.md")
    try site.folder.write(bytes, to: "in/vegetables.md")
    let report = site.build()
    #expect((report.renderedInputs, report.unchangedInputs) == (0, 3))
    #expect(report.writtenFiles.isEmpty)
  }

  @Test func aChangedImageRebuildsThePagesThatUseIt() throws {
    let site = try Site()
    _ = site.build()
    try site.folder.write("<svg xmlns='http://www.w3.org/2000/svg'><circle r='1'/></svg>", to: "in/images/own.svg")
    let report = site.build()
    #expect(report.writtenFiles == ["home/tools.html", "images/own.svg"])
    #expect(try site.read("out/images/own.svg").contains("circle"))
  }

  @Test(arguments: [
    BuildOptions(allowsUnsafeHTML: true),
    BuildOptions(includesDrafts: true),
    BuildOptions(warningsAsErrors: true),
    BuildOptions(designRequiresCompatibility: true),
    BuildOptions(colorScheme: .light),
    BuildOptions(colorScheme: .auto),
  ])
  func changedOptionsRebuildEverything(changed: BuildOptions) throws {
    let site = try Site()
    _ = site.build()
    site.options.allowsUnsafeHTML = changed.allowsUnsafeHTML
    site.options.includesDrafts = changed.includesDrafts
    site.options.warningsAsErrors = changed.warningsAsErrors
    site.options.designRequiresCompatibility = changed.designRequiresCompatibility
    site.options.colorScheme = changed.colorScheme
    let report = site.build()
    #expect(report.renderedInputs == 3)
    #expect(report.writtenFiles == Self.renderedOutputs)
  }

  /// Each change of `--color-scheme`, to another scheme or back to none,
  /// rebuilds every page; building again with the same one rebuilds none.
  @Test func aChangedColorSchemeRebuildsEverythingAndTheSameOneNothing() throws {
    let site = try Site()
    _ = site.build()
    for scheme in [ColorScheme.light, .dark, nil] {
      site.options.colorScheme = scheme
      let changed = site.build()
      #expect(changed.renderedInputs == 3, "\(String(describing: scheme))")
      #expect(changed.writtenFiles == Self.renderedOutputs, "\(String(describing: scheme))")
      let same = site.build()
      #expect((same.renderedInputs, same.unchangedInputs) == (0, 3), "\(String(describing: scheme))")
      #expect(same.writtenFiles.isEmpty, "\(String(describing: scheme))")
    }
    #expect(try site.read("out/index.html").contains("color-scheme-auto"))
  }

  @Test func optionsThatDoNotChangeOutputRebuildNothing() throws {
    let site = try Site()
    _ = site.build()
    site.options.jobs = site.options.jobs == 1 ? 2 : 1
    let report = site.build()
    #expect(report.renderedInputs == 0)
    #expect(report.writtenFiles.isEmpty)
  }

  @Test func aManifestFromOtherTemplatesOrAnotherVersionRebuildsEverything() throws {
    let site = try Site()
    _ = site.build()
    // What a change of templates or of ListPress leaves behind: a manifest
    // whose fingerprints are not the current build's.
    let manifest = try site.read("out/.listpress-manifest")
    let fingerprint = try #require(manifest.firstMatch(of: /"fingerprint":"([0-9a-f]{16})"/)?.output.1)
    try site.folder.write(
      manifest.replacingOccurrences(of: fingerprint, with: "0123456789abcdef"), to: "out/.listpress-manifest")
    let report = site.build()
    #expect(report.renderedInputs == 3)
    #expect(report.writtenFiles == Self.renderedOutputs)
  }

  @Test func aDeletedDefinitionTakesItsFilesAndNothingElse() throws {
    let site = try Site()
    _ = site.build()
    try site.folder.write("keep me", to: "out/CNAME")
    try site.folder.write("keep me too", to: "out/home/notes.txt")
    try FileManager.default.removeItem(atPath: site.folder.path + "/in/home/tools.md")
    let report = site.build()
    #expect(report.removedFiles == ["home/tools.html", "images/own.svg"])
    #expect(report.writtenFiles == ["index.html"])
    #expect(!(try site.read("out/index.html")).contains("tools.html"))
    #expect(try site.read("out/CNAME") == "keep me")
    #expect(try site.read("out/home/notes.txt") == "keep me too")
    #expect(site.exists("out/images/shared.svg"))
  }

  @Test func anImageSharedWithAnotherPageStaysWhenOneOfThemGoes() throws {
    let site = try Site()
    _ = site.build()
    try FileManager.default.removeItem(atPath: site.folder.path + "/in/fruit.md")
    let report = site.build()
    #expect(report.removedFiles == ["fruit.html"])
    #expect(site.exists("out/images/shared.svg"))
  }

  @Test func aDefinitionWithErrorsReportsThemOnEveryBuild() throws {
    let site = try Site()
    try site.folder.write("---\nappearance: insetgrouped\nitems: [{ text: A }]\n---\n", to: "in/broken.md")
    let first = site.build()
    let second = site.build()
    #expect(first.diagnostics.count == 1)
    #expect(second.diagnostics == first.diagnostics)
    #expect((second.failedInputs, second.unchangedInputs) == (1, 3))
    #expect(second.failed)
  }

  @Test func anUnchangedDefinitionWithWarningsReportsThemAgain() throws {
    let site = try Site()
    try site.folder.write("---\napperance: grouped\nitems: [{ text: A }]\n---\n", to: "in/typo.md")
    let first = site.build()
    let second = site.build()
    #expect(first.diagnostics.map(\.severity) == [.warning])
    #expect(second.diagnostics == first.diagnostics)
    #expect((second.renderedInputs, second.unchangedInputs) == (0, 4))
  }

  @Test func aPageGoesWhenItsDefinitionGetsErrorsAndComesBackWhenFixed() throws {
    let site = try Site()
    _ = site.build()
    try site.folder.write("---\nitems: [{ text: A, style: celll }]\n---\n", to: "in/fruit.md")
    let broken = site.build()
    #expect(broken.removedFiles == ["fruit.html"])
    #expect(!(try site.read("out/index.html")).contains("fruit.html"))
    try site.write("Apples", to: "in/fruit.md")
    let fixed = site.build()
    #expect(fixed.writtenFiles == ["fruit.html", "index.html"])
    #expect(site.exists("out/fruit.html"))
  }

  @Test func aMissingImageThatAppearsLetsTheUnchangedDefinitionBuild() throws {
    let site = try Site()
    try site.write("Nails", image: "images/later.svg", to: "in/nails.md")
    let before = site.build()
    #expect(before.failedInputs == 1)
    try site.folder.write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "in/images/later.svg")
    let after = site.build()
    #expect(after.diagnostics.isEmpty)
    #expect(after.writtenFiles == ["images/later.svg", "index.html", "nails.html"])
  }

  @Test(arguments: ["fruit.html", "index.html", siteStylesheet, "images/shared.svg"])
  func anOutputRemovedOrEditedByHandIsWrittenAgain(path: String) throws {
    let site = try Site()
    _ = site.build()
    try FileManager.default.removeItem(atPath: site.folder.path + "/out/" + path)
    #expect(site.build().writtenFiles.contains(path))
    try site.folder.write("edited", to: "out/" + path)
    #expect(site.build().writtenFiles.contains(path))
    #expect(try site.read("out/" + path) != "edited")
  }

  @Test(arguments: ["", "not json", "{}", "{\"format\":99}", "{\"format\":1,\"inputs\":{\"a\":{\"stamp\":[]}}}"])
  func anUnusableManifestMeansAFullBuild(manifest: String) throws {
    let site = try Site()
    _ = site.build()
    try site.folder.write(manifest, to: "out/.listpress-manifest")
    let report = site.build()
    #expect(report.diagnostics.isEmpty)
    #expect(report.renderedInputs == 3)
    #expect(report.writtenFiles == Self.allOutputs)
    #expect(site.build().renderedInputs == 0)
  }

  @Test func aTruncatedManifestMeansAFullBuild() throws {
    let site = try Site()
    _ = site.build()
    let manifest = try site.read("out/.listpress-manifest")
    try site.folder.write(String(manifest.prefix(manifest.count / 2)), to: "out/.listpress-manifest")
    #expect(site.build().renderedInputs == 3)
  }

  @Test func aManifestListingFilesOutsideTheOutputRemovesNothingThere() throws {
    let site = try Site()
    _ = site.build()
    try site.folder.write("precious", to: "precious.txt")
    let manifest = try site.read("out/.listpress-manifest")
    try site.folder.write(
      manifest.replacingOccurrences(of: "\"outputs\":{", with: "\"outputs\":{\"../precious.txt\":{\"inode\":1,\"modified\":1,\"size\":1},"),
      to: "out/.listpress-manifest")
    let report = site.build()
    #expect(try site.read("precious.txt") == "precious")
    #expect(report.removedFiles.isEmpty)
    #expect(report.diagnostics.map(\.message).contains { $0.contains("refusing to remove outside the output folder") })
  }

  @Test func buildingSomeDefinitionsLeavesThePagesOfTheOthers() throws {
    let site = try Site()
    _ = site.build()
    try site.write("Pears", to: "in/fruit.md")
    let report = ListPress.build(inputs: [site.folder.path + "/in/fruit.md"], options: site.options)
    #expect(report.removedFiles.isEmpty)
    #expect(report.writtenFiles == ["fruit.html", "index.html"])
    #expect(site.exists("out/home/tools.html"))
    #expect(try site.read("out/index.html").contains("tools.html"))
  }

  @Test func aFailedWriteKeepsTheLastGoodPageAndLeavesNoTemporaryFiles() throws {
    let site = try Site()
    _ = site.build()
    let goodPage = try site.read("out/home/tools.html")
    // The image the tools page copies cannot be replaced: a folder is in
    // its way. The page after it is never written.
    try FileManager.default.removeItem(atPath: site.folder.path + "/out/images/own.svg")
    try FileManager.default.createDirectory(
      atPath: site.folder.path + "/out/images/own.svg/in-the-way", withIntermediateDirectories: true)
    try site.write("Saw", image: "../images/own.svg", to: "in/home/tools.md")
    try site.write("Pears", image: "images/shared.svg", to: "in/fruit.md")
    let failed = site.build()
    #expect(failed.failed)
    #expect(failed.failedInputs == 1)
    #expect(failed.diagnostics.first?.location.file == site.folder.path + "/in/home/tools.md")
    #expect(failed.diagnostics.first?.message.hasPrefix("while writing its outputs: \(site.folder.path)/out/images/own.svg: ") == true)
    #expect(try site.read("out/home/tools.html") == goodPage)
    #expect(try site.read("out/fruit.html").contains("Pears"))
    #expect(try site.read("out/index.html").contains("tools.html"))
    #expect(try site.folder.listing("out").filter { $0.contains(".tmp-") }.isEmpty)

    try FileManager.default.removeItem(atPath: site.folder.path + "/out/images/own.svg")
    let retried = site.build()
    #expect(retried.diagnostics.isEmpty)
    #expect(retried.writtenFiles == ["home/tools.html", "images/own.svg", "index.html"])
    #expect(try site.read("out/home/tools.html").contains("Saw"))
  }

  @Test func progressCountsEveryDefinitionOnce() throws {
    let site = try Site()
    let seen = Mutex<[BuildProgress]>([])
    _ = ListPress.build(inputs: [site.folder.path + "/in"], options: site.options) { progress in
      seen.withLock { $0.append(progress) }
    }
    let progress = seen.withLock { $0 }
    #expect(progress.map(\.completed).sorted() == [1, 2, 3])
    #expect(progress.allSatisfy { $0.total == 3 })
    #expect(Set(progress.map(\.file)) == Set(["fruit.md", "home/tools.md", "vegetables.md"].map { site.folder.path + "/in/" + $0 }))
  }
}
