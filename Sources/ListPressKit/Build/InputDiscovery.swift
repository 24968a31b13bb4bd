import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A definition file found among the inputs, with the folder it was found
/// under: the output mirrors the file's path relative to that root.
public struct InputFile: Hashable, Sendable, Comparable {
  /// The path to read, as the user would write it (`Examples/lists/plain.md`).
  public var path: String
  /// The input folder the file was found in; for a file named directly,
  /// its own folder.
  public var root: String

  /// Creates an input file.
  public init(path: String, root: String) {
    self.path = path
    self.root = root
  }

  public static func < (lhs: InputFile, rhs: InputFile) -> Bool { lhs.path < rhs.path }
}

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

  /// ``files(in:excluding:)``, finding real paths with `realPaths`, so
  /// that the build that follows finds them again without the system.
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
    var seen = Set<String>()
    var unique: [InputFile] = []
    unique.reserveCapacity(found.count)
    for file in found.sorted() where seen.insert(realPaths.realPath(ofFile: file.path) ?? file.path).inserted {
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

    mutating func walk(_ folder: String) {
      if let real = FilePath.realPath(folder), excluded.contains(real) { return }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = folder == "." ? name : folder + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          walk(path)
        case S_IFREG:
          if name.hasSuffix(".md") {
            found.append(InputFile(path: path.compacted(), root: root))
          }
        case S_IFLNK:
          guard name.hasSuffix(".md"), isRegularFile(path), let real = FilePath.realPath(path) else { continue }
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
