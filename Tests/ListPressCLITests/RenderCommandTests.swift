import Foundation
import ListPressKit
import Testing

@testable import ListPressCLI

/// `listpress render`: one page on standard output, problems on standard
/// error, and nothing on standard output when there are errors.
@Suite struct RenderCommandTests {
  @Test func standsAloneByDefault() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["render", file])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("<!doctype html>"))
    #expect(result.output.contains("<title>Party</title>"))
    #expect(result.output.contains("<style>"))
    #expect(!result.output.contains("rel=\"stylesheet\""))
  }

  @Test func linksToTheSiteUnderABaseURL() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["render", file, "--base-url", "https://example.org/lists"])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    let stylesheet = TemplateSet.builtIn.stylesheetFileName
    #expect(result.output.contains("<link rel=\"stylesheet\" href=\"https://example.org/lists/\(stylesheet)\">"))
    #expect(!result.output.contains("<style>"))
  }

  @Test func standsAloneUnderABaseURLWhenAsked() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["render", file, "--base-url", "https://example.org/lists", "--standalone"])
    #expect(result.status == .success)
    #expect(result.output.contains("<style>"))
    #expect(!result.output.contains("rel=\"stylesheet\""))
  }

  @Test func writesAFragmentWithItsScopedStyles() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["render", "--fragment", file])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("<link rel=\"stylesheet\" href=\"data:text/css;charset=utf-8;base64,"))
    #expect(!result.output.contains("<style"))
    #expect(result.output.contains("data-listpress-fragment=\"lp-"))
    #expect(!result.output.contains("<html"))
    #expect(!result.output.contains("Who is coming."))
  }

  /// A page that leaves its scheme to the reader (`auto`, as Party does
  /// by saying nothing), rendered for a host page that is only light.
  @Test func writesAFragmentInTheColorSchemeAsked() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["render", file, "--fragment", "--color-scheme", "light"])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    let container = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("<div class=\"lp-fragment ") })
    #expect(container.contains(" color-scheme-light "))
    #expect(!result.output.contains("color-scheme-auto"))
  }

  @Test func refusesAColorSchemeItDoesNotKnow() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["render", file, "--color-scheme", "ligth"])
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(
      "invalid value 'ligth' for '--color-scheme <scheme>'; did you mean 'light'? expected 'light', 'dark' or 'auto'"))
  }

  @Test func writesNothingForAFileWithErrors() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.broken, to: "broken.md")
    let result = CommandLineRun(["render", file])
    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("\(file):3:13: error: "))
    #expect(result.errors.hasSuffix("\n1 error in 1 file\n"))
  }

  /// A missing input is wrong usage (README, "Exit statuses").
  @Test func writesNothingForAFileThatIsNotThere() throws {
    let folder = try TemporaryFolder()
    let result = CommandLineRun(["render", folder.path + "/missing.md"])
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: no such file or folder '\(folder.path)/missing.md'\nusage: listpress render "))
  }

  @Test func rendersWithTheTemplatesOfAFolder() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    try folder.write(TemplateFixtures.pageWithFooter, to: "templates/page.mustache")
    let result = CommandLineRun(["render", file, "--templates", folder.path + "/templates"])
    #expect(result.status == .success)
    #expect(result.output.contains(TemplateFixtures.footer))
  }

  @Test func writesNothingWhenATemplateHasErrors() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let template = try folder.write(TemplateFixtures.unparsable, to: "templates/page.mustache")
    let result = CommandLineRun(["render", file, "--templates", folder.path + "/templates"])
    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("\(template):\(TemplateFixtures.unparsableErrorPosition): error: "))
  }

  @Test(arguments: [
    (["render"], "error: missing <file>: give the definition file to render"),
    (["render", "a.md", "b.md"], "error: unexpected argument 'b.md'; render takes one file"),
    (
      ["render", "a.md", "--standalone", "--fragment"],
      "error: options '--fragment' and '--standalone' cannot be used together; a fragment is not a whole page"
    ),
  ])
  func rejectsWrongUsageWithStatus2(arguments: [String], firstLine: String) {
    let result = CommandLineRun(arguments)
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(firstLine + "\nusage: listpress render <file> [--fragment | --standalone] "))
  }
}
