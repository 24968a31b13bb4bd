import FoundationEssentials

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
  /// not `dumb`), with the source line of each error and warning under it
  /// there too. `build --watch` stops on Ctrl-C.
  public static func main(_ commandLineArguments: [String]) -> ExitCode {
    var output = StandardStream(descriptor: STDOUT_FILENO)
    var errors = StandardStream(descriptor: STDERR_FILENO)
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDERR_FILENO) == 1
    let colors = TerminalStyle.colorsWanted(isTerminal: isTerminal, environment: environment)
    let terminal = isTerminal && environment["TERM"] != "dumb" ? standardErrorTerminal() : nil
    return run(
      Array(commandLineArguments.dropFirst()), output: &output, errors: &errors, colors: colors,
      sourceLines: isTerminal, terminal: terminal,
      stopsWatching: { Interrupt.wasRequested })
  }

  /// Standard error as a terminal, as wide as the window (80 columns when
  /// the window will not say).
  private static func standardErrorTerminal() -> LiveTerminal {
    var size = winsize()
    let columns = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    return LiveTerminal(columns: columns) { text in
      StandardStream.write(text, to: STDERR_FILENO)
    }
  }
}

/// A text stream over one of the process's standard file descriptors.
private struct StandardStream: TextOutputStream {
  let descriptor: Int32

  mutating func write(_ string: String) {
    Self.write(string, to: descriptor)
  }

  /// Writes all of `string` to `descriptor`, as far as the descriptor
  /// takes it: a closed pipe ends the writing, not the process.
  static func write(_ string: String, to descriptor: Int32) {
    var string = string
    string.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
