import ListPressKit

/// What a command line asks `listpress` to do, once parsed and validated.
enum Command: Hashable, Sendable {
  /// Build the definitions found in `inputs`; when `watches`, keep
  /// rebuilding after every change. `gallery` is a build with
  /// `options.writesGallery`.
  case build(inputs: [String], options: BuildOptions, watches: Bool = false)
  /// Validate the definitions found in `inputs` without writing.
  case check(inputs: [String], options: BuildOptions)
  /// Render the definition `file` as `format` to standard output, with the
  /// templates folder, base URL and `--unsafe` of `options` (the format
  /// alone says whether the page stands alone). A fragment's ids start
  /// with `idPrefix`, or with the default prefix of `file` when it is `nil`.
  case render(file: String, format: PageFormat, options: BuildOptions, idPrefix: String? = nil)
  /// Build the definitions found in `inputs`, serve the output folder over
  /// HTTP as `preview` says, and rebuild after every change.
  case serve(inputs: [String], options: BuildOptions, preview: PreviewSettings)
  /// Write the starter folder (`StarterFolder`) into `folder`.
  case initialize(folder: String)
  /// Compare two versions of a list: photograph both and write a page
  /// showing what changed into `folder`.
  case compare(old: ComparedVersion, new: ComparedVersion, options: BuildOptions, snapshots: SnapshotOptions, folder: String)
  /// Build the definitions found in `inputs` and take PNG images of their
  /// pages into `folder`.
  case snapshot(inputs: [String], options: BuildOptions, snapshots: SnapshotOptions, folder: String)
  /// Write the JSON Schema of the front matter (`FormatSchema`).
  case schema
  /// Show the help of one command, or the overview when `nil`.
  case help(Subcommand?)
  /// Show the versions of ListPress and of the C libraries it runs with.
  case version
}
