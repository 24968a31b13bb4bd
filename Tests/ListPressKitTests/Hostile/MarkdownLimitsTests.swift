import Foundation
import ListPressKit
import Testing

/// The Markdown body and each `description` have a size limit, checked
/// before cmark sees them: past it, the value is an error that names the
/// limit, at its place, and the file makes no page; the others are built.
@Suite struct MarkdownLimitsTests {
  private static let bodyLimit = MarkdownLimits.maximumBodyBytes
  private static let descriptionLimit = MarkdownLimits.maximumDescriptionBytes

  @Test func theLimitsAreOneMebibyteAndSixtyFourKibibytes() {
    #expect(Self.bodyLimit == 1_048_576)
    #expect(Self.descriptionLimit == 65_536)
  }

  /// `*a* ` repeated, the Markdown that costs cmark most per byte.
  private static func emphasis(bytes: Int) -> String {
    String(String(repeating: "*a* ", count: bytes / 4 + 1).prefix(bytes))
  }

  @Test(arguments: [bodyLimit + 1, 8 * bodyLimit])
  func aBodyPastTheLimitIsAnErrorAtItsFirstLine(size: Int) {
    let (page, diagnostics) = ListPress.decode(
      bytes: Array(("---\ntitle: Big\nitems: []\n---\n" + Self.emphasis(bytes: size)).utf8), path: "big.md")
    #expect(page == nil)
    #expect(
      diagnostics.map(\.description) == [
        "big.md:5:1: error: the Markdown body has \(size) bytes, more than 1048576 (1 MiB), the limit"
      ])
  }

  @Test func aBodyAtTheLimitIsFine() {
    let body = Self.emphasis(bytes: Self.bodyLimit)
    let (page, diagnostics) = ListPress.decode(bytes: Array(("---\nitems: []\n---\n" + body).utf8), path: "big.md")
    #expect(diagnostics.isEmpty)
    #expect(page?.body == body)
  }

  @Test(arguments: [(descriptionLimit, true), (descriptionLimit + 1, false), (10 * descriptionLimit, false)])
  func aDescriptionPastTheLimitIsAnErrorAtItsValue(size: Int, accepted: Bool) {
    let description = Self.emphasis(bytes: size)
    let source = "---\nitems:\n  - text: A\n    description: '\(description)'\n---\n"
    let (page, diagnostics) = ListPress.decode(bytes: Array(source.utf8), path: "list.md")
    if accepted {
      #expect(diagnostics.isEmpty)
      #expect(page?.sections.first?.items.first?.description == description)
    } else {
      #expect(page == nil)
      #expect(
        diagnostics.map(\.description) == [
          "list.md:4:18: error: 'description' has \(size) bytes of Markdown, more than 65536 (64 KiB), the limit"
        ])
    }
  }

  /// A body of 60 MB once made cmark abort the whole process. Now its file
  /// fails and the other is built.
  @Test func aHugeBodyFailsItsFileAndTheBuildGoesOn() throws {
    let folder = try TemporaryFolder()
    try folder.write("---\nitems: [{ text: Fine }]\n---\nSmall.\n", to: "in/good.md")
    try folder.write("---\nitems: [{ text: Big }]\n---\n" + Self.emphasis(bytes: 60_000_000), to: "in/huge.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/huge.md:4:1: error: the Markdown body has 60000000 bytes, more than 1048576 (1 MiB), the limit"
      ])
    #expect(report.writtenFiles == ["good.html", "index.html", siteStylesheet, siteScript].sorted())
  }
}
