import ListPressSupport

import Synchronization
import ListPressSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file being written for ``AtomicFile``, which no reader sees until it
/// is complete and put at its name (``publish(size:)``) in one step.
///
/// On Linux it is made without a name (`O_TMPFILE`) in the folder it is
/// for, and linked at its name through its link in `/proc/self/fd` when
/// nothing is there: one change to the folder, where a temporary name
/// renamed into place is two, and a build killed while writing leaves
/// nothing behind. When a file is already at the name, the new one is
/// linked at a temporary name (``AtomicFile/temporaryName(for:)``) and
/// renamed over it, as `rename` is the one call that replaces a name in
/// one step. Where a folder's file system cannot make a file without a
/// name, or the process cannot name one (no `/proc`), the file is a
/// temporary file from the start, renamed into place; once the system
/// has said it cannot name such a file, the writer stops trying (see
/// ``FileNaming``).
struct NewFile {
  /// The file, open for writing (and reading, on Linux).
  let descriptor: Int32
  /// Its temporary name in the folder; `nil` while it has none.
  private var temporary: String?
  private let name: String
  private let folder: OpenFolder
  /// The file's path, for errors.
  private let destination: String
  private let naming: FileNaming

  /// A new, empty file for `name` in `folder`, open for writing: without
  /// a name where the system allows, or else with a temporary one made
  /// with `O_EXCL`, so that it is never a file that was already there.
  init(for name: String, in folder: OpenFolder, destination: String, naming: FileNaming) throws(WriteError) {
    self.name = name
    self.folder = folder
    self.destination = destination
    self.naming = naming
    if let descriptor = Self.unnamed(in: folder, naming: naming) {
      self.descriptor = descriptor
      temporary = nil
    } else {
      (descriptor, temporary) = try Self.named(for: name, in: folder, destination: destination)
    }
  }

  /// Puts the complete file at its name, replacing what is there in one
  /// step, and closes it, whether or not it succeeds; what it made is
  /// removed when it fails.
  func publish() throws {
    if let temporary {
      return try rename(closing: descriptor, from: temporary)
    }
    if link(descriptor, as: name) {
      guard close(descriptor) == 0 else {
        let failure = WriteError(path: destination, message: "cannot write: \(FilePath.lastErrorMessage)")
        unlinkat(folder.descriptor, name, 0)
        throw failure
      }
      return
    }
    if errno == EEXIST {
      // Something is at the name: link the file beside it, then rename.
      for _ in 0..<100 {
        let temporary = AtomicFile.temporaryName(for: name)
        if link(descriptor, as: temporary) { return try rename(closing: descriptor, from: temporary) }
        guard errno == EEXIST else { break }
      }
    } else if [ENOENT, ENOTDIR, EPERM, EACCES, ENOSYS, EOPNOTSUPP, EINVAL].contains(errno) {
      // The process cannot name a file that has none: copy it into a
      // temporary file, and do not try again.
      naming.stopUnnamedFiles()
      return try copyIntoTemporaryFile()
    }
    let failure = WriteError(path: destination, message: "cannot create the file: \(FilePath.lastErrorMessage)")
    close(descriptor)
    throw failure
  }

  /// Closes the file and removes what it left, after a failure before
  /// ``publish()``.
  func discard() {
    close(descriptor)
    if let temporary { unlinkat(folder.descriptor, temporary, 0) }
  }

  /// Closes `descriptor` (a write can fail only then, on some file
  /// systems) and renames `temporary` over the name; the temporary file
  /// is removed when either fails.
  private func rename(closing descriptor: Int32, from temporary: String) throws {
    var failure: WriteError?
    if close(descriptor) != 0 {
      failure = WriteError(path: destination, message: "cannot write: \(FilePath.lastErrorMessage)")
    } else if renameat(folder.descriptor, temporary, folder.descriptor, name) != 0 {
      failure = WriteError(path: destination, message: "cannot replace the file: \(FilePath.lastErrorMessage)")
    }
    if let failure {
      unlinkat(folder.descriptor, temporary, 0)
      throw failure
    }
  }

  /// Copies the file written without a name into a temporary file, and
  /// renames that into place.
  private func copyIntoTemporaryFile() throws {
    defer { close(descriptor) }
    let (copy, temporary) = try Self.named(for: name, in: folder, destination: destination)
    do {
      var status = stat()
      let output = AtomicFile.Output(descriptor: copy, destination: destination)
      guard fstat(descriptor, &status) == 0, try output.copy(from: descriptor, count: Int(status.st_size)) == status.st_size,
        fchmod(copy, AtomicFile.permissions) == 0
      else {
        throw WriteError(path: destination, message: "cannot write: \(FilePath.lastErrorMessage)")
      }
    } catch {
      close(copy)
      unlinkat(folder.descriptor, temporary, 0)
      throw error
    }
    try rename(closing: copy, from: temporary)
  }

  /// Links the open file `descriptor`, which has no name, at `name` in
  /// the folder; `false` with `errno` set when it cannot.
  ///
  /// The descriptor itself is linked (`AT_EMPTY_PATH`) where the system
  /// lets this process do so (Linux 6.10 and later for a file it made, or
  /// a process with `CAP_DAC_READ_SEARCH`): one lookup fewer than linking
  /// its link in `/proc/self/fd`, which the kernel must first walk. Once
  /// the system refuses, the writer links through `/proc` from then on.
  private func link(_ descriptor: Int32, as name: String) -> Bool {
    #if os(Linux)
      if naming.linksDescriptors {
        if linkat(descriptor, "", folder.descriptor, name, emptyPathFlag) == 0 { return true }
        guard [EPERM, EACCES, ENOENT, EINVAL, ENOSYS].contains(errno) else { return false }
        naming.stopLinkingDescriptors()
      }
    #endif
    return linkat(AT_FDCWD, naming.descriptorLinks + String(descriptor), folder.descriptor, name, AT_SYMLINK_FOLLOW) == 0
  }

  /// A new file without a name in `folder`, open for reading and writing,
  /// or `nil` where the system cannot make one there.
  private static func unnamed(in folder: OpenFolder, naming: FileNaming) -> Int32? {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      guard naming.triesUnnamedFiles else { return nil }
      let descriptor = openat(folder.descriptor, ".", unnamedFileFlag | O_RDWR | O_CLOEXEC, AtomicFile.permissions)
      return descriptor >= 0 ? descriptor : nil
    #else
      return nil
    #endif
  }

  /// A new, empty temporary file for `name` in `folder`, open for
  /// writing, and its name, made with `O_EXCL`.
  private static func named(
    for name: String, in folder: OpenFolder, destination: String
  ) throws(WriteError) -> (Int32, String) {
    for _ in 0..<100 {
      let temporary = AtomicFile.temporaryName(for: name)
      let descriptor = openat(
        folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, AtomicFile.permissions)
      if descriptor >= 0 { return (descriptor, temporary) }
      guard errno == EEXIST else { break }
    }
    throw WriteError(path: destination, message: "cannot create a temporary file: \(FilePath.lastErrorMessage)")
  }
}

#if os(Linux)
  /// `O_TMPFILE`, which the C library's headers declare only for GNU
  /// sources, so Swift does not see it: the value on x86-64 and ARM64.
  private let unnamedFileFlag: Int32 = 0o20000000 | O_DIRECTORY
  /// `AT_EMPTY_PATH`, declared only for GNU sources too.
  private let emptyPathFlag: Int32 = 0x1000
#endif

/// How a writer names its new files (see ``NewFile``): whether it makes
/// them without a name first, and how it reaches an open file to link it.
/// Any number of threads may use one at once.
final class FileNaming: Sendable {
  /// Where the system links each open descriptor, by number:
  /// `/proc/self/fd/`.
  let descriptorLinks: String
  private let unnamedFiles: Atomic<Bool>
  private let descriptorLinking: Atomic<Bool>

  /// A naming that makes files without a name first when `unnamedFiles`,
  /// reaching them through `descriptorLinks`.
  /// With `linksDescriptors`, an unnamed file is linked by its descriptor
  /// before its link in `descriptorLinks` is tried.
  init(unnamedFiles: Bool = true, descriptorLinks: String = "/proc/self/fd/", linksDescriptors: Bool = true) {
    #if os(Linux)
      self.unnamedFiles = Atomic(unnamedFiles)
    #else
      self.unnamedFiles = Atomic(false)
    #endif
    self.descriptorLinks = descriptorLinks
    descriptorLinking = Atomic(linksDescriptors)
  }

  /// Whether an unnamed file is still linked by its descriptor: until the
  /// system has refused to.
  var linksDescriptors: Bool {
    descriptorLinking.load(ordering: .relaxed)
  }

  /// Links every later unnamed file through `descriptorLinks`.
  func stopLinkingDescriptors() {
    descriptorLinking.store(false, ordering: .relaxed)
  }

  /// Whether new files are still made without a name first: until the
  /// system has said that it cannot name one.
  var triesUnnamedFiles: Bool {
    unnamedFiles.load(ordering: .relaxed)
  }

  /// Makes every later file a temporary file from the start.
  func stopUnnamedFiles() {
    unnamedFiles.store(false, ordering: .relaxed)
  }
}
