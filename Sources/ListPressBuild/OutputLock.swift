import ListPressSupport
import ListPressWrite
import ListPressDiagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock that lets one build at a time into an output folder: `flock`
/// on `.listpress-lock` in the folder, from before the manifest is read
/// until after it is saved. A second build waits for the first to finish,
/// saying so on standard error, then reads the manifest the first saved,
/// so no build's records are lost.
///
/// The file holds the number of the process that has the lock, and is
/// removed when the lock is let go. A build that finds the file left by a
/// killed one locks it at once (the system lets go of a dead process's
/// locks). One that locked a file another has just removed (it waited on
/// the old file while a third made a new one) sees that the file in the
/// folder is not the one it holds, and tries again.
final class OutputLock: Sendable {
  /// The lock file's name inside the output folder; hidden, like the
  /// manifest.
  static let fileName = ".listpress-lock"

  private let folder: OpenFolder
  private let descriptor: Int32

  private init(folder: OpenFolder, descriptor: Int32) {
    self.folder = folder
    self.descriptor = descriptor
  }

  /// Takes the lock of `folder` (the output folder `outputDirectory`),
  /// waiting while another build has it; `nil` when the folder cannot be
  /// written, where no build can write anything either.
  static func acquire(in folder: OpenFolder, outputDirectory: String) throws(WriteError) -> OutputLock? {
    var toldWaiting = false
    while true {
      let descriptor = openat(
        folder.descriptor, fileName, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode_t(0o644))
      guard descriptor >= 0 else {
        if [EACCES, EROFS, EPERM].contains(errno) { return nil }
        throw WriteError(
          path: outputDirectory + "/" + fileName, message: "cannot lock the output folder: \(FilePath.lastErrorMessage)")
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        if errno == EWOULDBLOCK, !toldWaiting {
          toldWaiting = true
          tellWaiting(outputDirectory: outputDirectory, holder: holder(of: descriptor))
        }
        var locked: Int32
        repeat {
          locked = flock(descriptor, LOCK_EX)
        } while locked != 0 && errno == EINTR
        guard locked == 0 else {
          let reason = FilePath.lastErrorMessage
          close(descriptor)
          throw WriteError(path: outputDirectory + "/" + fileName, message: "cannot lock the output folder: \(reason)")
        }
      }
      if isInPlace(descriptor, in: folder) {
        let lock = OutputLock(folder: folder, descriptor: descriptor)
        lock.writeOwner()
        return lock
      }
      close(descriptor)
    }
  }

  deinit {
    // Removed while still held, so that no other build can have locked
    // the file that is removed.
    unlinkat(folder.descriptor, Self.fileName, 0)
    close(descriptor)
  }

  /// Whether the open lock file is still the file of that name in `folder`.
  private static func isInPlace(_ descriptor: Int32, in folder: OpenFolder) -> Bool {
    var held = stat()
    guard fstat(descriptor, &held) == 0, let named = folder.status(of: fileName) else { return false }
    return held.st_dev == named.st_dev && held.st_ino == named.st_ino
  }

  /// Writes this process's number into the lock file, for the message of
  /// a build that has to wait.
  private func writeOwner() {
    let text = Array("\(getpid())\n".utf8)
    guard ftruncate(descriptor, 0) == 0 else { return }
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }

  /// The number of the process that holds the lock, as its lock file says.
  private static func holder(of descriptor: Int32) -> Int? {
    var bytes = [UInt8](repeating: 0, count: 24)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    return Int(String(decoding: bytes[..<count], as: UTF8.self).filter(\.isNumber))
  }

  private static func tellWaiting(outputDirectory: String, holder: Int?) {
    let who = holder.map { "another build (process \($0))" } ?? "another build"
    let message = Array("listpress: waiting for \(who) to finish writing '\(PrintableText.escaping(outputDirectory))'...\n".utf8)
    _ = message.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
