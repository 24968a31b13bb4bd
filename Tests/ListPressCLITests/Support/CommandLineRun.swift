@testable import ListPressCLI

/// One run of the command line in memory, without a process: what it
/// printed and the status it returned.
struct CommandLineRun {
  var status: ExitCode
  var output: String
  var errors: String

  /// Runs `arguments` (those after the program name) through
  /// `CommandLineTool.run`, with no terminal.
  init(_ arguments: [String], colors: Bool = false) {
    var output = ""
    var errors = ""
    status = CommandLineTool.run(arguments, output: &output, errors: &errors, colors: colors)
    self.output = output
    self.errors = errors
  }
}
