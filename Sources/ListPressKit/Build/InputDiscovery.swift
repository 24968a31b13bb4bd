import FoundationEssentials

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
    let excludedRealPaths = Set(excluded.compactMap(FilePath.realPath))
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
        var walk = FolderWalk(root: root, excluded: excludedRealPaths)
        walk.walk(root)
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
    var seen = Set<ExactPath>()
    var unique: [InputFile] = []
    unique.reserveCapacity(found.count)
    for file in found where seen.insert(ExactPath(text: realPaths.realPath(of: file) ?? file.path)).inserted {
      unique.append(file)
    }
    return (unique, missing, refused)
  }

  /// The search of one input folder.
  private struct FolderWalk {
    let root: String
    let excluded: Set<String>
    /// The root without symbolic links, which links must lead inside.
    let realRoot: String?
    var found: [InputFile] = []
    var refused: [Diagnostic] = []

    init(root: String, excluded: Set<String>) {
      self.root = root
      self.excluded = excluded
      realRoot = FilePath.realPath(root)
    }

    /// Searches `folder`, in the order of its entries' names. The kind of
    /// each entry comes with its name; only definitions are looked at
    /// (for their stamp), and entries whose kind the file system does not
    /// give.
    mutating func walk(_ folder: String) {
      guard let realFolder = FilePath.realPath(folder), !excluded.contains(realFolder),
        let directory = opendir(folder)
      else { return }
      defer { closedir(directory) }
      for entry in Self.entries(of: directory) {
        let path = folder == "." ? entry.name : folder + "/" + entry.name
        if entry.type == DT_DIR {
          walk(path)
          continue
        }
        guard entry.name.hasSuffix(".md") || entry.type == DT_UNKNOWN else { continue }
        var status = stat()
        guard fstatat(dirfd(directory), entry.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          walk(path)
        case S_IFREG:
          guard entry.name.hasSuffix(".md"), let stamp = FileStamp(status) else { continue }
          found.append(
            InputFile(
              folder: folder == "." ? nil : folder, name: entry.name, root: root,
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
    }

    /// The entries of an open folder that are not hidden, sorted by name,
    /// with the kind the file system gives (`DT_UNKNOWN` where it does not).
    private static func entries(of directory: OpaquePointer) -> [(name: String, type: UInt8)] {
      var entries: [(name: String, type: UInt8)] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        guard !name.hasPrefix(".") else { continue }
        entries.append((name, entry.pointee.d_type))
      }
      return entries.sorted { $0.name < $1.name }
    }
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
