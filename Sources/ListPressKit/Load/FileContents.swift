#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files: definitions, images, templates and manifests.
enum FileContents {
  /// Why a file could not be read, in the system's words.
  struct ReadError: Error, Equatable, CustomStringConvertible {
    /// The system's message, such as "No such file or directory".
    var reason: String

    var description: String { reason }
  }

  /// The bytes of the file at `path`.
  ///
  /// The file is read with one `read` call when its size is known and
  /// it does not grow meanwhile; a file that does, or one that reports no
  /// size (`/dev/stdin`, a pipe), is read to its end.
  static func read(_ path: String) throws(ReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadError(reason: FilePath.lastErrorMessage) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw ReadError(reason: FilePath.lastErrorMessage) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw ReadError(reason: String(cString: strerror(EISDIR))) }
    var bytes: [UInt8] = []
    var capacity = max(Int(status.st_size), 0) + 1
    var count = 0
    while true {
      if count == capacity { capacity *= 2 }
      if bytes.count < capacity { bytes += repeatElement(0, count: capacity - bytes.count) }
      let received = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + count, capacity - count)
      }
      if received < 0 {
        if errno == EINTR { continue }
        throw ReadError(reason: FilePath.lastErrorMessage)
      }
      if received == 0 { break }
      count += received
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }
}
