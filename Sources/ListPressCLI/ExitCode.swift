/// The status `listpress` exits with.
public enum ExitCode: Int32, Sendable {
  /// Every definition is valid (and, for `build`, was written).
  case success = 0
  /// Some definition or template has errors, or warnings with
  /// `--warnings-as-errors`.
  case failure = 1
  /// The command line itself is wrong: unknown command or option, missing
  /// input (none given, or one that does not exist), missing option value,
  /// options that cannot be used together.
  case usage = 2
}
