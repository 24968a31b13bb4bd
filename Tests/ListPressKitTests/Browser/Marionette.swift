import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Firefox (Debian's `firefox-esr`), headless, in a profile of its own,
/// driven through Marionette: W3C WebDriver commands over a TCP connection
/// on the loopback interface, each message its length in decimal, a colon
/// and a JSON array: `[0, id, "WebDriver:Navigate", {parameters}]` asks,
/// `[1, id, error or null, result]` answers.
///
/// The profile's `user.js` sets what the page sees: device scale 2
/// (`layout.css.devPixelsPerPx`), dark mode (`ui.systemUsesDarkTheme`),
/// increased contrast (`ui.useAccessibilityTheme`, with the page's own
/// colours kept: `browser.display.document_color_use`), and overlay
/// scrollbars, which take no width from the page, as on iOS.
actor Marionette: WebDriverTransport {
  /// The Firefox to use: `LISTPRESS_FIREFOX` when set, else `firefox-esr` or `firefox` on the `PATH`.
  static let located: String? = {
    if let path = ProcessInfo.processInfo.environment["LISTPRESS_FIREFOX"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
    return ExecutableSearch.onPath("firefox-esr") ?? ExecutableSearch.onPath("firefox")
  }()

  nonisolated let engine = Engine.firefox
  private let process: Process
  private let profile: URL
  private let connection: Int32
  private let limit: Duration
  private var nextID = 0
  private var waiting: [Int: CheckedContinuation<Data, any Error>] = [:]
  private var ended: (any Error)?

  /// A session of a new Firefox in `mode` with `contrast`; with
  /// `fileAccess`, pages on `file:` may reach into frames of other files
  /// (the measuring harness needs it; a reader's browser does not allow it).
  static func session(mode: Mode, contrast: Contrast, fileAccess: Bool) async throws -> WebDriverSession {
    guard let firefox = located else { throw Engine.Missing(engine: .firefox) }
    let preferences: [(String, String)] = [
      ("marionette.port", "0"),
      ("layout.css.devPixelsPerPx", "\"2.0\""),
      ("ui.systemUsesDarkTheme", mode == .dark ? "1" : "0"),
      ("ui.useAccessibilityTheme", contrast == .increased ? "1" : "0"),
      ("browser.display.document_color_use", "1"),
      ("ui.useOverlayScrollbars", "1"),
      // A desktop's mouse: a fine pointer that hovers (2 | 4), whatever
      // headless Firefox detects, for the pages' hover rules.
      ("ui.primaryPointerCapabilities", "6"),
      ("ui.allPointerCapabilities", "6"),
      ("security.fileuri.strict_origin_policy", fileAccess ? "false" : "true"),
      ("browser.shell.checkDefaultBrowser", "false"),
      ("browser.startup.page", "0"),
      ("browser.aboutwelcome.enabled", "false"),
      ("datareporting.policy.dataSubmissionEnabled", "false"),
      ("toolkit.telemetry.reportingpolicy.firstRun", "false"),
      ("app.update.disabledForTesting", "true"),
      ("extensions.update.enabled", "false"),
      ("network.captive-portal-service.enabled", "false"),
      ("network.connectivity-service.enabled", "false"),
    ]
    let transport = try await Marionette(firefox, preferences: preferences)
    return try await WebDriverSession(transport, capabilities: [:])
  }

  private init(_ firefox: String, preferences: [(String, String)]) async throws {
    limit = try HelperTimeLimit.duration()
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("listpress-firefox-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    try preferences.map { "user_pref(\(String(reflecting: $0.0)), \($0.1));\n" }.joined()
      .write(to: profile.appendingPathComponent("user.js"), atomically: true, encoding: .utf8)

    process = Process()
    process.executableURL = URL(fileURLWithPath: firefox)
    process.arguments = ["--headless", "--marionette", "--no-remote", "--profile", profile.path]
    var environment = ProcessInfo.processInfo.environment
    environment["MOZ_HEADLESS"] = "1"
    // The window in device pixels: 1000 × 1100 CSS px at scale 2, room for an 844 px frame.
    environment["MOZ_HEADLESS_WIDTH"] = "2000"
    environment["MOZ_HEADLESS_HEIGHT"] = "2200"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()

    // With port 0 Firefox listens where the system lets it and writes the port into the profile.
    let deadline = ContinuousClock.now + limit
    let portFile = profile.appendingPathComponent("MarionetteActivePort")
    var connected: Int32 = -1
    while connected < 0 {
      guard process.isRunning else {
        try? FileManager.default.removeItem(at: profile)
        throw Failure.exited
      }
      guard ContinuousClock.now < deadline else {
        await ChildProcess.end(process)
        try? FileManager.default.removeItem(at: profile)
        throw Failure.stopped(after: limit, waitingFor: "Firefox to listen for Marionette")
      }
      if let text = try? String(contentsOf: portFile, encoding: .utf8),
        let port = UInt16(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        connected = Self.connect(to: port)
      }
      if connected < 0 { try await Task.sleep(for: .milliseconds(100)) }
    }
    connection = connected

    let descriptor = connection
    let reader = Thread { [self] in
      // Each message: its length in decimal, a colon, then that many bytes of JSON.
      var buffer = Data(), chunk = [UInt8](repeating: 0, count: 1 << 16)
      while case let count = read(descriptor, &chunk, chunk.count), count > 0 {
        buffer.append(contentsOf: chunk[..<count])
        while let colon = buffer.firstIndex(of: UInt8(ascii: ":")),
          let length = Int(String(decoding: buffer[buffer.startIndex..<colon], as: UTF8.self)),
          buffer.distance(from: colon, to: buffer.endIndex) > length
        {
          let start = buffer.index(after: colon), end = buffer.index(start, offsetBy: length)
          let message = Data(buffer[start..<end])
          buffer.removeSubrange(buffer.startIndex..<end)
          Task { await self.received(message) }
        }
      }
      Task { await self.end(Failure.closed) }
    }
    reader.start()
  }

  /// A connected TCP socket to `port` on the loopback interface, or -1.
  private static func connect(to port: UInt16) -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return -1 }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = port.bigEndian
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    if connected { return descriptor }
    Glibc.close(descriptor)
    return -1
  }

  func send(_ command: WebDriverCommand, _ parameters: DevTools.JSON, waitingFor what: String) async throws -> Data {
    if let ended { throw ended }
    nextID += 1
    let id = nextID
    var message = Data("[0,\(id),\"\(command.marionette)\",".utf8)
    message.append(try JSONEncoder().encode(parameters))
    message.append(contentsOf: Array("]".utf8))
    var framed = Data("\(message.count):".utf8)
    framed.append(message)
    let timer = Task { [weak self, limit] in
      try await Task.sleep(for: limit)
      await self?.stop(failing: id, Failure.stopped(after: limit, waitingFor: what))
    }
    defer { timer.cancel() }
    let reply = try await withCheckedThrowingContinuation { continuation in
      waiting[id] = continuation
      let written = framed.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let count = write(connection, bytes.baseAddress! + offset, bytes.count - offset)
          if count <= 0 { return false }
          offset += count
        }
        return true
      }
      if !written {
        waiting[id] = nil
        continuation.resume(throwing: Failure.closed)
      }
    }
    guard let parts = try JSONSerialization.jsonObject(with: reply) as? [Any], parts.count == 4 else {
      throw Failure.command(what, "an answer that is not [1, id, error, result]")
    }
    if let problem = parts[2] as? [String: Any] {
      throw Failure.command(what, "\(problem["error"] as? String ?? "error"): \(problem["message"] as? String ?? "")")
    }
    let result: Any
    if case .newSession = command {
      result = parts[3]
    } else {
      result = (parts[3] as? [String: Any])?["value"] ?? NSNull()
    }
    return try JSONSerialization.data(withJSONObject: result, options: .fragmentsAllowed)
  }

  private func received(_ message: Data) {
    // Answers are [1, id, error, result]; the greeting on connecting is an object.
    guard let parts = try? JSONSerialization.jsonObject(with: message) as? [Any], parts.count == 4,
      let id = parts[1] as? Int
    else { return }
    waiting.removeValue(forKey: id)?.resume(returning: message)
  }

  /// Stops Firefox because the command `id` had no answer in time: it, and
  /// every command after it, fails with `error`.
  private func stop(failing id: Int, _ error: any Error) {
    guard waiting[id] != nil else { return }
    end(error)
    ChildProcess.stop(process)
  }

  /// Fails every command waiting for an answer, and every later one, with
  /// the first error that ended the connection.
  private func end(_ error: any Error) {
    let error = ended ?? error
    ended = error
    for continuation in waiting.values { continuation.resume(throwing: error) }
    waiting = [:]
  }

  /// Asks Firefox to quit, waits for it (killing it when it does not exit
  /// within 20 s) and removes its profile.
  func close() async {
    if ended == nil {
      _ = try? await send(.quit, ["flags": ["eForceQuit"]], waitingFor: "Firefox to quit")
    }
    let deadline = ContinuousClock.now + .seconds(20)
    while process.isRunning && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    await ChildProcess.end(process)
    end(Failure.closed)
    Glibc.close(connection)
    try? FileManager.default.removeItem(at: profile)
  }

  enum Failure: Error, CustomStringConvertible {
    case exited
    case closed
    case stopped(after: Duration, waitingFor: String)
    case command(String, String)

    var description: String {
      switch self {
      case .exited: "Firefox exited before it listened for Marionette"
      case .closed: "Firefox closed its Marionette connection: it quit or crashed"
      case .stopped(let limit, let what):
        "Firefox was stopped after \(HelperTimeLimit.describe(limit)) waiting for \(what)\(HelperTimeLimit.advice)"
      case .command(let what, let message): "Marionette failed waiting for \(what): \(message)"
      }
    }
  }
}
