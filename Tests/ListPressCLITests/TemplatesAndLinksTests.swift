import Foundation
import ListPressKit
import Testing

/// `--templates`, `--base-url` and `--standalone` on `build`, and
/// `--templates` on `check`, which is how CI validates a site's templates.
@Suite struct TemplatesAndLinksTests {
  @Test func buildUsesTheTemplatesOfAFolder() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "lists/party.md")
    try folder.write(TemplateFixtures.pageWithFooter, to: "templates/page.mustache")
    let plain = CommandLineRun(["build", file, "-o", folder.path + "/plain"])
    let templated = CommandLineRun(
      ["build", file, "-o", folder.path + "/templated", "--templates", folder.path + "/templates"])
    #expect(plain.status == .success)
    #expect(templated.status == .success)
    #expect(templated.errors.isEmpty)
    #expect(!(try page(folder.path + "/plain/party.html")).contains(TemplateFixtures.footer))
    #expect(try page(folder.path + "/templated/party.html").contains(TemplateFixtures.footer))
  }

  @Test func buildWithABrokenTemplateWritesNoPage() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "lists/party.md")
    let template = try folder.write(TemplateFixtures.unparsable, to: "templates/page.mustache")
    let result = CommandLineRun(["build", file, "-o", folder.path + "/site", "--templates", folder.path + "/templates"])
    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("\(template):\(TemplateFixtures.unparsableErrorPosition): error: "))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/site/party.html"))
  }

  @Test func checkReportsABrokenTemplateAtItsPosition() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "lists/party.md")
    let template = try folder.write(TemplateFixtures.unparsable, to: "templates/page.mustache")
    let result = CommandLineRun(["check", file, "--templates", folder.path + "/templates"])
    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("\(template):\(TemplateFixtures.unparsableErrorPosition): error: "))
    #expect(result.errors.hasSuffix("\n1 error in 1 file\n"))
  }

  @Test func checkReportsAMissingTemplatesFolder() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["check", file, "--templates", folder.path + "/nowhere"])
    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("\(folder.path)/nowhere: error: no such templates folder\n"))
  }

  @Test func checkPassesGoodTemplatesAndReportsDefinitionsToo() throws {
    let folder = try TemporaryFolder()
    try folder.write(SampleDefinition.party, to: "lists/party.md")
    try folder.write(TemplateFixtures.pageWithFooter, to: "templates/page.mustache")
    let clean = CommandLineRun(["check", folder.path + "/lists", "--templates", folder.path + "/templates"])
    #expect(clean.status == .success)
    #expect(clean.errors.isEmpty)
    #expect(clean.output == "no problems in 1 file\n")

    let broken = try folder.write(SampleDefinition.broken, to: "lists/broken.md")
    let dirty = CommandLineRun(["check", folder.path + "/lists", "--templates", folder.path + "/templates"])
    #expect(dirty.status == .failure)
    #expect(dirty.errors.hasPrefix("\(broken):3:13: error: "))
  }

  @Test func buildLinksUnderABaseURL() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["build", file, "-o", folder.path + "/site", "--base-url", "https://example.org/lists"])
    #expect(result.status == .success)
    let stylesheet = TemplateSet.builtIn.stylesheetFileName
    #expect(
      try page(folder.path + "/site/party.html")
        .contains("<link rel=\"stylesheet\" href=\"https://example.org/lists/\(stylesheet)\">"))
  }

  @Test func buildWritesStandalonePages() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["build", file, "-o", folder.path + "/site", "--standalone"])
    #expect(result.status == .success)
    let html = try page(folder.path + "/site/party.html")
    #expect(html.contains("<style>"))
    #expect(!html.contains("rel=\"stylesheet\""))
  }

  private func page(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }
}
