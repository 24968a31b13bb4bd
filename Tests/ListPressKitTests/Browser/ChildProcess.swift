import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ending the helper processes a test launched. `SIGKILL`, because they
/// inherit the test process's blocked signals, `SIGTERM` among them
/// (see `LoopbackServer`).
enum ChildProcess {
  /// Kills `process` if it still runs.
  static func stop(_ process: Process) {
    if process.isRunning {
      _ = kill(process.processIdentifier, SIGKILL)
    }
  }

  /// Kills `process` and waits for it to exit.
  static func end(_ process: Process) async {
    stop(process)
    while process.isRunning {
      try? await Task.sleep(for: .milliseconds(20))
    }
  }
}

/// A loopback port nobody listens on, for a helper that must be told one.
enum LoopbackPort {
  /// A port the system picked as free a moment ago.
  static func free() throws -> Int {
    let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failure() }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { general in
        bind(socket, general, length) == 0 && getsockname(socket, general, &length) == 0
      }
    }
    guard bound else { throw Failure() }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "could not find a free loopback port" }
  }
}
