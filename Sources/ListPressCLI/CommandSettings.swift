import ListPressKit

/// What the options of `build` and `check` set: the build options, and
/// whether to keep watching.
struct CommandSettings: Hashable, Sendable {
  /// The options handed to the build or check.
  var options = BuildOptions()
  /// Whether `build` keeps running and rebuilds after every change.
  var watches = false
}
