import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `close` and `write`, which the methods of the same names hide.
private let closeDescriptor = close
private let writeDescriptor = write

/// A headless Chromium, driven through the DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: it reads commands on its descriptor 3 and
/// writes replies and events on its descriptor 4, each a JSON message
/// ended by a NUL byte). One command at a time, each answered within
/// `limit`; past it the browser is stopped and the command fails saying so.
final class DevToolsPipe {
  private let process: pid_t
  private let commands: Int32
  private let replies: Int32
  private let profile: URL
  private let limit: Duration
  private var received: [UInt8] = []
  private var lastID = 0
  private var closed = false

  /// Starts `chromium` headless with `arguments` and a profile of its own in
  /// a new temporary folder.
  init(_ chromium: ChromiumExecutable, arguments: [String], limit: Duration) throws(SnapshotError) {
    self.limit = limit
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("listpress-snapshot-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    } catch {
      throw .chromiumFailed(detail: "cannot make its profile folder: \(error.localizedDescription)")
    }
    var toChromium: [Int32] = [0, 0]
    var fromChromium: [Int32] = [0, 0]
    guard pipe(&toChromium) == 0, pipe(&fromChromium) == 0 else {
      throw .chromiumFailed(detail: "cannot make its pipes: \(String(cString: strerror(errno)))")
    }
    let log = profile.appendingPathComponent("stderr").path
    let argv = [chromium.path, "--user-data-dir=" + profile.appendingPathComponent("profile").path,
      "--remote-debugging-pipe"] + arguments + ["about:blank"]

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, toChromium[0], 3)
    posix_spawn_file_actions_adddup2(&actions, fromChromium[1], 4)
    for descriptor in toChromium + fromChromium where descriptor > 4 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var pid = pid_t()
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    let status = posix_spawn(&pid, chromium.path, &actions, nil, cArguments, environ)
    _ = closeDescriptor(toChromium[0])
    _ = closeDescriptor(fromChromium[1])
    guard status == 0 else {
      _ = closeDescriptor(toChromium[1])
      _ = closeDescriptor(fromChromium[0])
      try? FileManager.default.removeItem(at: profile)
      throw .chromiumFailed(detail: "cannot start \(chromium.path): \(String(cString: strerror(status)))")
    }
    process = pid
    commands = toChromium[1]
    replies = fromChromium[0]
    _ = fcntl(commands, F_SETFD, FD_CLOEXEC)
    _ = fcntl(replies, F_SETFD, FD_CLOEXEC)
  }

  deinit {
    close()
  }

  /// Sends `method` with `params`, to the tab of `session` or to the
  /// browser, and returns the reply's result; events that come first are
  /// passed over.
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws(SnapshotError)
    -> [String: Any]
  {
    guard !closed else { throw .chromiumFailed(detail: "the browser was closed before \(method)") }
    lastID += 1
    var message: [String: Any] = ["id": lastID, "method": method, "params": params]
    if let session { message["sessionId"] = session }
    guard var bytes = try? JSONSerialization.data(withJSONObject: message) else {
      throw .chromiumFailed(detail: "cannot encode \(method)")
    }
    bytes.append(0)
    try write(bytes, for: method)
    let deadline = ContinuousClock.now + limit
    while true {
      let reply = try nextMessage(before: deadline, for: method)
      guard reply["id"] as? Int == lastID else { continue }
      if let error = reply["error"] as? [String: Any] {
        throw .chromiumFailed(detail: "\(method): \(error["message"] as? String ?? "an error")")
      }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  /// The value of the script `expression` in the tab of `session`, once
  /// any promise it gives has settled.
  func evaluate(_ expression: String, session: String) throws(SnapshotError) -> Any? {
    let result = try send(
      "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], session: session)
    if let exception = result["exceptionDetails"] as? [String: Any] {
      let thrown = (exception["exception"] as? [String: Any])?["description"] as? String
      throw .chromiumFailed(detail: "a script failed: \(thrown ?? exception["text"] as? String ?? "an exception")")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Asks the browser to close, waits for it (at most five seconds), stops
  /// it if it has not, and removes its profile.
  func close() {
    guard !closed else { return }
    if let bytes = try? JSONSerialization.data(withJSONObject: ["id": lastID + 1, "method": "Browser.close"]) {
      _ = try? write(bytes + [0], for: "Browser.close")
    }
    closed = true
    _ = closeDescriptor(commands)
    _ = closeDescriptor(replies)
    var status: Int32 = 0
    let deadline = ContinuousClock.now + .seconds(5)
    while waitpid(process, &status, WNOHANG) == 0 {
      guard ContinuousClock.now < deadline else {
        kill(process, SIGKILL)
        _ = waitpid(process, &status, 0)
        break
      }
      usleep(20_000)
    }
    try? FileManager.default.removeItem(at: profile)
  }

  private func write(_ bytes: Data, for method: String) throws(SnapshotError) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let count = rest.withUnsafeBytes { writeDescriptor(commands, $0.baseAddress, $0.count) }
      if count > 0 {
        rest = rest.dropFirst(count)
      } else if errno != EINTR {
        throw .chromiumFailed(detail: "cannot send \(method): the browser has gone\(lastWords())")
      }
    }
  }

  /// The next whole message from the browser, read before `deadline`.
  private func nextMessage(before deadline: ContinuousClock.Instant, for method: String) throws(SnapshotError)
    -> [String: Any]
  {
    while true {
      if let end = received.firstIndex(of: 0) {
        let message = Data(received[..<end])
        received.removeSubrange(...end)
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
          throw .chromiumFailed(detail: "a message that is not JSON, after \(method)")
        }
        return object
      }
      let left = deadline - ContinuousClock.now
      guard left > .zero else {
        stop()
        throw .timedOut(what: method, seconds: Int(limit.components.seconds))
      }
      var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000, 60_000))
      let ready = poll(&poller, 1, max(milliseconds, 1))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(replies, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        throw .chromiumFailed(detail: "it exited while answering \(method)\(lastWords())")
      }
      received.append(contentsOf: chunk[..<count])
    }
  }

  /// Stops the browser at once.
  private func stop() {
    kill(process, SIGKILL)
  }

  /// The last lines Chromium wrote to its standard error, after ": ", or
  /// nothing when it wrote none.
  private func lastWords() -> String {
    guard let text = try? String(contentsOf: profile.appendingPathComponent("stderr"), encoding: .utf8) else { return "" }
    let lines = text.split(separator: "\n").suffix(3).joined(separator: " / ")
    return lines.isEmpty ? "" : ": " + lines
  }
}
