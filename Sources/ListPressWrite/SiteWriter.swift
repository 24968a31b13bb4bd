import FoundationEssentials
import ListPressSupport
import ListPressLoad

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a site into its output folder, and nowhere else.
///
/// The output folder is opened once, and everything is done relative to
/// that open folder: each folder on the way to a file is opened from the
/// one above it without following a symbolic link (made first when
/// missing), and the file is created, renamed and removed in the last one
/// by name. So a folder of the output replaced by a symbolic link, even
/// between two writes, cannot lead a write or a removal elsewhere; a
/// symbolic link already in the output that leads inside it is followed
/// by opening, from the top, the real folders it leads to. A folder is
/// opened (and made) once per writer, and kept open while it stays where
/// it was opened (see ``OutputFolders``).
///
/// Every file is written atomically: complete before it takes its name
/// (see ``NewFile``), so a reader never sees half a page. With a
/// ``journal``, each file's path is recorded there before the file is
/// made, and the stamp of the file written is kept (see
/// ``stamp(ofWritten:)``).
public struct SiteWriter: Sendable {
  /// The output folder, as given.
  public let outputDirectory: String
  /// The output folder's real path.
  package let realOutputDirectory: String
  /// The output folder, open.
  package let root: OpenFolder
  /// Where the paths of files about to be written are recorded; `nil` for
  /// none.
  package var journal: OutputJournal?
  /// The folders below the output folder opened so far.
  private let folders: OutputFolders
  /// The stamps of the files written.
  private let writtenStamps = WrittenStamps()
  /// How new files are made and named.
  private let naming: FileNaming

  /// Creates the output folder if needed, and opens it.
  public init(outputDirectory: String) throws(WriteError) {
    try self.init(outputDirectory: outputDirectory, naming: FileNaming())
  }

  /// Creates the output folder if needed, and opens it; new files are
  /// made and named as `naming` says.
  init(outputDirectory: String, naming: FileNaming) throws(WriteError) {
    self.outputDirectory = outputDirectory
    self.naming = naming
    do {
      try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: outputDirectory, message: "cannot create the output folder (\(Self.reason(error)))")
    }
    guard let real = FilePath.realPath(outputDirectory) else {
      throw WriteError(path: outputDirectory, message: "cannot resolve the output folder: \(FilePath.lastErrorMessage)")
    }
    // The real path has no symbolic link in it; one put in its place since
    // is refused.
    guard let root = OpenFolder(path: real) else {
      throw WriteError(path: outputDirectory, message: "cannot open the output folder: \(FilePath.lastErrorMessage)")
    }
    realOutputDirectory = real
    self.root = root
    folders = OutputFolders(below: root, at: real)
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
  /// (see `AtomicFile.write(named:in:destination:naming:_:)`).
  package func write(to relativePath: String, _ body: (AtomicFile.Output) throws -> Void) throws {
    try Self.refuseNUL(in: relativePath)
    guard let components = FilePath.containedComponents(relativePath), let name = components.last else {
      throw WriteError(path: relativePath, message: "refusing to write outside the output folder '\(outputDirectory)'")
    }
    guard let folder = try folder(components.dropLast(), creating: true) else {
      throw WriteError(path: path(of: components.dropLast()), message: "cannot create the folder: it went away")
    }
    journal?.record(relativePath)
    let stamp = try AtomicFile.write(
      named: name, in: folder, destination: path(of: components[...]), naming: naming, body)
    writtenStamps.record(stamp, of: relativePath)
  }

  /// The stamp of the file this writer wrote at `relativePath` (the path
  /// as it was given), as it was when written; `nil` when it wrote none
  /// there, or more than one, or the system would not stamp it.
  package func stamp(ofWritten relativePath: String) -> FileStamp? {
    writtenStamps.stamp(of: relativePath)
  }

  /// Lets go of the stamps of the files written so far, once they are
  /// taken: for a site of 5,000 pages they are 400 KB, held otherwise
  /// while the manifest is written, the build's busiest moment.
  /// ``stamp(ofWritten:)`` is `nil` from then on.
  package func forgetWrittenStamps() {
    writtenStamps.forget()
  }

  /// Copies an image into the output folder. The image is read as the
  /// real path it was checked at, and refused if what opens there is not
  /// that file (see `FileContents.readRegularFile`).
  public func copy(_ asset: ImageAsset) throws {
    try write(Self.read(asset), to: asset.destination)
  }

  /// The bytes of `asset`'s source, read as ``copy(_:)`` reads them.
  static func read(_ asset: ImageAsset) throws(WriteError) -> [UInt8] {
    do {
      return try FileContents.readRegularFile(asset.source, followingLinks: false, realPath: asset.source)
    } catch {
      throw WriteError(path: asset.source, message: "cannot read the image (\(error))")
    }
  }

  /// Copies a checked image into the output folder: the bytes the check
  /// kept, or else the file itself, opened as ``copy(_:)`` opens it, and
  /// only while it is the file that was checked. Its stamp must be the one
  /// taken before the check read it, before the copy and after; a file
  /// modified too recently for its stamp to tell (``FileStamp/isSettled``)
  /// is read and its hash compared instead.
  package func copy(_ image: CheckedImage) throws {
    let asset = image.asset
    if let bytes = image.bytes {
      return try write(bytes, to: asset.destination)
    }
    let (descriptor, status): (Int32, stat)
    do {
      (descriptor, status) = try FileContents.openRegularFile(asset.source, followingLinks: false, realPath: asset.source)
    } catch {
      throw WriteError(path: asset.source, message: "cannot read the image (\(error))")
    }
    defer { close(descriptor) }
    let changed = WriteError(path: asset.source, message: "the image changed after it was checked; build again")
    guard let stamp = image.stamp, FileStamp(status) == stamp else { throw changed }
    guard stamp.isSettled else {
      let bytes: [UInt8]
      do {
        bytes = try FileContents.read(descriptor, size: Int(status.st_size))
      } catch {
        throw WriteError(path: asset.source, message: "cannot read the image (\(error))")
      }
      guard ContentHash(of: bytes) == image.hash else { throw changed }
      return try write(bytes, to: asset.destination)
    }
    try write(to: asset.destination) { output in
      let copied = try output.copy(from: descriptor, count: Int(status.st_size))
      var after = stat()
      guard copied == Int(status.st_size), fstat(descriptor, &after) == 0, FileStamp(after) == stamp else { throw changed }
    }
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
    try Self.refuseNUL(in: relativePath)
    guard let components = FilePath.containedComponents(relativePath), let name = components.last else {
      throw WriteError(path: relativePath, message: "refusing to remove outside the output folder '\(outputDirectory)'")
    }
    guard let folder = try folder(components.dropLast(), creating: false, refusal: "remove"),
      let status = folder.status(of: name)
    else { return false }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG || kind == S_IFLNK else { return false }
    guard unlinkat(folder.descriptor, name, 0) == 0 else {
      throw WriteError(path: path(of: components[...]), message: "cannot remove the file: \(FilePath.lastErrorMessage)")
    }
    return true
  }

  /// Removes the temporary files that writing `relativePath` can leave
  /// (see `AtomicFile.isTemporary(_:for:)`), for each path of
  /// `relativePaths`; a folder is read once however many of its files
  /// are named. Returns the paths of the files removed.
  package func removeTemporaries(of relativePaths: some Sequence<String>) -> [String] {
    var namesByFolder: [[String]: Set<String>] = [:]
    for path in relativePaths {
      guard let components = FilePath.containedComponents(path), let name = components.last else { continue }
      namesByFolder[Array(components.dropLast()), default: []].insert(name)
    }
    var removed: [String] = []
    for (components, names) in namesByFolder {
      guard let folder = try? folder(components[...], creating: false) else { continue }
      for entry in folder.names() where names.contains(where: { AtomicFile.isTemporary(entry, for: $0) }) {
        guard let status = folder.status(of: entry), (status.st_mode & S_IFMT) == S_IFREG,
          unlinkat(folder.descriptor, entry, 0) == 0
        else { continue }
        removed.append((components + [entry]).joined(separator: "/"))
      }
    }
    return removed.sorted()
  }

  /// A path with a NUL in it would name another file to the system (the
  /// part before the NUL), so it is refused rather than cut short.
  private static func refuseNUL(in relativePath: String) throws(WriteError) {
    guard relativePath.utf8.contains(0) else { return }
    let shown = relativePath.split(separator: "\0", omittingEmptySubsequences: false).joined(separator: "\\0")
    throw WriteError(path: shown, message: "refusing a path that contains a NUL character")
  }

  /// Why the system refused, in its words ("Not a directory").
  private static func reason(_ error: any Error) -> String {
    guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
    return String(cString: strerror(posix.code.rawValue))
  }

  /// The path of `components` below the output folder, for messages.
  private func path(of components: ArraySlice<String>) -> String {
    ([realOutputDirectory] + components).joined(separator: "/")
  }

  /// The folder `components` below the output folder, opened one level at
  /// a time from the output folder without following symbolic links; with
  /// `creating`, each missing level is made. `nil` when a level is missing
  /// and not made. A level already open and still in its place (see
  /// ``OutputFolders``) is not opened again.
  ///
  /// A symbolic link on the way is followed only when it leads inside the
  /// output folder, by opening the real folders it leads to from the top,
  /// in turn without following links.
  private func folder(
    _ components: ArraySlice<String>, creating: Bool, refusal: String = "write", followingLinks: Bool = true
  ) throws -> OpenFolder? {
    if let folder = folders.folder(at: components) { return folder }
    var folder = root
    for index in components.indices {
      let component = components[index]
      // The whole path was looked for above.
      if index != components.indices.last, let kept = folders.folder(at: components[...index]) {
        folder = kept
        continue
      }
      switch folder.subfolder(component, creating: creating) {
      case .folder(let next):
        folder = next
        folders.keep(next, at: components[...index])
      case .missing:
        return nil
      case .other:
        guard creating else { return nil }
        throw WriteError(path: path(of: components[...index]), message: "cannot create the folder: a file is in the way")
      case .failed(let code):
        guard creating else { return nil }
        let reason = String(cString: strerror(code))
        throw WriteError(path: path(of: components[...index]), message: "cannot create the folder: \(reason)")
      case .symbolicLink:
        let linkPath = path(of: components[...index])
        guard followingLinks, let real = FilePath.realPath(linkPath), FilePath.isReal(real, inside: realOutputDirectory),
          let realComponents = FilePath.components(of: real, below: realOutputDirectory)
        else {
          throw WriteError(path: linkPath, message: "refusing to \(refusal) outside the output folder '\(outputDirectory)'")
        }
        let rest = components[components.index(after: index)...]
        return try self.folder(
          ArraySlice(realComponents + rest), creating: creating, refusal: refusal, followingLinks: false)
      }
    }
    return folder
  }
}
