import ListPressKit

/// What the options of a command set: the build options, whether to keep
/// watching, and whether `render` writes a fragment.
struct CommandSettings: Hashable, Sendable {
  /// The options handed to the build or check.
  var options = BuildOptions()
  /// Whether `build` keeps running and rebuilds after every change.
  var watches = false
  /// Whether `render` writes the list alone, to paste into another page.
  var writesFragment = false
  /// How the ids of the fragment `render` writes start (`--id-prefix`);
  /// `nil` for the default prefix of the file.
  var idPrefix: String?
}
