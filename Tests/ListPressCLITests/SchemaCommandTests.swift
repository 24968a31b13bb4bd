import Foundation
import ListPressKit
import Testing

@testable import ListPressCLI

/// `listpress schema`: the format's JSON Schema on standard output, and
/// nothing else.
struct SchemaCommandTests {
  @Test("schema writes the JSON Schema to standard output with status 0")
  func writesTheSchema() throws {
    let run = CommandLineRun(["schema"])
    #expect(run.status == .success)
    #expect(run.errors.isEmpty)
    #expect(run.output == FormatSchema.json)
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    #expect(parsed?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test("schema takes no argument")
  func takesNoArgument() {
    let run = CommandLineRun(["schema", "out.json"])
    #expect(run.status == .usage)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("unexpected argument 'out.json'; schema takes none"))
    #expect(run.errors.contains("usage: listpress schema"))
  }

  @Test("Help lists schema and says how an editor uses it")
  func helpExplainsSchema() {
    #expect(CommandLineRun(["help"]).output.contains("\n  schema "))
    let help = CommandLineRun(["schema", "--help"])
    #expect(help.status == .success)
    #expect(help.output.contains("USAGE: listpress schema\n"))
    #expect(help.output.contains("listpress schema > listpress.schema.json"))
    #expect(help.output.contains("# yaml-language-server: $schema=./listpress.schema.json"))
  }
}
