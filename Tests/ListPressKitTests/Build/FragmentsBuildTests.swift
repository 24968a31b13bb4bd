import Foundation
import ListPressKit
import Testing

/// `build --fragments`: the fragment of every list beside its page, one
/// stylesheet for all of them, written incrementally; switching the option
/// rebuilds, and switching it off removes them.
struct FragmentsBuildTests {
  /// The three lists of ``FragmentHostPageTests``, `settings` in a folder.
  private static func writeInputs(in folder: TemporaryFolder) throws {
    for (name, text) in FragmentHostPageTests.definitions {
      try folder.write(text, to: "in/" + (name == "settings" ? "more/" : "") + name + ".md")
    }
  }

  private static let fragments = ["party.fragment.html", "picnic.fragment.html", "more/settings.fragment.html"]

  /// The paths of the files in `report.writtenFiles` that are fragments
  /// or the fragments' stylesheet, sorted.
  private static func fragmentFiles(_ files: [String]) -> [String] {
    files.filter { $0.contains(".fragment.") || $0.hasPrefix("listpress-fragments-") }.sorted()
  }

  @Test func everyListsFragmentIsWrittenBesideItsPageWithOneSharedStylesheet() throws {
    let folder = try TemporaryFolder()
    try Self.writeInputs(in: folder)
    let options = BuildOptions(outputDirectory: folder.path + "/out", writesFragments: true)
    let first = ListPress.build(inputs: [folder.path + "/in"], options: options)
    #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
    let stylesheets = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")
      .filter { $0.hasPrefix("listpress-fragments-") && $0.hasSuffix(".css") }
    #expect(stylesheets.count == 1)
    let stylesheet = try #require(stylesheets.first)
    #expect(Self.fragmentFiles(first.writtenFiles) == (Self.fragments + [stylesheet]).sorted())

    for (path, prefix, root) in [
      ("party.fragment.html", "party-", ""), ("more/settings.fragment.html", "settings-", "../"),
    ] {
      let html = String(decoding: try folder.bytes(at: "out/" + path), as: UTF8.self)
      #expect(html.hasPrefix("<link rel=\"stylesheet\" href=\"\(root)\(stylesheet)\">\n<div class=\"lp-fragment "), "\(path)")
      #expect(!html.contains("data:text/css"), "\(path)")
      #expect(html.contains(" id=\"\(prefix)"), "\(path)")
    }
    let css = String(decoding: try folder.bytes(at: "out/" + stylesheet), as: UTF8.self)
    #expect(css.contains("all: revert;"))
    #expect(css.contains("[data-symbol=\"wifi\"]"))

    // Nothing changed: nothing is written.
    let second = ListPress.build(inputs: [folder.path + "/in"], options: options)
    #expect(second.writtenFiles == [])
    #expect(second.unchangedInputs == 3)

    // One list changed: its page and its fragment are written, nothing else.
    try folder.write(
      FragmentHostPageTests.definitions[1].text.replacingOccurrences(of: "Tartan", with: "Gingham"), to: "in/picnic.md")
    let third = ListPress.build(inputs: [folder.path + "/in"], options: options)
    #expect(third.writtenFiles.sorted() == ["picnic.fragment.html", "picnic.html"])
    #expect(String(decoding: try folder.bytes(at: "out/picnic.fragment.html"), as: UTF8.self).contains("Gingham"))

    // Without the option, every page is built again and the fragments and
    // their stylesheet are removed; with it again, they are back.
    var without = options
    without.writesFragments = false
    let fourth = ListPress.build(inputs: [folder.path + "/in"], options: without)
    #expect(fourth.renderedInputs == 3)
    #expect(fourth.removedFiles.sorted() == (Self.fragments + [stylesheet]).sorted())
    let fifth = ListPress.build(inputs: [folder.path + "/in"], options: options)
    #expect(fifth.renderedInputs == 3)
    #expect(Self.fragmentFiles(fifth.writtenFiles) == (Self.fragments + [stylesheet]).sorted())
  }

  /// A definition whose page would be another's fragment is refused, as
  /// two definitions that claim one page are.
  @Test func aPageCannotBeAnotherListsFragment() throws {
    let folder = try TemporaryFolder()
    try folder.write(FragmentHostPageTests.definitions[0].text, to: "in/party.md")
    try folder.write(FragmentHostPageTests.definitions[1].text, to: "in/party.fragment.md")
    let report = ListPress.build(
      inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out", writesFragments: true))
    #expect(report.failed)
    #expect(report.diagnostics.contains { $0.description.contains("party.fragment.html") }, "\(report.diagnostics)")
  }

  /// The fragments a build writes, pasted into a host page that links
  /// their stylesheet from the output folder, measure as the lists' own
  /// pages, in Chromium, WebKit and Firefox.
  @Test(arguments: Engine.allCases)
  func builtFragmentsMeasureAsTheirOwnPages(engine: Engine) async throws {
    let folder = try TemporaryFolder()
    try Self.writeInputs(in: folder)
    let report = ListPress.build(
      inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out", writesFragments: true))
    #expect(report.diagnostics.isEmpty)
    // The host page sits beside the top-level pages, where the fragments'
    // links lead; `settings`' link leads one folder up, so it is made to.
    let fragments = try Self.fragments.map { path in
      String(decoding: try folder.bytes(at: "out/" + path), as: UTF8.self).replacingOccurrences(of: "href=\"../", with: "href=\"")
    }
    try folder.write(
      FragmentHostPageTests.hostPage(fragments, styles: FragmentHostPageTests.hostileStyles), to: "out/host.html")
    try await EnginePage.use(engine) { tab in
      var own: [[FragmentMeasure.Box]] = []
      var width = 0.0
      for path in ["party.html", "picnic.html", "more/settings.html"] {
        try await tab.load(URL(fileURLWithPath: folder.path + "/out/" + path))
        own.append(try await FragmentMeasure.ownPage(in: tab))
        width = try await FragmentMeasure.listWidth(in: tab)
      }
      try await tab.load(URL(fileURLWithPath: folder.path + "/out/host.html"))
      try await FragmentMeasure.setFrames(of: tab, to: width)
      let pasted = try await FragmentMeasure.fragments(in: tab)
      #expect(pasted.count == 3)
      for (index, (found, expected)) in zip(pasted, own).enumerated() {
        FragmentMeasure.expectSame(found, as: expected, "\(engine.name), built fragment \(index + 1)")
      }
    }
  }
}
