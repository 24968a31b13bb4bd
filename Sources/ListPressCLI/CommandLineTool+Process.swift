import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandLineTool {
  /// Runs the process's own command line (`CommandLine.arguments`, program
  /// name first) against standard output and standard error, colouring
  /// diagnostics and showing progress when standard error is a terminal
  /// (colours only when `NO_COLOR` is unset, progress only when `TERM` is
  /// not `dumb`). `build --watch` stops on Ctrl-C.
  public static func main(_ commandLineArguments: [String]) -> ExitCode {
    var output = StandardStream(handle: .standardOutput)
    var errors = StandardStream(handle: .standardError)
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDERR_FILENO) == 1
    let colors = TerminalStyle.colorsWanted(isTerminal: isTerminal, environment: environment)
    let terminal = isTerminal && environment["TERM"] != "dumb" ? standardErrorTerminal() : nil
    return run(
      Array(commandLineArguments.dropFirst()), output: &output, errors: &errors, colors: colors, terminal: terminal,
      stopsWatching: { Interrupt.wasRequested })
  }

  /// Standard error as a terminal, as wide as the window (80 columns when
  /// the window will not say).
  private static func standardErrorTerminal() -> LiveTerminal {
    var size = winsize()
    let columns = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    return LiveTerminal(columns: columns) { text in
      FileHandle.standardError.write(Data(text.utf8))
    }
  }
}

/// A text stream over one of the process's standard file handles.
private struct StandardStream: TextOutputStream {
  let handle: FileHandle

  mutating func write(_ string: String) {
    handle.write(Data(string.utf8))
  }
}
