import ListPressKit

/// What a command line asks `listpress` to do, once parsed and validated.
enum Command: Hashable, Sendable {
  /// Build the definitions found in `inputs`.
  case build(inputs: [String], options: BuildOptions)
  /// Validate the definitions found in `inputs` without writing.
  case check(inputs: [String], options: BuildOptions)
  /// Show the help of one command, or the overview when `nil`.
  case help(Subcommand?)
  /// Show the version.
  case version
}
