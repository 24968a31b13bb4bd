import Foundation
import ListPressKit
import Testing

/// An error about a page names the definition that made it: a page that
/// cannot be written is an error at the definition, naming the path, and a
/// template that fails on a page has a note at the definition.
@Suite struct PageErrorLocationTests {
  private static let definition = "---\nitems: [{ text: A }]\n---\n"

  @Test func aPageThatCannotBeWrittenIsAnErrorAtItsDefinition() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition, to: "in/a.md")
    try folder.write(Self.definition, to: "in/b.md")
    // A folder where the page goes: renaming the page over it fails.
    try FileManager.default.createDirectory(atPath: folder.path + "/out/a.html", withIntermediateDirectories: true)
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        "\(folder.path)/in/a.md: error: while writing its outputs: \(folder.path)/out/a.html: cannot replace the file: Is a directory"
      ])
    #expect(report.writtenFiles.contains("b.html"))
  }

  @Test func aTemplateErrorOnAPageHasANoteAtItsDefinition() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition, to: "in/a.md")
    try folder.write("{{nope}}", to: "templates/page.mustache")
    let report = ListPress.build(
      inputs: [folder.path + "/in"],
      options: BuildOptions(outputDirectory: folder.path + "/out", templatesDirectory: folder.path + "/templates"))
    #expect(report.failed)
    #expect(
      report.diagnostics.map(\.description) == [
        """
        \(folder.path)/templates/page.mustache:1:1: error: unknown name "nope"
        \(folder.path)/in/a.md: note: while rendering the page of this definition
        """
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/a.html"))
  }
}
