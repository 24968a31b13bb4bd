import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One headless Chromium kept running and driven through the DevTools protocol
/// over a pipe (`--remote-debugging-pipe`: commands go to its descriptor 3,
/// replies come from its descriptor 4, each a JSON message ended by a NUL
/// byte), so that one launch photographs many pages.
///
/// Every command, and every page load, may take up to `HelperTimeLimit`:
/// past it the browser is stopped, and the command that waited, and every
/// one after it, fails saying which page it was loading.
actor DevTools {
  private let process: Process
  private let scratch: URL
  private let commands: FileHandle
  private let limit: Duration
  private var nextID = 0
  private var waiting: [Int: CheckedContinuation<Data, any Error>] = [:]
  /// The page each tab was last asked to load, for failure messages.
  private var pages: [String: URL] = [:]
  /// The tabs each user of a `SharedBrowser` opened.
  private var tabs: [UUID: [String]] = [:]
  private var ended: (any Error)?

  /// Whether the browser was stopped, exited or closed its pipe.
  var hasEnded: Bool { ended != nil }

  /// Starts `chromium` with `arguments` and a debugging pipe.
  init(_ chromium: Chromium, arguments: [String]) throws {
    limit = try HelperTimeLimit.duration()
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("listpress-devtools-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let toChromium = scratch.appendingPathComponent("commands").path
    let fromChromium = scratch.appendingPathComponent("replies").path
    guard mkfifo(toChromium, 0o600) == 0, mkfifo(fromChromium, 0o600) == 0 else { throw Failure.pipes }
    // Opened for reading and writing, a FIFO does not wait for the other end.
    let commandsDescriptor = open(toChromium, O_RDWR)
    guard commandsDescriptor >= 0 else { throw Failure.pipes }
    commands = FileHandle(fileDescriptor: commandsDescriptor, closeOnDealloc: true)

    process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The shell opens the two FIFOs as descriptors 3 and 4, then becomes Chromium.
    process.arguments = [
      "-c", #"commands=$1 replies=$2; shift 2; exec "$@" 3<"$commands" 4>"$replies""#, "sh", toChromium, fromChromium,
      chromium.path, "--user-data-dir=\(scratch.appendingPathComponent("profile").path)", "--remote-debugging-pipe",
    ] + arguments + ["about:blank"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()

    let reader = Thread { [self] in
      // Blocks until Chromium opens its end; reads what comes until it closes it.
      if let replies = FileHandle(forReadingAtPath: fromChromium) {
        var buffer = Data(), chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = read(replies.fileDescriptor, &chunk, chunk.count), count > 0 {
          buffer.append(contentsOf: chunk[..<count])
          while let end = buffer.firstIndex(of: 0) {
            let message = Data(buffer[buffer.startIndex..<end])
            buffer.removeSubrange(buffer.startIndex...end)
            Task { await self.received(message) }
          }
        }
      }
      Task { await self.end(Failure.closed) }
    }
    reader.start()
  }

  /// Sends `method` with `params`, to the page of `session` or to the browser,
  /// and decodes the reply's result; stops the browser when no reply comes
  /// within the limit.
  @discardableResult
  func send<Result: Decodable & Sendable>(
    _ method: String, _ params: JSON = [:], session: String? = nil, as type: Result.Type = Nothing.self
  ) async throws -> Result {
    if let ended { throw ended }
    nextID += 1
    let id = nextID
    var message = try JSONEncoder().encode(Command(id: id, method: method, params: params, sessionId: session))
    message.append(0)
    let timer = Task { [weak self, limit] in
      try await Task.sleep(for: limit)
      await self?.stop(waitingFor: "a reply to \(method)", session: session, failing: id)
    }
    defer { timer.cancel() }
    let reply = try await withCheckedThrowingContinuation { continuation in
      waiting[id] = continuation
      do {
        try commands.write(contentsOf: message)
      } catch {
        waiting[id] = nil
        continuation.resume(throwing: error)
      }
    }
    let decoded = try JSONDecoder().decode(Reply<Result>.self, from: reply)
    if let error = decoded.error { throw Failure.command(method, error.message) }
    guard let result = decoded.result else { throw Failure.command(method, "no result") }
    return result
  }

  /// Closes the browser and waits for it to exit; stops it when it does not.
  func close() async {
    if ended == nil {
      _ = try? await send("Browser.close")
    }
    let watchdog = HelperTimeLimit.watchdog(stopping: process, after: .seconds(10))
    while process.isRunning {
      try? await Task.sleep(for: .milliseconds(20))
    }
    watchdog.cancel()
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Closes the tabs `user` opened.
  func closeTabs(of user: UUID) async {
    for target in tabs.removeValue(forKey: user) ?? [] {
      _ = try? await send("Target.closeTarget", ["targetId": .string(target)])
    }
  }

  /// Stops the browser because it took longer than the limit over `what`
  /// in the tab of `session`: the command `id`, and every one after it,
  /// fails saying so.
  private func stop(waitingFor what: String, session: String?, failing id: Int? = nil) {
    if let id, waiting[id] == nil { return }
    end(Failure.stopped(after: limit, page: session.flatMap { pages[$0] }, waitingFor: what))
    process.terminate()
  }

  /// Opens a tab, hiding scrollbars; its session for `send`. The tab is
  /// closed with those of the `SharedBrowser` user opening it, if any.
  func openTab() async throws -> String {
    let target = try await send("Target.createTarget", ["url": "about:blank", "newWindow": true], as: Target.self)
    if let user = SharedBrowser.user {
      tabs[user, default: []].append(target.targetId)
    }
    let session = try await send(
      "Target.attachToTarget", ["targetId": .string(target.targetId), "flatten": true], as: Session.self
    ).sessionId
    try await send("Emulation.setScrollbarsHidden", ["hidden": true], session: session)
    return session
  }

  /// Loads `file` in the tab of `session` and waits for its load event, its
  /// fonts and two frames, for as long as the limit allows: until its first
  /// rendering update, the engine has not yet decided which
  /// `content-visibility: auto` rows are near the screen, and lays every one
  /// out at its placeholder size (as `WebDriverSession.load` waits too).
  func load(_ file: URL, session: String) async throws {
    pages[session] = file
    let deadline = ContinuousClock.now + limit
    let navigation = try await send(
      "Page.navigate", ["url": .string(file.absoluteString)], session: session, as: Navigation.self)
    if let error = navigation.errorText { throw Failure.command("Page.navigate", "\(file.absoluteString): \(error)") }
    let loaded = "location.href === \(String(reflecting: file.absoluteString)) && document.readyState === 'complete'"
    while try await evaluate(loaded, session: session) != true {
      guard ContinuousClock.now < deadline else {
        stop(waitingFor: "the page to load", session: session)
        throw ended ?? Failure.closed
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    _ = try await evaluate(
      """
      document.fonts.ready
        .then(() => new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn))))
        .then(() => true)
      """, session: session)
  }

  /// A PNG of the tab's viewport at `width` × `height` CSS px and device scale 2, in `mode`.
  func screenshot(width: Int, height: Int, mode: Mode, session: String) async throws -> Data {
    try await emulate(width: width, height: height, mode: mode, session: session)
    let shot = try await send("Page.captureScreenshot", ["format": "png"], session: session, as: Screenshot.self)
    guard let png = Data(base64Encoded: shot.data) else { throw Failure.command("Page.captureScreenshot", "not base 64") }
    return png
  }

  /// The value of `expression` in the tab, after any promise it gives settles;
  /// `nil` while the page is being replaced.
  private func evaluate(_ expression: String, session: String) async throws -> Bool? {
    do {
      return try await value(of: expression, as: Bool?.self, session: session)
    } catch Failure.command(_, _) {
      return nil
    }
  }

  /// The value of `expression` in the tab, after any promise it gives
  /// settles, decoded from JSON as `type`; a script error is thrown.
  func value<Value: Decodable & Sendable>(of expression: String, as type: Value.Type, session: String) async throws -> Value {
    let evaluation = try await send(
      "Runtime.evaluate", ["expression": .string(expression), "awaitPromise": true, "returnByValue": true],
      session: session, as: Evaluation<Value>.self)
    if let exception = evaluation.exceptionDetails {
      throw Failure.command("Runtime.evaluate", exception.exception?.description ?? exception.text)
    }
    guard let value = evaluation.result.value else { throw Failure.command("Runtime.evaluate", "no value for \(expression)") }
    return value
  }

  /// Sets the tab's viewport to `width` × `height` CSS px at device scale 2, in `mode`.
  func emulate(width: Int, height: Int, mode: Mode, session: String) async throws {
    try await send(
      "Emulation.setDeviceMetricsOverride",
      ["width": .number(width), "height": .number(height), "deviceScaleFactor": 2, "mobile": false], session: session)
    try await send(
      "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": .string(mode.rawValue)]]],
      session: session)
  }

  /// A press and release of the left mouse button at (`x`, `y`) CSS px in
  /// the viewport, as a reader's click: it moves the pointer there first,
  /// so hover styles apply, and the page sees trusted events.
  func click(x: Double, y: Double, session: String) async throws {
    for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
      try await send(
        "Input.dispatchMouseEvent",
        ["type": .string(type), "x": .decimal(x), "y": .decimal(y), "button": type == "mouseMoved" ? "none" : "left",
         "clickCount": type == "mouseMoved" ? 0 : 1],
        session: session)
    }
  }

  /// Presses and releases `key` (`"Tab"`, `"Enter"`), as typed on a keyboard;
  /// a key that types `text` (Enter types `"\r"`) sends it with the press, as
  /// a keyboard does, which is what makes Enter press a focused button.
  func press(key: String, code: Int, text: String? = nil, session: String) async throws {
    for type in [text == nil ? "rawKeyDown" : "keyDown", "keyUp"] {
      var event: [String: DevTools.JSON] = [
        "type": .string(type), "key": .string(key), "code": .string(key), "windowsVirtualKeyCode": .number(code),
      ]
      if let text, type == "keyDown" { event["text"] = .string(text) }
      try await send("Input.dispatchKeyEvent", .object(event), session: session)
    }
  }

  private struct Target: Decodable, Sendable { let targetId: String }
  private struct Navigation: Decodable, Sendable { let errorText: String? }
  private struct Session: Decodable, Sendable { let sessionId: String }
  private struct Screenshot: Decodable, Sendable { let data: String }
  private struct Evaluation<Value: Decodable & Sendable>: Decodable, Sendable {
    let result: Result
    let exceptionDetails: Exception?
    struct Result: Decodable, Sendable { let value: Value? }
    struct Exception: Decodable, Sendable {
      let text: String
      let exception: Thrown?
      struct Thrown: Decodable, Sendable { let description: String? }
    }
  }

  private func received(_ message: Data) {
    // Replies carry the id of their command; events, which have none, are not used.
    guard let id = try? JSONDecoder().decode(Identified.self, from: message).id else { return }
    waiting.removeValue(forKey: id)?.resume(returning: message)
  }

  /// Fails every command waiting for a reply, and every later one, with
  /// the first error that ended the browser.
  private func end(_ error: any Error) {
    let error = ended ?? error
    ended = error
    for continuation in waiting.values { continuation.resume(throwing: error) }
    waiting = [:]
  }

  /// A JSON value, written as literals, for the parameters of a command.
  enum JSON: Encodable, Sendable, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
  {
    case object([String: JSON])
    case array([JSON])
    case string(String)
    case number(Int)
    case decimal(Double)
    case bool(Bool)

    init(dictionaryLiteral elements: (String, JSON)...) { self = .object(Dictionary(uniqueKeysWithValues: elements)) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .object(let object): try container.encode(object)
      case .array(let array): try container.encode(array)
      case .string(let string): try container.encode(string)
      case .number(let number): try container.encode(number)
      case .decimal(let number): try container.encode(number)
      case .bool(let bool): try container.encode(bool)
      }
    }
  }

  /// The result of a command whose result is not needed.
  struct Nothing: Decodable, Sendable {}

  private struct Command: Encodable {
    let id: Int
    let method: String
    let params: JSON
    let sessionId: String?
  }

  private struct Identified: Decodable {
    let id: Int
  }

  private struct Reply<Result: Decodable>: Decodable {
    let result: Result?
    let error: Message?

    struct Message: Decodable {
      let message: String
    }
  }

  enum Failure: Error, CustomStringConvertible {
    case pipes
    case closed
    case stopped(after: Duration, page: URL?, waitingFor: String)
    case command(String, String)

    var description: String {
      switch self {
      case .pipes: "could not make the pipes to talk to Chromium"
      case .closed: "Chromium closed its DevTools pipe: it did not start, or it crashed"
      case .stopped(let limit, let page, let what):
        "Chromium was stopped after \(HelperTimeLimit.describe(limit)) waiting for \(what)"
          + (page.map { ", in the tab loading \($0.absoluteString)" } ?? "") + HelperTimeLimit.advice
      case .command(let method, let message): "DevTools \(method) failed: \(message)"
      }
    }
  }
}
