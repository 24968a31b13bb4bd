import ListPressKit
import Testing

@testable import ListPressCLI

/// A place in a file, as diagnostics give it (Testing has its own `SourceLocation`).
typealias FileLocation = ListPressKit.SourceLocation

/// Errors and warnings show the line they point at with a caret under the
/// column, as swiftc and cargo do (issue 18, item 10): on a terminal by
/// default, elsewhere with `--source-lines`, never with
/// `--no-source-lines`; a note never does, and the line is escaped as
/// messages are.
@Suite struct SourceLinesTests {
  static let definition = """
    ---
    title: Lines
    appearance: insetgrouped
    items:
      - text: "Café \\u001b[31m"
        accessories: [chekmark]
    ---

    """

  private func run(_ options: [String], terminal: Bool) throws -> (status: ExitCode, errors: String, file: String) {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.definition, to: "lines.md")
    var output = ""
    var errors = ""
    let status = CommandLineTool.run(["check", file] + options, output: &output, errors: &errors, sourceLines: terminal)
    return (status, errors, file)
  }

  @Test(arguments: [(["--source-lines"], false), ([], true)])
  func showsEachProblemsLineWithACaret(options: [String], terminal: Bool) throws {
    let (status, errors, file) = try run(options, terminal: terminal)
    #expect(status == .failure)
    #expect(errors == """
      \(file):3:13: error: unknown appearance 'insetgrouped'; did you mean 'insetGrouped'?
       3 | appearance: insetgrouped
         |             ^
      \(file):3:13: note: expected one of 'plain', 'grouped', 'insetGrouped', 'sidebar' or 'sidebarPlain'
      \(file):6:19: error: unknown accessory 'chekmark'; did you mean 'checkmark'?
       6 |     accessories: [chekmark]
         |                   ^
      \(file):6:19: note: expected one of 'disclosureIndicator', 'outlineDisclosure', 'checkmark', 'delete', 'insert', 'reorder', 'multiselect', 'detail', 'popUpMenu', 'label' or 'customView'
      2 errors in 1 file

      """)
  }

  @Test(arguments: [(["--no-source-lines"], true), ([], false)])
  func plainOutputHasOneLinePerDiagnostic(options: [String], terminal: Bool) throws {
    let (_, errors, file) = try run(options, terminal: terminal)
    let lines = errors.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines.allSatisfy { $0.hasPrefix(file) || $0 == "2 errors in 1 file" })
  }

  @Test func bothOptionsAreAUsageError() throws {
    let (status, errors, _) = try run(["--source-lines", "--no-source-lines"], terminal: false)
    #expect(status == .usage)
    #expect(errors.hasPrefix("error: options '--source-lines' and '--no-source-lines' cannot be used together"))
  }

  /// The caret sits under the column counted in characters, after text
  /// that the line escapes (an ESC is printed as `\u{1B}`).
  @Test func theCaretFollowsEscapedText() throws {
    let folder = try TemporaryFolder()
    let location = FileLocation(file: try folder.write("a: \"\u{1B}x\" é wrong\n", to: "escaped.md"), line: 1, column: 12)
    let excerpt = try #require(SourceExcerpt(for: location))
    #expect(excerpt.text == "a: \"\\u{1B}x\" é wrong")
    #expect(excerpt.lines(caret: { $0 }) == " 1 | a: \"\\u{1B}x\" é wrong\n   | " + String(repeating: " ", count: 16) + "^\n")
  }

  @Test(arguments: [
    FileLocation.wholeFile("lines.md"),
    FileLocation(file: "/no/such/file.md", line: 1, column: 1),
  ])
  func nothingIsShownWithoutALineToShow(location: FileLocation) {
    #expect(SourceExcerpt(for: location) == nil)
  }

  @Test func aLineBeyondTheFileShowsNothing() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("one\ntwo\n", to: "short.md")
    #expect(SourceExcerpt(for: FileLocation(file: file, line: 9, column: 1)) == nil)
    #expect(SourceExcerpt(for: FileLocation(file: file, line: 2, column: 1))?.text == "two")
  }

  @Test func crAndCRLFEndLinesToo() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("one\r\ntwo\rthree", to: "ends.md")
    #expect(SourceExcerpt(for: FileLocation(file: file, line: 3, column: 1))?.text == "three")
  }
}
