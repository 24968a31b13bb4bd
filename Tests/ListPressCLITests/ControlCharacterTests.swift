import Foundation
import ListPressKit
import Testing

@testable import ListPressCLI

/// What a file writes, and what its path holds, is printed with every
/// character that a terminal or a CI log would act on escaped: no value can
/// forge a `file:line:col: error:` line, recolour the terminal or reorder
/// what is shown.
@Suite struct ControlCharacterTests {
  @Test(arguments: [
    ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ("a\nlist.md:1:1: error: forged", "a\\u{A}list.md:1:1: error: forged"),
    ("a\r\nb", "a\\u{D}\\u{A}b"),
    ("nul\u{0}tab\tbell\u{7}", "nul\\u{0}tab\\u{9}bell\\u{7}"),
    ("del\u{7F}csi\u{9B}nel\u{85}", "del\\u{7F}csi\\u{9B}nel\\u{85}"),
    ("\u{202E}txt.exe", "\\u{202E}txt.exe"),
    ("\u{2066}a\u{2069}\u{200F}\u{061C}", "\\u{2066}a\\u{2069}\\u{200F}\\u{61C}"),
    ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
    ("café, 東京, 🍎, \\u{1B}", "café, 東京, 🍎, \\u{1B}"),
  ])
  func escapesWhatIsNotShownAsItself(text: String, printed: String) {
    #expect(PrintableText.escaping(text) == printed)
    let diagnostic = Diagnostic(
      .error, at: SourceLocation(file: "lists/\(text).md", line: 2, column: 3), "unknown appearance '\(text)'",
      notes: [Diagnostic(.note, at: .wholeFile(text), "about '\(text)'")])
    let expected = "lists/\(printed).md:2:3: error: unknown appearance '\(printed)'\n\(printed): note: about '\(printed)'"
    #expect(diagnostic.description == expected)
    for colors in [false, true] {
      let formatted = DiagnosticPrinter(style: TerminalStyle(usesColors: colors)).format(diagnostic)
      #expect(formatted.split(separator: "\n").count == 2)
    }
    #expect(DiagnosticPrinter(style: TerminalStyle(usesColors: false)).format(diagnostic) == expected + "\n")
  }

  /// A value that tries to end its line and forge another, and a file whose
  /// name holds an escape sequence: one line each, escaped.
  @Test func aDefinitionCannotForgeALineOrRecolourTheTerminal() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "---\nappearance: \"x\\nlist.md:1:1: error: forged\\e[2J\"\nitems: []\n---\n", to: "lists/\u{1B}[31mred.md")
    let printedFile = file.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")
    let result = CommandLineRun(["check", folder.path + "/lists"])
    #expect(result.status == .failure)
    #expect(
      result.errors == """
        \(printedFile):2:13: error: unknown appearance 'x\\u{A}list.md:1:1: error: forged\\u{1B}[2J'; \
        expected one of 'plain', 'grouped', 'insetGrouped', 'sidebar' or 'sidebarPlain'
        1 error in 1 file

        """)
  }

  @Test func aUsageErrorEscapesTheArgumentItQuotes() {
    let result = CommandLineRun(["build", "x", "--\u{1B}[2Jout"])
    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("error: unknown option '--\\u{1B}[2Jout'\n"))
  }

  @Test func theProgressLineAndTheSummaryEscapePaths() {
    let progress = BuildProgress(completed: 1, total: 2, file: "lists/\u{1B}[2J\r.md")
    #expect(ProgressLine.text(of: progress, columns: 80) == "[1/2] lists/\\u{1B}[2J\\u{D}.md")
    let report = BuildReport(
      diagnostics: [], inputFiles: [], writtenFiles: [], warningsAsErrors: false, elapsed: .milliseconds(3))
    #expect(ReportSummary.built(report, to: "_site\n") == "wrote 0 pages, 0 unchanged, 0 failed, 0 removed in 3 ms to _site\\u{A}")
  }
}
