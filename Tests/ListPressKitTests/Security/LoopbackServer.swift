import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Python's `http.server` serving a folder on the loopback interface, on a
/// port the system picks, for pages to be tested over http. It is killed
/// by ``stop()``, with `SIGKILL`: it inherits the test process's blocked
/// signals, `SIGTERM` among them. A server that does not say where it
/// serves within `HelperTimeLimit` is killed too.
final class LoopbackServer {
  /// Whether `python3` is on the `PATH`.
  static let isAvailable: Bool = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
  }()

  /// The server's root, `http://127.0.0.1:PORT/`.
  let url: URL
  private let process: Process

  /// Starts serving `folder`, once the server says which port it listens on.
  init(serving folder: URL) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let limit = try HelperTimeLimit.duration()
    try process.run()
    let watchdog = Task { [process] in
      try await Task.sleep(for: limit)
      kill(process.processIdentifier, SIGKILL)
    }
    defer { watchdog.cancel() }
    // "Serving HTTP on 127.0.0.1 port 40213 (http://127.0.0.1:40213/) ..."
    var announced = ""
    while !announced.contains("\n") {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { break }
      announced += String(decoding: data, as: UTF8.self)
    }
    guard let port = announced.firstMatch(of: /port (\d+)/)?.1, let url = URL(string: "http://127.0.0.1:\(port)/") else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw Failure(announced: announced, limit: limit)
    }
    self.url = url
  }

  /// The server's origin, as a policy names it: `http://127.0.0.1:PORT`.
  var origin: String {
    String(url.absoluteString.dropLast())
  }

  /// Kills the server and waits for it to exit.
  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  struct Failure: Error, CustomStringConvertible {
    let announced: String
    let limit: Duration
    var description: String {
      "python3 -m http.server exited, or was stopped after \(HelperTimeLimit.describe(limit)), without saying where it serves"
        + "\(HelperTimeLimit.advice): \(announced)"
    }
  }
}
