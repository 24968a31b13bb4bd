import Foundation
import ListPressKit
import Testing

/// Templates nested so deeply that rendering them once ran out of stack:
/// `check` passed them and `build` crashed. Now both report them at the tag
/// past the limit, and a build writes no page.
@Suite struct TemplateNestingTests {
  /// Ten thousand sections, one inside the other, on one line.
  private static let deepTemplate =
    String(repeating: "{{#title}}", count: 10_000) + String(repeating: "{{/title}}", count: 10_000)
  /// The most levels a template may nest.
  private static let limit = 100
  /// The column of the 101st tag, the first past the limit.
  private static let column = limit * "{{#title}}".count + 1
  private static let message = "sections nest more than 100 levels deep, the limit; this tag opens level 101"

  @Test(arguments: ["check", "build"])
  func aTemplateNestedTenThousandDeepIsAnErrorAtTheFirstTagPastTheLimit(command: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "lists/party.md")
    let template = try folder.write(Self.deepTemplate, to: "templates/page.mustache")
    let output = command == "build" ? ["-o", folder.path + "/site"] : []
    let result = CommandLineRun([command, file, "--templates", folder.path + "/templates"] + output)
    #expect(result.status == .failure)
    #expect(result.errors == "\(template):1:\(Self.column): error: \(Self.message)\n1 error in 1 file\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/site/party.html"))
  }

  /// A partial that includes itself inside 99 sections: each inclusion
  /// adds its sections to the ones around it, and the build stops at the
  /// inclusion past the renderer's limit, for each page, instead of crashing.
  @Test func sectionsOfAPartialIncludingItselfStopAtALimit() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "lists/party.md")
    let sections = Self.limit - 1
    let partial = try folder.write(
      String(repeating: "{{#title}}", count: sections) + "{{>deep}}" + String(repeating: "{{/title}}", count: sections),
      to: "templates/deep.mustache")
    try folder.write("{{>deep}}", to: "templates/page.mustache")
    let result = CommandLineRun(["build", file, "-o", folder.path + "/site", "--templates", folder.path + "/templates", "-j", "2"])
    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("\(partial):1:\(sections * 10 + 1): error: templates include each other too deeply (at \"deep\")\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/site/party.html"))
  }
}
