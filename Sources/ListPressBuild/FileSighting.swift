import ListPressSupport

/// What the search of a folder saw of a definition in it, so that the
/// build does not ask the system again: the real path of the folder, one
/// string that every file of the folder shares, and the file's stamp.
struct FileSighting: Hashable, Sendable {
  /// The folder's path from the root of the file system, without
  /// symbolic links.
  var realFolder: String
  /// The file's stamp when it was found: taken before it is read.
  var stamp: FileStamp
}
