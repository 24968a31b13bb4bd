/// A command line that cannot be run: reported with the usage of the command
/// it was meant for, and exit status 2.
struct UsageError: Error, Hashable, Sendable {
  /// What is wrong, in one line, with a did-you-mean where one is close.
  var message: String
  /// The command whose usage is shown, or `nil` for the overall usage.
  var subcommand: Subcommand?

  /// Creates a usage error about `subcommand`.
  init(_ message: String, subcommand: Subcommand?) {
    self.message = message
    self.subcommand = subcommand
  }
}
