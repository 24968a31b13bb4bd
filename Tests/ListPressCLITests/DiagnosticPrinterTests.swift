import ListPressKit
import Testing

@testable import ListPressCLI

@Suite struct DiagnosticPrinterTests {
  let diagnostic = Diagnostic(
    .error, at: SourceLocation(file: "lists/a.md", line: 3, column: 13),
    "unknown appearance 'insetgrouped'; did you mean 'insetGrouped'?",
    notes: [Diagnostic(.note, at: SourceLocation(file: "lists/a.md", line: 2, column: 1), "in this mapping")])

  @Test func printsLikeTheCompilerWithNotesOnTheirOwnLines() {
    let printer = DiagnosticPrinter(style: TerminalStyle(usesColors: false))
    #expect(
      printer.format(diagnostic) == """
        lists/a.md:3:13: error: unknown appearance 'insetgrouped'; did you mean 'insetGrouped'?
        lists/a.md:2:1: note: in this mapping

        """)
  }

  @Test func coloursLikeSwiftcWhenAsked() {
    let printer = DiagnosticPrinter(style: TerminalStyle(usesColors: true))
    let warning = Diagnostic(.warning, at: SourceLocation(file: "a.md", line: 1, column: 1), "near miss")
    #expect(printer.format(warning) == "\u{1B}[1ma.md:1:1:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1mnear miss\u{1B}[0m\n")
    let lines = printer.format(diagnostic).split(separator: "\n")
    #expect(lines[0].contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(lines[1].hasSuffix("\u{1B}[1;90mnote:\u{1B}[0m in this mapping"))
  }

  @Test(arguments: [
    (
      UsageError("unknown option '--ouput'; did you mean '--output'?", subcommand: .build),
      """
      error: unknown option '--ouput'; did you mean '--output'?
      usage: listpress build <input>... [-o <dir>] [-j <n>] [-w] [--templates <dir>] [--base-url <url>] \
      [--standalone] [--gallery] [--fragments] [--design-requires-compatibility] [--color-scheme <scheme>] \
      [--unsafe] [--drafts] [--warnings-as-errors]
      Run 'listpress help build' for more.

      """
    ),
    (
      UsageError("missing command; expected 'build', 'serve', 'check', 'render', 'gallery', 'help' or 'version'", subcommand: nil),
      """
      error: missing command; expected 'build', 'serve', 'check', 'render', 'gallery', 'help' or 'version'
      usage: listpress <command> [<options>]
      Run 'listpress help' for more.

      """
    ),
  ])
  func printsUsageErrorsWithTheUsageLine(error: UsageError, expected: String) {
    #expect(DiagnosticPrinter(style: TerminalStyle(usesColors: false)).format(error) == expected)
  }

  @Test(arguments: [
    (true, [:], true),
    (false, [:], false),
    (true, ["NO_COLOR": "1"], false),
    (true, ["NO_COLOR": ""], false),
    (true, ["TERM": "xterm"], true),
  ] as [(Bool, [String: String], Bool)])
  func coloursOnlyATerminalWithoutNoColor(isTerminal: Bool, environment: [String: String], expected: Bool) {
    #expect(TerminalStyle.colorsWanted(isTerminal: isTerminal, environment: environment) == expected)
  }
}
