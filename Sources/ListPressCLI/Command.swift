import ListPressKit

/// What a command line asks `listpress` to do, once parsed and validated.
enum Command: Hashable, Sendable {
  /// Build the definitions found in `inputs`; when `watches`, keep
  /// rebuilding after every change.
  case build(inputs: [String], options: BuildOptions, watches: Bool = false)
  /// Validate the definitions found in `inputs` without writing.
  case check(inputs: [String], options: BuildOptions)
  /// Show the help of one command, or the overview when `nil`.
  case help(Subcommand?)
  /// Show the version.
  case version
}
