import Foundation

/// A file as a git revision had it, for `gallery --compare-rev`.
enum GitRevision {
  /// The bytes of `path` at `revision`: `git show REVISION:./NAME` run in
  /// the file's folder, so that any folder of a work tree will do.
  static func contents(of path: String, at revision: String) throws(ComparisonFailure) -> [UInt8] {
    guard !revision.hasPrefix("-"), !revision.contains(":") else {
      throw ComparisonFailure(description: "'\(revision)' is not a revision git can name")
    }
    let file = URL(fileURLWithPath: path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "show", "\(revision):./\(file.lastPathComponent)"]
    process.currentDirectoryURL = file.deletingLastPathComponent()
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ComparisonFailure(description: "cannot run git (\(error.localizedDescription)); is it installed?")
    }
    // Standard error is read on a thread of its own while standard output
    // is read here, so that neither pipe can fill and stall git.
    let errorText = ErrorText()
    let readingErrors = DispatchSemaphore(value: 0)
    Thread {
      errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
      readingErrors.signal()
    }.start()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    readingErrors.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw ComparisonFailure(
        description: "git cannot show '\(file.lastPathComponent)' at \(revision): \(message.isEmpty ? "status \(process.terminationStatus)" : message)")
    }
    return [UInt8](bytes)
  }
}

/// What git wrote to standard error, handed from the thread that read it.
private final class ErrorText: @unchecked Sendable {
  var data = Data()
}
