import Foundation
import Synchronization

/// The `listpress` executable started in the background, for commands that
/// keep running (`build --watch`): what it prints is collected as it
/// comes, and every wait is bounded by `HelperTimeLimit`.
final class RunningBinary: Sendable {
  private let process: Process
  private let output = Mutex("")
  private let printed = DispatchSemaphore(value: 0)

  /// Starts `listpress` with `arguments`; standard error is discarded.
  init(_ arguments: [String]) throws {
    process = Process()
    process.executableURL = ListPressBinary.url
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self, !data.isEmpty else {
        handle.readabilityHandler = nil
        return
      }
      self.output.withLock { $0 += String(decoding: data, as: UTF8.self) }
      self.printed.signal()
    }
    try process.run()
  }

  /// Kills a process the test left running. With SIGKILL: the process
  /// inherits the signal mask of the test's thread, in which SIGTERM may
  /// be blocked (a `serve` left running so was never stopped).
  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// Everything printed on standard output so far.
  var printedOutput: String { output.withLock { $0 } }

  /// Waits until standard output has a line starting with `prefix`;
  /// returns it, or `nil` when none comes within `seconds`.
  func line(startingWith prefix: String, within seconds: Double = HelperTimeLimit.seconds) -> String? {
    let deadline = DispatchTime.now() + seconds
    repeat {
      if let line = printedOutput.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
        return String(line)
      }
    } while printed.wait(timeout: deadline) == .success
    return nil
  }

  /// Sends Ctrl-C and waits for the process to end; returns its exit
  /// status, or `nil` when it is still running after `seconds` (or was
  /// killed by the signal).
  func interrupt(waitingAtMost seconds: Double = HelperTimeLimit.seconds) -> Int32? {
    process.interrupt()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    guard !process.isRunning, process.terminationReason == .exit else { return nil }
    return process.terminationStatus
  }
}
