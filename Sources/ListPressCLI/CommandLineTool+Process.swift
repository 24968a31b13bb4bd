import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandLineTool {
  /// Runs the process's own command line (`CommandLine.arguments`, program
  /// name first) against standard output and standard error, colouring
  /// diagnostics when standard error is a terminal and `NO_COLOR` is unset.
  public static func main(_ commandLineArguments: [String]) -> ExitCode {
    var output = StandardStream(handle: .standardOutput)
    var errors = StandardStream(handle: .standardError)
    let colors = TerminalStyle.colorsWanted(
      isTerminal: isatty(STDERR_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment)
    return run(Array(commandLineArguments.dropFirst()), output: &output, errors: &errors, colors: colors)
  }
}

/// A text stream over one of the process's standard file handles.
private struct StandardStream: TextOutputStream {
  let handle: FileHandle

  mutating func write(_ string: String) {
    handle.write(Data(string.utf8))
  }
}
