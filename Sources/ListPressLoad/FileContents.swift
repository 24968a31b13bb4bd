import ListPressSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files: definitions, images, templates and manifests.
package enum FileContents {
  /// Why a file could not be read, in the system's words.
  package struct ReadError: Error, Equatable, CustomStringConvertible {
    /// The system's message, such as "No such file or directory".
    var reason: String

    package var description: String { reason }
  }

  /// The bytes of the file at `path`.
  ///
  /// The file is read with one `read` call when its size is known and
  /// it does not grow meanwhile; a file that does, or one that reports no
  /// size (`/dev/stdin`, a pipe), is read to its end.
  package static func read(_ path: String) throws(ReadError) -> [UInt8] {
    try checkedPath(path)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadError(reason: FilePath.lastErrorMessage) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw ReadError(reason: FilePath.lastErrorMessage) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw ReadError(reason: String(cString: strerror(EISDIR))) }
    return try read(descriptor, size: Int(status.st_size), limit: .max, regular: (status.st_mode & S_IFMT) == S_IFREG)
  }

  /// The bytes of the regular file at `path` (relative to the open folder
  /// `folder` when it is not absolute), at most `limit` of them.
  ///
  /// Anything but a regular file is refused without waiting on it: a FIFO
  /// or a device is opened without blocking and let go once `fstat` says
  /// what it is, so a FIFO named as a template or an image, or a manifest
  /// linked to `/dev/zero`, cannot stall or swamp a build. With
  /// `followingLinks` false, a symbolic link in the file's place is
  /// refused too. With `realPath`, the file opened must be the one at that
  /// real path: opened there with no symbolic link on the way where the
  /// system can (``LinkFreeOpen``), or else as the system tells it of the
  /// open descriptor. A folder on the way that was replaced by a symbolic
  /// link after the path was checked leads elsewhere, and is refused.
  package static func readRegularFile(
    _ path: String, in folder: Int32 = AT_FDCWD, followingLinks: Bool = true, limit: Int = .max,
    realPath: String? = nil
  ) throws(ReadError) -> [UInt8] {
    let (descriptor, status) = try openRegularFile(path, in: folder, followingLinks: followingLinks, realPath: realPath)
    defer { close(descriptor) }
    guard Int(status.st_size) <= limit else { throw tooLarge(limit) }
    return try read(descriptor, size: Int(status.st_size), limit: limit, regular: true)
  }

  /// The regular file at `path`, open for reading, and what `fstat` says
  /// of it, refused as ``readRegularFile(_:in:followingLinks:limit:realPath:)``
  /// refuses it; the caller closes the descriptor.
  package static func openRegularFile(
    _ path: String, in folder: Int32 = AT_FDCWD, followingLinks: Bool = true, realPath: String? = nil
  ) throws(ReadError) -> (Int32, stat) {
    try checkedPath(path)
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW)
    // A file opened at its real path with no symbolic link on the way is
    // the file at that path: nothing is left to ask of the system.
    var verified = false
    var descriptor: Int32 = -1
    if let realPath, realPath == path, path.hasPrefix("/") {
      switch LinkFreeOpen.open(path, flags: flags) {
      case .opened(let opened):
        (descriptor, verified) = (opened, true)
      case .failed(let code):
        throw ReadError(reason: String(cString: strerror(code)))
      case .linked, .unsupported:
        // Opened as before, so that a link is reported as before.
        break
      }
    }
    if !verified {
      descriptor = openat(folder, path, flags)
    }
    guard descriptor >= 0 else {
      throw ReadError(reason: errno == ELOOP && !followingLinks ? "it is a symbolic link" : FilePath.lastErrorMessage)
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let failure = ReadError(reason: FilePath.lastErrorMessage)
      close(descriptor)
      throw failure
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw ReadError(reason: "it is \(kind(of: status.st_mode)), not a regular file")
    }
    if !verified, let realPath, let opened = openedPath(of: descriptor), opened != realPath {
      close(descriptor)
      throw ReadError(reason: "it moved to '\(opened)' after it was checked")
    }
    return (descriptor, status)
  }

  /// The bytes of the open regular file `descriptor`, of `size` bytes
  /// when it was opened, from its current offset to its end.
  package static func read(_ descriptor: Int32, size: Int) throws(ReadError) -> [UInt8] {
    try read(descriptor, size: size, limit: .max)
  }

  /// A path with a NUL in it names another file to the system (the part
  /// before the NUL); it is refused rather than cut short.
  private static func checkedPath(_ path: String) throws(ReadError) {
    if path.utf8.contains(0) { throw ReadError(reason: "the path contains a NUL character") }
  }

  /// Reads `descriptor` to its end: a file of `size` bytes with one call
  /// when it does not grow, and never more than `limit` bytes. A read of a
  /// `regular` file that reaches its size and gives fewer bytes than asked
  /// for has met its end (a regular file is read short only at its end),
  /// so no second call is made to be told so.
  private static func read(_ descriptor: Int32, size: Int, limit: Int, regular: Bool = false) throws(ReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var capacity = max(size, 0) + 1
    var count = 0
    while true {
      if count == capacity { capacity = capacity > Int.max / 2 ? Int.max : capacity * 2 }
      if limit < .max { capacity = min(capacity, limit + 1) }
      if bytes.count < capacity { bytes += repeatElement(0, count: capacity - bytes.count) }
      let received = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, capacity - count)
      }
      if received < 0 {
        if errno == EINTR { continue }
        throw ReadError(reason: FilePath.lastErrorMessage)
      }
      if received == 0 { break }
      count += received
      if count > limit { throw tooLarge(limit) }
      if regular, count >= size, count < capacity { break }
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  private static func tooLarge(_ limit: Int) -> ReadError {
    ReadError(reason: "it is larger than the limit of \(limit) bytes")
  }

  /// What a file that is not a regular one is, in words.
  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }

  /// The path the system gives for an open descriptor, or `nil` where it
  /// gives none.
  private static func openedPath(of descriptor: Int32) -> String? {
    #if canImport(Glibc)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
      guard count > 0, count < buffer.count - 1 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif canImport(Darwin)
      var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
      guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return nil }
      return String(cString: buffer)
    #endif
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
