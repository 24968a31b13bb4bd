import Foundation
import ListPressKit
import Testing

/// Runs the built `listpress` executable to check what a shell sees: real
/// exit statuses and what lands on standard error.
@Suite struct BinaryTests {
  @Test func theExecutableIsBesideTheTests() {
    #expect(FileManager.default.isExecutableFile(atPath: ListPressBinary.url.path))
  }

  @Test(arguments: [
    (["build", PackagePaths.examples, "--ouput", "site"], "error: unknown option '--ouput'; did you mean '--output'?"),
    (
      ["render", "a.md", "--fragment", "--standalone"],
      "error: options '--fragment' and '--standalone' cannot be used together; a fragment is not a whole page"
    ),
    (["frobnicate"], "error: unknown command 'frobnicate'; expected 'build', 'serve', 'check', 'render', 'gallery', 'snapshot', 'init', 'schema', 'help' or 'version'"),
    (["check"], "error: missing <input>: give at least one definition file or folder"),
  ])
  func exits2OnWrongUsage(arguments: [String], firstLine: String) throws {
    let result = try ListPressBinary.run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(firstLine + "\nusage: listpress "))
  }

  @Test func exits1AndReportsOnStandardErrorWithoutColourInAPipe() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.broken, to: "broken.md")
    let result = try ListPressBinary.run(["check", file])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("\(file):3:13: error: "))
    #expect(result.errors.hasSuffix("1 error in 1 file\n"))
    #expect(!result.errors.contains("\u{1B}["))
  }

  @Test func exits0AfterBuildingTheExamples() throws {
    let folder = try TemporaryFolder()
    let result = try ListPressBinary.run(["build", PackagePaths.examples, "-o", folder.path])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("wrote \(PackagePaths.exampleCount) pages, 0 unchanged, 0 failed, 0 removed in "))
    #expect(result.output.hasSuffix(" to \(folder.path)\n"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/index.html"))
  }

  @Test func rendersAPageOnStandardOutput() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let page = try ListPressBinary.run(["render", file])
    #expect(page.status == 0)
    #expect(page.errors.isEmpty)
    #expect(page.output.hasPrefix("<!doctype html>"))
    #expect(page.output.contains("<style>"))
    let fragment = try ListPressBinary.run(["render", file, "--fragment"])
    #expect(fragment.status == 0)
    #expect(fragment.output.contains("data-listpress-fragment="))
  }

  @Test func rendersNothingForAFileWithErrors() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.broken, to: "broken.md")
    let result = try ListPressBinary.run(["render", file])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("\(file):3:13: error: "))
  }

  @Test func watchRebuildsAfterATemplateChanges() throws {
    let folder = try TemporaryFolder()
    let definition = try folder.write(SampleDefinition.party, to: "lists/party.md")
    try folder.write(TemplateFixtures.pageWithFooter, to: "templates/page.mustache")
    let running = try RunningBinary(
      ["build", definition, "-o", folder.path + "/site", "--templates", folder.path + "/templates", "--watch"])
    #expect(running.line(startingWith: "watching for changes") != nil, "\(running.printedOutput)")
    try folder.write("{{<layout}}{{/layout}}\n", to: "templates/page.mustache")
    let rebuilt = running.line(startingWith: "rebuilt ")
    #expect(rebuilt?.contains("page.mustache (1 page) in ") == true, "\(running.printedOutput)")
    #expect(running.interrupt() == 0)
    let page = try String(contentsOfFile: folder.path + "/site/party.html", encoding: .utf8)
    #expect(!page.contains(TemplateFixtures.footer))
  }

  @Test func watchRebuildsAfterAChangeAndStopsCleanlyOnCtrlC() throws {
    let folder = try TemporaryFolder()
    let definition = try folder.write("---\ntitle: Apples\nitems: [{ text: Apples }]\n---\n", to: "list.md")
    let running = try RunningBinary(["build", definition, "-o", folder.path + "/site", "--watch"])
    #expect(running.line(startingWith: "watching for changes") != nil, "\(running.printedOutput)")
    try folder.write("---\ntitle: Pears\nitems: [{ text: Pears }]\n---\n", to: "list.md")
    let rebuilt = running.line(startingWith: "rebuilt ")
    #expect(rebuilt?.contains("list.md (1 page) in ") == true, "\(running.printedOutput)")
    #expect(running.interrupt() == 0)
    #expect(try String(contentsOfFile: folder.path + "/site/list.html", encoding: .utf8).contains("Pears"))
  }

  /// Under `--watch`, `--fragments` rewrites a changed list's fragment
  /// with its page, and writes the fragment of a new list.
  @Test func watchRewritesFragments() throws {
    let folder = try TemporaryFolder()
    try folder.write("---\ntitle: Apples\nitems: [{ text: Apples }]\n---\n", to: "lists/list.md")
    let running = try RunningBinary(["build", folder.path + "/lists", "-o", folder.path + "/site", "--fragments", "--watch"])
    #expect(running.line(startingWith: "watching for changes") != nil, "\(running.printedOutput)")
    #expect(try String(contentsOfFile: folder.path + "/site/list.fragment.html", encoding: .utf8).contains("Apples"))
    try folder.write("---\ntitle: Pears\nitems: [{ text: Pears }]\n---\n", to: "lists/list.md")
    #expect(running.line(startingWith: "rebuilt ")?.contains("list.md (1 page) in ") == true, "\(running.printedOutput)")
    try folder.write("---\ntitle: Plums\nitems: [{ text: Plums }]\n---\n", to: "lists/plums.md")
    #expect(running.line(startingWith: "rebuilt \(folder.path)/lists/plums.md") != nil, "\(running.printedOutput)")
    #expect(running.interrupt() == 0)
    #expect(try String(contentsOfFile: folder.path + "/site/list.fragment.html", encoding: .utf8).contains("Pears"))
    #expect(try String(contentsOfFile: folder.path + "/site/plums.fragment.html", encoding: .utf8).contains("Plums"))
  }
}
