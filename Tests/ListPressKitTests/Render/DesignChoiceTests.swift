import Foundation
import ListPressKit
import Testing

/// The choice between UIKit's two list designs: the page key mirroring
/// `UIDesignRequiresCompatibility`, the build's default for pages that do
/// not set it, and what a page in each design is given.
@Suite struct DesignChoiceTests {
  private static let definition = "---\ntitle: Party\nitems: [{ text: Balloons, accessories: [disclosureIndicator] }]\n---\n"

  private static func definition(with line: String) -> String {
    "---\n\(line)\ntitle: Party\nitems: [{ text: Balloons, accessories: [disclosureIndicator] }]\n---\n"
  }

  /// The classes of the root element of `page` as `renderer` draws it.
  private static func rootClasses(of page: ListPage, with renderer: PageRenderer) throws -> [Substring] {
    let html = try renderer.render(page, at: "party.html")
    let start = try #require(html.firstRange(of: "<html lang=\"en\" class=\"")).upperBound
    let end = try #require(html[start...].firstIndex(of: "\""))
    return html[start..<end].split(separator: " ")
  }

  @Test(arguments: [("designRequiresCompatibility: true", true), ("designRequiresCompatibility: false", false)])
  func theKeyIsDecodedAsWritten(line: String, expected: Bool) throws {
    #expect(try decodePage(Self.definition(with: line)).designRequiresCompatibility == expected)
  }

  @Test func aPageWithoutTheKeyLeavesTheChoiceToTheBuild() throws {
    #expect(try decodePage(Self.definition).designRequiresCompatibility == nil)
  }

  @Test(arguments: [
    ("designRequiresCompatibility: yes",
     "list.md:2:30: error: expected a boolean for 'designRequiresCompatibility', found a string\n"
       + "list.md:2:30: note: 'yes' is a string in YAML 1.2; write true or false"),
    ("designRequiresCompatibility: 1",
     "list.md:2:30: error: expected a boolean for 'designRequiresCompatibility', found a number"),
    ("designRequiresCompatibility: [true]",
     "list.md:2:30: error: expected a boolean for 'designRequiresCompatibility', found a list"),
  ])
  func aValueOfTheWrongTypeIsAnError(line: String, message: String) {
    #expect(decode(Self.definition(with: line)) == DecodeResult(page: nil, diagnostics: [message]))
  }

  @Test(arguments: ["designRequiresCompatability", "designRequireCompatibility", "DesignRequiresCompatibility"])
  func aNearMissIsKeptAsPageDataWithADidYouMean(key: String) {
    let result = decode(Self.definition(with: "\(key): true"))
    #expect(result.page?.designRequiresCompatibility == nil)
    #expect(result.page?.userData.map(\.key.scalar?.text) == [key])
    #expect(result.diagnostics == [
      "list.md:2:1: warning: unknown key '\(key)' in page; did you mean 'designRequiresCompatibility'?\n"
        + "list.md:2:1: note: keys the contract does not define are kept as page data",
    ])
  }

  /// The page's own key wins over the renderer's default; without one, the
  /// default decides, and without a default a page is in the iOS 26 design.
  @Test(arguments: [
    (nil, false, true),
    (nil, true, false),
    (false, false, true),
    (false, true, true),
    (true, false, false),
    (true, true, false),
  ] as [(Bool?, Bool, Bool)])
  func theRootElementSaysWhenThePageIsInTheIOS26Design(pageSays: Bool?, renderDefault: Bool, drawnAsIOS26: Bool) throws {
    var page = try decodePage(Self.definition)
    page.designRequiresCompatibility = pageSays
    let classes = try Self.rootClasses(of: page, with: PageRenderer(designRequiresCompatibility: renderDefault))
    #expect(classes.contains("design-ios26") == drawnAsIOS26)
    #expect(classes.first == "lp-page")
  }

  /// A page in the classic design is the page as it was before there were
  /// two designs: every example built classic is, byte for byte, the same
  /// example built in the iOS 26 design without that design's class.
  @Test func theClassicDesignDiffersOnlyByTheClassItLacks() throws {
    let examples = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples").path
    let folder = try TemporaryFolder()
    for classic in [false, true] {
      let report = ListPress.build(
        inputs: [examples],
        options: BuildOptions(outputDirectory: folder.path + "/\(classic)", designRequiresCompatibility: classic))
      #expect(!report.failed)
    }
    let pages = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/false")
      .filter { $0.hasSuffix(".html") }
    #expect(pages.count >= 10)
    var classicPages: [String] = []
    for page in pages.sorted() {
      let current = String(decoding: try folder.bytes(at: "false/" + page), as: UTF8.self)
      let classic = String(decoding: try folder.bytes(at: "true/" + page), as: UTF8.self)
      // An example that chooses a design itself is in it in both builds.
      let choosesIOS26 = classic.contains("design-ios26")
      let choosesClassic = !current.contains("design-ios26")
      #expect(choosesIOS26 || current.replacing(" design-ios26", with: "") == classic, "\(page)")
      #expect(!choosesClassic || current == classic, "\(page)")
      if choosesClassic { classicPages.append(page) }
    }
    // Compatibility chooses the classic design; every other example leaves the choice to the build.
    #expect(classicPages == ["appearances/compatibility.html"])
  }

  @Test func aBuildOptionSetsTheDesignOfPagesThatDoNotChooseOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition, to: "in/default.md")
    try folder.write(Self.definition(with: "designRequiresCompatibility: false"), to: "in/current.md")
    for classic in [false, true] {
      let output = folder.path + "/out-\(classic)"
      let report = ListPress.build(
        inputs: [folder.path + "/in"],
        options: BuildOptions(outputDirectory: output, designRequiresCompatibility: classic))
      #expect(report.diagnostics.isEmpty)
      let drawnByDefault = String(decoding: try folder.bytes(at: "out-\(classic)/default.html"), as: UTF8.self)
      let chosen = String(decoding: try folder.bytes(at: "out-\(classic)/current.html"), as: UTF8.self)
      #expect(drawnByDefault.contains("design-ios26") == !classic)
      #expect(chosen.contains("design-ios26"))
    }
  }
}
