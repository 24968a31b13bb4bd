import ListPressKit

/// What the options of a command set: the build options, whether to keep
/// watching, whether `render` writes a fragment, and where `serve` listens.
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
  /// The port `serve` listens on, or the first it tries (`--port`); 0 lets
  /// the system choose.
  var port = 8000
  /// The address `serve` listens on (`--bind`): loopback by default, so
  /// that no other machine sees the preview.
  var bindAddress = "127.0.0.1"
  /// Whether `serve` opens the site in the browser once it is built
  /// (`--open`).
  var opensBrowser = false
  /// What `snapshot` takes of each page.
  var snapshots = SnapshotOptions()
  /// The folder `snapshot` writes its images to (`--output`).
  var snapshotFolder = "_snapshots"
  /// Whether errors and warnings show their source line even where
  /// standard error is no terminal (`--source-lines`).
  var showsSourceLines = false
  /// Whether they show none even on a terminal (`--no-source-lines`).
  var hidesSourceLines = false
}
