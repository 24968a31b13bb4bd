/// A definition file found among the inputs, with the folder it was found
/// under: the output mirrors the file's path relative to that root.
///
/// A file keeps its folder and its name apart and makes its path when
/// asked: the files found in one folder share the folder's text, so a
/// build of thousands of definitions holds no path string for each.
public struct InputFile: Hashable, Sendable, Comparable {
  /// The path up to its last slash; `nil` when it has none.
  private var folder: String?
  /// The path after its last slash.
  private var name: String
  /// The input folder the file was found in; for a file named directly,
  /// its own folder.
  public var root: String
  /// What the search of its folder saw of it; `nil` for a file named
  /// directly. Not part of what the file is: two values with the same path
  /// and root are equal.
  var sighting: FileSighting?

  /// The path to read, as the user would write it (`Examples/lists/plain.md`).
  public var path: String {
    get { folder.map { $0 + "/" + name } ?? name }
    set { (folder, name) = Self.split(newValue) }
  }

  /// Creates an input file.
  public init(path: String, root: String) {
    (folder, name) = Self.split(path)
    self.root = root
  }

  /// The file named `name` that the search of `folder` (`nil` for the
  /// current folder) found, with what it saw.
  init(folder: String?, name: String, root: String, sighting: FileSighting) {
    self.folder = folder
    self.name = name
    self.root = root
    self.sighting = sighting
  }

  /// The file's real path from what the search of its folder saw; `nil`
  /// for a file named directly.
  var sightedRealPath: String? {
    sighting.map { ($0.realFolder == "/" ? "" : $0.realFolder) + "/" + name }
  }

  public static func == (lhs: InputFile, rhs: InputFile) -> Bool {
    lhs.name == rhs.name && lhs.folder == rhs.folder && lhs.root == rhs.root
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(folder)
    hasher.combine(name)
    hasher.combine(root)
  }

  public static func < (lhs: InputFile, rhs: InputFile) -> Bool { lhs.path < rhs.path }

  /// `path` cut at its last slash.
  private static func split(_ path: String) -> (folder: String?, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (nil, path) }
    return (String(path[..<slash]), String(path[path.index(after: slash)...]))
  }
}
