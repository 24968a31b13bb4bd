import FoundationEssentials
import ListPressSupport
import ListPressDiagnostics
import ListPressWrite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the definition files named by the command line: files as given,
/// folders searched recursively for `*.md`.
///
/// Hidden files and folders are skipped, and so is any folder in
/// `excluding` (the output folder, when it sits inside an input folder).
/// Symbolic links to folders are not followed, so a link loop cannot trap
/// the search. A symbolic link to a definition outside the input folder
/// it was found in is refused, as an image path leading there is: only a
/// file named directly on the command line is read wherever it is.
public enum InputDiscovery {
  /// The files found, sorted by path without duplicates, the inputs that
  /// do not exist, and an error for each symbolic link found in a folder
  /// that leads outside it.
  public static func files(in inputs: [String], excluding excluded: [String] = [])
    -> (files: [InputFile], missing: [String], refused: [Diagnostic])
  {
    files(in: inputs, excluding: excluded, realPaths: RealPaths())
  }

  /// ``files(in:excluding:)``, finding real paths with `realPaths`; each
  /// file found in a folder carries what the search saw of it, so that
  /// the build does not ask the system again.
  static func files(in inputs: [String], excluding excluded: [String], realPaths: RealPaths)
    -> (files: [InputFile], missing: [String], refused: [Diagnostic])
  {
    let excludedFolders = Set(excluded.compactMap(FolderIdentity.init(path:)))
    var found: [InputFile] = []
    var missing: [String] = []
    var refused: [Diagnostic] = []
    for input in inputs {
      var isDirectory = false
      guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
        missing.append(input)
        continue
      }
      if isDirectory {
        let root = normalised(input)
        var walk = FolderWalk(root: root, excluded: excludedFolders)
        walk.walk()
        found += walk.found
        refused += walk.refused
      } else {
        let path = normalised(input)
        found.append(InputFile(path: path, root: OutputLayout.inputRoot(ofFile: path)))
      }
    }
    // A folder's search finds its files in order already: sorting is
    // only needed when several inputs were given, or names sort
    // differently whole than component by component ("a-b/x" and "a/x").
    if zip(found, found.dropFirst()).contains(where: { $1 < $0 }) { found.sort() }
    // Told apart by their bytes: two names that differ only in Unicode
    // normalization are two files, which the build refuses as a collision.
    var seen = Set<ExactPath>(minimumCapacity: found.count)
    var unique: [InputFile] = []
    unique.reserveCapacity(found.count)
    for file in found where seen.insert(ExactPath(text: realPaths.realPath(of: file) ?? file.path)).inserted {
      unique.append(file)
    }
    return (unique, missing, refused)
  }

  /// The search of one input folder.
  ///
  /// Each folder is opened from the one above it, by name and without
  /// following a symbolic link, and its real path is the real path above
  /// and its name: the search of a folder costs the same however deep it
  /// is, where resolving each folder's path from the root of the file
  /// system would cost its depth (1,000 nested folders took 20 s).
  private struct FolderWalk {
    let root: String
    /// The excluded folders, as device and inode.
    let excluded: Set<FolderIdentity>
    /// The root without symbolic links, which links must lead inside.
    let realRoot: String?
    var found: [InputFile] = []
    var refused: [Diagnostic] = []

    init(root: String, excluded: Set<FolderIdentity>) {
      self.root = root
      self.excluded = excluded
      realRoot = FilePath.realPath(root)
    }

    /// Searches the root.
    mutating func walk() {
      guard let realRoot, let folder = OpenFolder(path: realRoot) else { return }
      walk(folder, path: root, realFolder: realRoot)
    }

    /// Searches the open `folder`, found at `path`, in the order of its
    /// entries' names. The kind of each entry comes with its name; only
    /// definitions are looked at (for their stamp), and entries whose kind
    /// the file system does not give. An entry whose path would be longer
    /// than the system allows a path to be is refused, as it could be
    /// neither read nor written.
    private mutating func walk(_ folder: OpenFolder, path folderPath: String, realFolder: String) {
      guard let identity = FolderIdentity(folder.descriptor), !excluded.contains(identity) else { return }
      let longestPath = max(folderPath.utf8.count, realFolder.utf8.count)
      var tooLong: [String] = []
      for entry in InputDiscovery.entries(of: folder) {
        let path = folderPath == "." ? entry.name : folderPath + "/" + entry.name
        guard longestPath + 1 + entry.name.utf8.count < InputDiscovery.maximumPathLength else {
          if entry.type == DT_DIR || entry.type == DT_UNKNOWN || entry.name.hasSuffix(".md") { tooLong.append(path) }
          continue
        }
        if entry.type == DT_DIR {
          walk(subfolder: entry.name, of: folder, path: path, realFolder: realFolder)
          continue
        }
        guard entry.name.hasSuffix(".md") || entry.type == DT_UNKNOWN, let status = folder.status(of: entry.name) else {
          continue
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          walk(subfolder: entry.name, of: folder, path: path, realFolder: realFolder)
        case S_IFREG:
          guard entry.name.hasSuffix(".md"), let stamp = FileStamp(status) else { continue }
          found.append(
            InputFile(
              folder: folderPath == "." ? nil : folderPath, name: entry.name, root: root,
              sighting: FileSighting(realFolder: realFolder, stamp: stamp)))
        case S_IFLNK:
          guard entry.name.hasSuffix(".md"), isRegularFile(path), let real = FilePath.realPath(path) else { continue }
          if let realRoot, FilePath.isReal(real, inside: realRoot) {
            found.append(InputFile(path: path.compacted(), root: root))
          } else {
            refused.append(
              Diagnostic(
                .error, at: .wholeFile(path),
                "the definition leads outside the input folder '\(root)' through a symbolic link (to '\(real)'); "
                  + "name the file itself on the command line to build it"))
          }
        default:
          continue
        }
      }
      if let first = tooLong.first {
        refused.append(
          Diagnostic(
            .error, at: .wholeFile(first),
            "the folder is nested too deeply: this path is longer than the system's limit of "
              + "\(InputDiscovery.maximumPathLength - 1) bytes, so it is not searched"
              + (tooLong.count > 1 ? " (nor \(tooLong.count - 1) more beside it)" : "")))
      }
    }

    /// Searches the folder `name` in `folder`; a symbolic link is not
    /// followed. A folder that cannot be opened is an error, not a folder
    /// silently left out.
    private mutating func walk(subfolder name: String, of folder: OpenFolder, path: String, realFolder: String) {
      switch folder.subfolder(name, creating: false) {
      case .folder(let subfolder):
        walk(subfolder, path: path, realFolder: (realFolder == "/" ? "" : realFolder) + "/" + name)
      case .failed(let code):
        refused.append(Diagnostic(.error, at: .wholeFile(path), "cannot search the folder: \(String(cString: strerror(code)))"))
      case .missing, .symbolicLink, .other:
        return
      }
    }
  }

  /// A folder as the file system knows it, whatever its path.
  private struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    /// The folder at `path`, or `nil` when there is none.
    init?(path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      self.init(status)
    }

    /// The open folder `descriptor`.
    init?(_ descriptor: Int32) {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { return nil }
      self.init(status)
    }

    private init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// The longest path the system takes, its final NUL included.
  static let maximumPathLength = Int(PATH_MAX)

  /// The entries of an open folder that are not hidden, sorted by name,
  /// with the kind the file system gives (`DT_UNKNOWN` where it does not):
  /// only those the search looks at, folders, definitions (`.md`) and
  /// entries of unknown kind. The others (the images beside the pages,
  /// thousands in a real site) are passed over on their bytes, without a
  /// string made or sorted for each.
  private static func entries(of folder: OpenFolder) -> [(name: String, type: UInt8)] {
    let copy = dup(folder.descriptor)
    guard copy >= 0 else { return [] }
    guard let directory = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(directory) }
    var entries: [(name: String, type: UInt8)] = []
    while let entry = readdir(directory) {
      let type = entry.pointee.d_type
      let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        let characters = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
        let length = strlen(characters)
        guard length > 0, bytes[0] != UInt8(ascii: ".") else { return nil }
        let isDefinition = length > 3 && bytes[length - 3] == UInt8(ascii: ".") && bytes[length - 2] == UInt8(ascii: "m")
          && bytes[length - 1] == UInt8(ascii: "d")
        guard type == DT_DIR || type == DT_UNKNOWN || isDefinition else { return nil }
        return String(cString: characters)
      }
      if let name { entries.append((name, type)) }
    }
    return entries.sorted { $0.name < $1.name }
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// The path without a trailing slash or a leading `./`.
  private static func normalised(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    while path.hasPrefix("./"), path.count > 2 { path.removeFirst(2) }
    return path
  }
}
