#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file in one step, so that a reader sees the old contents or
/// the new, never a mix.
enum AtomicFile {
  /// Writes what `body` hands to its `Output`, piece by piece, into a fresh
  /// temporary file beside `destination` (`.NAME.tmp-XXXXXX`), then renames
  /// it over `destination`, so that a file need not be held in memory whole
  /// to be written. The temporary file is removed when anything fails,
  /// `body` included.
  static func write(to destination: String, _ body: (Output) throws -> Void) throws {
    var template = Array((temporaryPrefix(for: destination) + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw WriteError(path: destination, message: "cannot create a temporary file: \(FilePath.lastErrorMessage)")
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var failure: (any Error)?
    do {
      try body(Output(descriptor: descriptor, destination: destination))
    } catch {
      failure = error
    }
    if failure == nil, fchmod(descriptor, 0o644) != 0 {
      failure = WriteError(path: destination, message: "cannot set permissions: \(FilePath.lastErrorMessage)")
    }
    if close(descriptor) != 0, failure == nil {
      failure = WriteError(path: destination, message: "cannot write: \(FilePath.lastErrorMessage)")
    }
    if failure == nil, rename(temporary, destination) != 0 {
      failure = WriteError(path: destination, message: "cannot replace the file: \(FilePath.lastErrorMessage)")
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  /// The temporary file being written, for the `body` of
  /// ``write(to:_:)``.
  struct Output {
    fileprivate let descriptor: Int32
    /// The file the temporary file replaces, for errors.
    fileprivate let destination: String

    /// Appends `bytes` to the file.
    func write(_ bytes: [UInt8]) throws {
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
  }

  /// The start of the name of the temporary files for `destination`:
  /// hidden, in the same folder, so `rename` never crosses file systems.
  private static func temporaryPrefix(for destination: String) -> String {
    guard let slash = destination.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." + destination + ".tmp-" }
    let folder = destination[...slash]
    let name = destination[destination.index(after: slash)...]
    return folder + "." + name + ".tmp-"
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
