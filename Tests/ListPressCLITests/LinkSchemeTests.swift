import Foundation
import Testing

/// A row's `link` and the links of the Markdown may use `http:`, `https:`,
/// `mailto:` and `tel:` or no scheme; `--unsafe` is the documented way to
/// any other, for `build`, `check` and `render` alike.
@Suite struct LinkSchemeTests {
  private static let definition = """
    ---
    items:
      - text: Diagnose
        link: ms-msdt:/id PCWDiagnostic
    ---
    [Open](intent://scan/#Intent;end) or [call](tel:+441234).

    """

  @Test(arguments: ["check", "build", "render"])
  func aSchemeOffTheAllowListIsAnErrorWithTheWayOut(command: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.definition, to: "list.md")
    let output = command == "build" ? ["-o", folder.path + "/site"] : []
    let result = CommandLineRun([command, file] + output)
    #expect(result.status == .failure)
    #expect(
      result.errors == """
        \(file):4:11: error: link scheme 'ms-msdt:' is not allowed; expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'
        \(file):4:11: note: a link with another scheme can open another program; build with '--unsafe' to allow it
        1 error in 1 file

        """)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/site/list.html"))
  }

  @Test func unsafeLetsTheSchemesThrough() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.definition, to: "list.md")
    #expect(CommandLineRun(["check", file, "--unsafe"]).status == .success)
    let build = CommandLineRun(["build", file, "-o", folder.path + "/site", "--unsafe"])
    #expect(build.status == .success)
    let page = try String(contentsOfFile: folder.path + "/site/list.html", encoding: .utf8)
    #expect(page.contains("href=\"ms-msdt:/id PCWDiagnostic\""))
    #expect(page.contains("<a href=\"intent://scan/#Intent;end\">Open</a> or <a href=\"tel:+441234\">call</a>"))
  }

  /// Without the row's link, the page builds and its Markdown link to
  /// another program has no address.
  @Test func aMarkdownLinkOffTheAllowListLosesItsAddress() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      Self.definition.replacingOccurrences(of: "    link: ms-msdt:/id PCWDiagnostic\n", with: ""), to: "list.md")
    let render = CommandLineRun(["render", file])
    #expect(render.status == .success)
    #expect(render.output.contains("<a href=\"\">Open</a> or <a href=\"tel:+441234\">call</a>"))
  }
}
