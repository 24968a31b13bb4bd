import Foundation
import Testing

@testable import ListPressCLI

/// Every row of the README's table of exit statuses, run through the real
/// binary: the status a shell sees for each case the table names.
@Suite struct ExitStatusTests {
  /// One case of the table: what it is, the command line (in which
  /// `VALID`, `BROKEN`, `TEMPLATES`, `WARNED` and `OUT` stand for files and
  /// folders of the case's own temporary folder), and the status promised.
  struct Row: Sendable, CustomTestStringConvertible {
    var meaning: String
    var arguments: [String]
    var status: Int32

    var testDescription: String { "\(status): \(meaning)" }
  }

  static let rows: [Row] = [
    Row(meaning: "no problems (check)", arguments: ["check", "VALID"], status: 0),
    Row(meaning: "no problems (build)", arguments: ["build", "VALID", "-o", "OUT"], status: 0),
    Row(meaning: "no problems (render)", arguments: ["render", "VALID"], status: 0),
    Row(meaning: "a definition has errors (check)", arguments: ["check", "BROKEN"], status: 1),
    Row(meaning: "a definition has errors (build)", arguments: ["build", "BROKEN", "-o", "OUT"], status: 1),
    Row(meaning: "a template has errors", arguments: ["check", "VALID", "--templates", "TEMPLATES"], status: 1),
    Row(
      meaning: "warnings with --warnings-as-errors",
      arguments: ["check", "VALID", "--templates", "WARNED", "--warnings-as-errors"], status: 1),
    Row(meaning: "warnings without --warnings-as-errors", arguments: ["check", "VALID", "--templates", "WARNED"], status: 0),
    Row(meaning: "render wrote nothing to standard output", arguments: ["render", "BROKEN"], status: 1),
    // 192.0.2.1 is set aside for documentation: no machine has it, so no port of it can be listened on.
    Row(meaning: "serve found no port to listen on", arguments: ["serve", "VALID", "-o", "OUT", "--bind", "192.0.2.1"], status: 1),
    Row(meaning: "unknown command", arguments: ["biuld", "VALID"], status: 2),
    Row(meaning: "unknown option", arguments: ["build", "VALID", "--ouput", "OUT"], status: 2),
    Row(meaning: "no input given", arguments: ["build", "-o", "OUT"], status: 2),
    Row(meaning: "missing input (build)", arguments: ["build", "nosuch", "-o", "OUT"], status: 2),
    Row(meaning: "missing input (check)", arguments: ["check", "VALID", "nosuch"], status: 2),
    Row(meaning: "missing input (gallery)", arguments: ["gallery", "nosuch", "-o", "OUT"], status: 2),
    Row(meaning: "missing input (render)", arguments: ["render", "nosuch.md"], status: 2),
    Row(meaning: "missing input (build --watch)", arguments: ["build", "nosuch", "-o", "OUT", "--watch"], status: 2),
    Row(meaning: "missing input (serve)", arguments: ["serve", "nosuch", "-o", "OUT"], status: 2),
    Row(meaning: "missing option value", arguments: ["build", "VALID", "-o"], status: 2),
    Row(meaning: "empty option value", arguments: ["build", "VALID", "-o", ""], status: 2),
    Row(meaning: "invalid option value (--jobs 0)", arguments: ["build", "VALID", "--jobs", "0"], status: 2),
    Row(meaning: "invalid option value (--jobs 500)", arguments: ["build", "VALID", "--jobs", "500"], status: 2),
    Row(meaning: "invalid option value (--port 70000)", arguments: ["serve", "VALID", "--port", "70000"], status: 2),
    Row(meaning: "invalid option value (--bind localhost)", arguments: ["serve", "VALID", "--bind", "localhost"], status: 2),
    Row(meaning: "invalid option value (--base-url)", arguments: ["build", "VALID", "--base-url", "ftp://host/"], status: 2),
    Row(
      meaning: "options that cannot be used together", arguments: ["render", "VALID", "--fragment", "--standalone"],
      status: 2),
  ]

  @Test(arguments: rows)
  func exitsWithTheStatusTheTableGives(row: Row) throws {
    let folder = try TemporaryFolder()
    try folder.write(TemplateFixtures.unparsable, to: "templates/page.mustache")
    try folder.write("", to: "warned/listpres.css")
    let paths = [
      "VALID": try folder.write(SampleDefinition.party, to: "party.md"),
      "BROKEN": try folder.write(SampleDefinition.broken, to: "broken.md"),
      "TEMPLATES": folder.path + "/templates",
      "WARNED": folder.path + "/warned",
      "OUT": folder.path + "/site",
      "nosuch": folder.path + "/nosuch",
      "nosuch.md": folder.path + "/nosuch.md",
    ]
    let arguments = row.arguments.map { paths[$0] ?? $0 }
    let result = try ListPressBinary.run(arguments)
    #expect(result.status == row.status, "\(result.errors)")
    if row.status == 2 {
      #expect(result.errors.hasPrefix("error: "), "\(result.errors)")
      #expect(result.errors.contains("\nusage: listpress "), "\(result.errors)")
    }
  }

  @Test func aMissingInputIsNamedWithADidYouMean() throws {
    let folder = try TemporaryFolder()
    try folder.write(SampleDefinition.party, to: "lists/party.md")
    let result = try ListPressBinary.run(["build", folder.path + "/lists/pary.md", "-o", folder.path + "/site"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        error: no such file or folder '\(folder.path)/lists/pary.md'; did you mean '\(folder.path)/lists/party.md'?
        usage: \(Subcommand.build.usage)
        Run 'listpress help build' for more.

        """)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/site"))
  }
}
