import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a site into its output folder, and nowhere else.
///
/// Every file is written atomically: into a temporary file in the same
/// folder, then renamed over its destination, so a reader never sees half a
/// page. Folders are created one level at a time, and each is checked to
/// resolve inside the output folder, so a symbolic link in the output
/// cannot lead a write elsewhere.
public struct SiteWriter: Sendable {
  /// The output folder, as given.
  public let outputDirectory: String
  /// The output folder's real path.
  let realOutputDirectory: String

  /// Creates the output folder if needed.
  public init(outputDirectory: String) throws(WriteError) {
    self.outputDirectory = outputDirectory
    do {
      try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: outputDirectory, message: "cannot create the output folder (\(Self.reason(error)))")
    }
    guard let real = FilePath.realPath(outputDirectory) else {
      throw WriteError(path: outputDirectory, message: "cannot resolve the output folder: \(FilePath.lastErrorMessage)")
    }
    realOutputDirectory = real
  }

  /// Writes `text` as UTF-8 to `relativePath` inside the output folder.
  public func write(_ text: String, to relativePath: String) throws {
    try write(Array(text.utf8), to: relativePath)
  }

  /// Writes `bytes` to `relativePath` inside the output folder.
  public func write(_ bytes: [UInt8], to relativePath: String) throws {
    try write(to: relativePath) { try $0.write(bytes) }
  }

  /// Writes what `body` hands to its output, piece by piece, to
  /// `relativePath` inside the output folder, atomically like every file
  /// (see `AtomicFile.write(to:_:)`).
  func write(to relativePath: String, _ body: (AtomicFile.Output) throws -> Void) throws {
    guard let components = FilePath.containedComponents(relativePath), let name = components.last else {
      throw WriteError(path: relativePath, message: "refusing to write outside the output folder '\(outputDirectory)'")
    }
    let folder = try makeFolder(components.dropLast())
    try AtomicFile.write(to: folder + "/" + name, body)
  }

  /// Copies an image into the output folder.
  public func copy(_ asset: ImageAsset) throws {
    let bytes: [UInt8]
    do {
      bytes = try FileContents.read(asset.source)
    } catch {
      throw WriteError(path: asset.source, message: "cannot read the image (\(error))")
    }
    try write(bytes, to: asset.destination)
  }

  /// Writes files made in memory, such as ``TemplateSet/sharedFiles``.
  public func write(_ files: [OutputFile]) throws {
    for file in files {
      try write(file.bytes, to: file.relativePath)
    }
  }

  /// Removes the file at `relativePath` inside the output folder, and
  /// returns whether there was one to remove.
  ///
  /// Only a file (or a symbolic link, not what it points to) is removed;
  /// never a folder, and never anything whose folder resolves outside the
  /// output folder.
  public func remove(_ relativePath: String) throws -> Bool {
    guard let components = FilePath.containedComponents(relativePath), let name = components.last else {
      throw WriteError(path: relativePath, message: "refusing to remove outside the output folder '\(outputDirectory)'")
    }
    let folder = ([realOutputDirectory] + components.dropLast()).joined(separator: "/")
    guard let realFolder = FilePath.realPath(folder) else { return false }
    guard FilePath.isReal(realFolder, inside: realOutputDirectory) else {
      throw WriteError(path: folder, message: "refusing to remove outside the output folder '\(outputDirectory)'")
    }
    let file = realFolder + "/" + name
    var status = stat()
    guard lstat(file, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG || kind == S_IFLNK else { return false }
    guard unlink(file) == 0 else {
      throw WriteError(path: file, message: "cannot remove the file: \(FilePath.lastErrorMessage)")
    }
    return true
  }

  /// Why the system refused, in its words ("Not a directory").
  private static func reason(_ error: any Error) -> String {
    guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
    return String(cString: strerror(posix.code.rawValue))
  }

  /// Creates `components` below the output folder one level at a time and
  /// returns the real path of the last one.
  private func makeFolder(_ components: ArraySlice<String>) throws -> String {
    var folder = realOutputDirectory
    for component in components {
      let next = folder + "/" + component
      if mkdir(next, 0o755) != 0, errno != EEXIST {
        throw WriteError(path: next, message: "cannot create the folder: \(FilePath.lastErrorMessage)")
      }
      guard let real = FilePath.realPath(next), FilePath.isReal(real, inside: realOutputDirectory) else {
        throw WriteError(path: next, message: "refusing to write outside the output folder '\(outputDirectory)'")
      }
      var isDirectory = false
      guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), isDirectory else {
        throw WriteError(path: next, message: "cannot create the folder: a file is in the way")
      }
      folder = real
    }
    return folder
  }
}
