import ListPressSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file in one step, so that a reader sees the old contents or
/// the new, never a mix.
package enum AtomicFile {
  /// Writes what `body` hands to its `Output`, piece by piece, into a new
  /// file that no reader can see yet, then puts it at `name` in `folder`
  /// in one step (see ``NewFile``; `naming` says how), so that a file need not be held in
  /// memory whole to be written, and a reader sees the old contents or the
  /// new, never a mix. Nothing is left behind when anything fails, `body`
  /// included. `destination` is the file's path, for errors.
  ///
  /// The file is made readable by all and writable by its owner (`0644`);
  /// its permissions are set again only when what it was made with (the
  /// process's umask, or a folder's default access list) left it others.
  /// Returns the file's stamp, taken from the file just before it is
  /// named (naming it changes none of it), or `nil` when the system
  /// would not tell.
  @discardableResult
  static func write(
    named name: String, in folder: OpenFolder, destination: String, naming: FileNaming,
    _ body: (Output) throws -> Void
  ) throws -> FileStamp? {
    let file = try NewFile(for: name, in: folder, destination: destination, naming: naming)
    var status = stat()
    let known: Bool
    do {
      try body(Output(descriptor: file.descriptor, destination: destination))
      known = fstat(file.descriptor, &status) == 0
      if !known || status.st_mode & 0o7777 != permissions, fchmod(file.descriptor, permissions) != 0 {
        throw WriteError(path: destination, message: "cannot set permissions: \(FilePath.lastErrorMessage)")
      }
    } catch {
      file.discard()
      throw error
    }
    try file.publish()
    return known ? FileStamp(status) : nil
  }

  /// The permissions of every file written: read and write for the owner,
  /// read for everyone else.
  static let permissions: mode_t = 0o644

  /// A name for a temporary file for `name`: its prefix
  /// (``temporaryPrefix(for:)``) and a suffix of six letters or digits that
  /// this process has not used before (``TemporarySuffix``).
  static func temporaryName(for name: String) -> String {
    temporaryPrefix(for: name) + TemporarySuffix.next()
  }

  /// The temporary file being written, for the `body` of
  /// ``write(named:in:destination:naming:_:)``.
  package struct Output {
    let descriptor: Int32
    /// The file the temporary file replaces, for errors.
    package let destination: String

    /// Appends `bytes` to the file.
    package func write(_ bytes: [UInt8]) throws {
      try write(bytes[...])
    }

    /// Appends `bytes` to the file.
    func write(_ bytes: ArraySlice<UInt8>) throws {
      var rest = bytes
      while !rest.isEmpty {
        let result = rest.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
        if result >= 0 {
          rest = rest.dropFirst(result)
        } else if errno != EINTR {
          throw WriteError(path: destination, message: "cannot write: \(FilePath.lastErrorMessage)")
        }
      }
    }

    /// Appends the `count` bytes of the open file `source` from its start,
    /// copied by the kernel (`copy_file_range`, which on file systems that
    /// share blocks clones them) without passing through the process; where
    /// the kernel cannot, read and written. Returns the number of bytes
    /// copied, which is less than `count` when the file is shorter now.
    func copy(from source: Int32, count: Int) throws -> Int {
      var copied = 0
      #if canImport(Glibc)
        var offset = off_t(0)
        while let copyFileRange = kernelCopy, copied < count {
          let result = copyFileRange(source, &offset, descriptor, nil, count - copied, 0)
          if result > 0 {
            copied += result
          } else if result == 0 {
            return copied
          } else if errno == EINTR {
            continue
          } else if copied == 0, [ENOSYS, EXDEV, EINVAL, EOPNOTSUPP, EPERM, ETXTBSY].contains(errno) {
            break
          } else {
            throw WriteError(path: destination, message: "cannot write: \(FilePath.lastErrorMessage)")
          }
        }
        if copied == count { return copied }
      #endif
      var buffer = [UInt8](repeating: 0, count: min(max(count, 1), 1 << 20))
      while copied < count {
        let received = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, min($0.count, count - copied), off_t(copied)) }
        if received < 0, errno == EINTR { continue }
        guard received >= 0 else {
          throw WriteError(path: destination, message: "cannot read the image: \(FilePath.lastErrorMessage)")
        }
        if received == 0 { return copied }
        try write(buffer[..<received])
        copied += received
      }
      return copied
    }
  }

  /// The start of the names of the temporary files for `name`, in the
  /// same folder so that `rename` never crosses file systems, and hidden:
  /// `.NAME.tmp-`. A name too long for that to fit the system's limit
  /// for a name (255 bytes) with the random suffix is cut, at a character
  /// boundary, to what fits.
  static func temporaryPrefix(for name: String) -> String {
    let room = maximumNameLength - ".".utf8.count - marker.utf8.count - suffixLength
    guard name.utf8.count > room else { return "." + name + marker }
    var kept = 0
    var end = name.unicodeScalars.startIndex
    for scalar in name.unicodeScalars {
      let size = UTF8.width(scalar)
      guard kept + size <= room else { break }
      kept += size
      end = name.unicodeScalars.index(after: end)
    }
    return "." + String(name.unicodeScalars[..<end]) + marker
  }

  /// Whether `entry`, a name in a folder, is the name of a temporary file
  /// for `name` in the same folder: one that a build killed while writing
  /// `name` left behind.
  static func isTemporary(_ entry: String, for name: String) -> Bool {
    let prefix = temporaryPrefix(for: name)
    guard entry.utf8.count == prefix.utf8.count + suffixLength, entry.hasPrefix(prefix) else { return false }
    return entry.utf8.suffix(suffixLength).allSatisfy { TemporarySuffix.characters.contains($0) }
  }

  /// The longest name of a file most file systems allow, in bytes.
  static let maximumNameLength = 255
  private static let marker = ".tmp-"
  private static let suffixLength = TemporarySuffix.length
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
  /// `copy_file_range`, which the C library has (since 2.27) but its
  /// headers declare only for GNU sources, so Swift does not see it;
  /// `nil` where it is missing.
  private typealias CopyFileRange = @convention(c) (
    Int32, UnsafeMutablePointer<off_t>?, Int32, UnsafeMutablePointer<off_t>?, Int, UInt32
  ) -> Int
  // `RTLD_DEFAULT`: the C library's own symbols.
  private let kernelCopy = dlsym(nil, "copy_file_range").map { unsafeBitCast($0, to: CopyFileRange.self) }
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
