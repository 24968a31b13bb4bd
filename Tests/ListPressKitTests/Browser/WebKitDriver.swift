import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// WebKit as WebKitGTK gives it: `WebKitWebDriver` (Debian's
/// `webkit2gtk-driver`) launching `MiniBrowser` on a virtual X display
/// (`Xvfb`, started here, one per launch), driven through W3C WebDriver over
/// HTTP on the loopback interface.
///
/// The launch sets what the page sees: device scale 2 (`GDK_SCALE=2`, so a
/// CSS px is two device pixels and a 0.5 px hairline one), dark mode
/// (`MiniBrowser --dark-mode`, which `prefers-color-scheme: dark` follows)
/// and increased contrast (the GTK theme `HighContrast`, which
/// `prefers-contrast: more` follows).
actor WebKitDriver: WebDriverTransport {
  /// The programs: the driver, the browser it starts, the X server.
  struct Programs: Sendable {
    let driver: String
    let browser: String
    let xServer: String
  }

  /// The programs, when all three are installed.
  static let located: Programs? = {
    let browsers = ["4.1", "4.0"].map { "/usr/lib/x86_64-linux-gnu/webkit2gtk-\($0)/MiniBrowser" }
      + ["4.1", "4.0"].map { "/usr/lib/aarch64-linux-gnu/webkit2gtk-\($0)/MiniBrowser" }
    guard let driver = ExecutableSearch.onPath("WebKitWebDriver"), let xServer = ExecutableSearch.onPath("Xvfb"),
      let browser = browsers.first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    return Programs(driver: driver, browser: browser, xServer: xServer)
  }()

  nonisolated let engine = Engine.webkit
  private let xServer: Process
  private let driver: Process
  private let endpoint: URL
  private let limit: Duration
  private var sessionID: String?
  /// Requests that may each take up to the limit.
  private let session: URLSession
  private var ended: (any Error)?
  /// The X display the browser runs on (":N").
  nonisolated let display: String

  /// A session of a new MiniBrowser in `mode` with `contrast`; with
  /// `fileAccess`, pages on `file:` may reach into frames of other files
  /// (the measuring harness needs it; a reader's browser does not allow it).
  static func session(mode: Mode, contrast: Contrast, fileAccess: Bool) async throws -> WebDriverSession {
    guard let programs = located else { throw Engine.Missing(engine: .webkit) }
    let transport = try await WebKitDriver(programs, contrast: contrast)
    // Tab moves to links too, as Safari's "Press Tab to highlight each item"
    // (or Option-Tab) lets a keyboard reader do; WebKit's default skips them.
    let arguments = ["--automation", "--enable-tabs-to-links=true"] + (mode == .dark ? ["--dark-mode"] : [])
      + (fileAccess ? ["--allow-file-access-from-file-urls=true"] : [])
    let session = try await WebDriverSession(
      transport,
      capabilities: ["browserName": "MiniBrowser", "webkitgtk:browserOptions": ["binary": .string(programs.browser), "args": .array(arguments.map { .string($0) })]])
    // Xvfb runs no window manager, so nothing gives MiniBrowser's window the
    // keyboard focus: its page never has it (document.hasFocus() is false),
    // and :focus and :focus-visible match nothing. The X server's focus
    // follows the pointer (PointerRoot) until someone sets it, so the pointer
    // is put inside the window, which sits at the screen's top-left corner.
    do {
      try X11Pointer.move(to: (x: 8, y: 8), on: transport.display)
    } catch {
      await session.close()
      throw error
    }
    return session
  }

  private init(_ programs: Programs, contrast: Contrast) async throws {
    limit = try HelperTimeLimit.duration()
    xServer = Process()
    xServer.executableURL = URL(fileURLWithPath: programs.xServer)
    // A large screen, so that a window holding an 844 px frame at scale 2 fits.
    xServer.arguments = ["-displayfd", "1", "-screen", "0", "2400x2400x24", "-nolisten", "tcp"]
    let displayPipe = Pipe()
    xServer.standardOutput = displayPipe
    xServer.standardError = FileHandle.nullDevice
    xServer.standardInput = FileHandle.nullDevice
    try xServer.run()
    let number = try await Self.firstLine(of: displayPipe, within: limit, stopping: xServer)
    display = ":\(number)"

    let port = try LoopbackPort.free()
    endpoint = URL(string: "http://127.0.0.1:\(port)/session")!
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Double(limit.components.seconds)
    configuration.timeoutIntervalForResource = Double(limit.components.seconds)
    session = URLSession(configuration: configuration)
    driver = Process()
    driver.executableURL = URL(fileURLWithPath: programs.driver)
    driver.arguments = ["--port=\(port)"]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["GDK_BACKEND"] = "x11"
    environment["GDK_SCALE"] = "2"
    environment["NO_AT_BRIDGE"] = "1"
    if contrast == .increased {
      environment["GTK_THEME"] = "HighContrast"
    } else {
      environment["GTK_THEME"] = nil
    }
    driver.environment = environment
    driver.standardInput = FileHandle.nullDevice
    driver.standardOutput = FileHandle.nullDevice
    driver.standardError = FileHandle.nullDevice
    do {
      try driver.run()
    } catch {
      ChildProcess.stop(xServer)
      throw error
    }
  }

  /// The display number Xvfb writes once it accepts connections.
  private static func firstLine(of pipe: Pipe, within limit: Duration, stopping process: Process) async throws -> String {
    let reading = Task.detached { () -> String in
      var text = Data()
      while !text.contains(UInt8(ascii: "\n")) {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text.append(chunk)
      }
      return String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let watchdog = HelperTimeLimit.watchdog(stopping: process, after: limit)
    let display = await reading.value
    watchdog.cancel()
    guard !display.isEmpty, Int(display) != nil else { throw Failure.noDisplay }
    return display
  }

  func send(_ command: WebDriverCommand, _ parameters: DevTools.JSON, waitingFor what: String) async throws -> Data {
    if let ended { throw ended }
    let (method, path) = command.http
    var url = endpoint
    if case .newSession = command {} else {
      guard let sessionID else { throw Failure.noSession }
      url = endpoint.appendingPathComponent(sessionID)
      if !path.isEmpty { url = URL(string: url.absoluteString + path)! }
    }
    var request = URLRequest(url: url, timeoutInterval: Double(limit.components.seconds))
    request.httpMethod = method
    if method == "POST" {
      request.httpBody = try JSONEncoder().encode(parameters)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let deadline = ContinuousClock.now + limit
    let body: Data
    while true {
      do {
        body = try await session.data(for: request).0
        break
      } catch let error as URLError where error.code == .cannotConnectToHost && ContinuousClock.now < deadline {
        // The driver is still starting: it listens once it is ready.
        guard driver.isRunning else { throw stop(Failure.driverExited) }
        try await Task.sleep(for: .milliseconds(100))
      } catch let error as URLError where error.code == .timedOut {
        throw stop(Failure.stopped(after: limit, waitingFor: what))
      } catch {
        throw stop(Failure.command(what, "\(error) (WebKitWebDriver \(driver.isRunning ? "runs" : "exited"))"))
      }
    }
    let reply = try JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed) as? [String: Any]
    let value = reply?["value"]
    if let problem = value as? [String: Any], let error = problem["error"] as? String {
      throw Failure.command(what, "\(error): \(problem["message"] as? String ?? "")")
    }
    if case .newSession = command {
      guard let session = (value as? [String: Any])?["sessionId"] as? String else { throw Failure.command(what, "no session id") }
      sessionID = session
    }
    return try JSONSerialization.data(withJSONObject: value ?? NSNull(), options: .fragmentsAllowed)
  }

  /// Ends the browser with `error`: every later command fails with it.
  /// Without its display the browser exits too.
  private func stop(_ error: any Error) -> any Error {
    ended = ended ?? error
    ChildProcess.stop(driver)
    ChildProcess.stop(xServer)
    return ended ?? error
  }

  /// Stops the driver and the X server (the session, deleted first, closed
  /// the browser) and waits for them to exit.
  func close() async {
    ended = ended ?? Failure.closed
    for process in [driver, xServer] {
      await ChildProcess.end(process)
    }
  }

  enum Failure: Error, CustomStringConvertible {
    case noDisplay
    case noSession
    case driverExited
    case closed
    case stopped(after: Duration, waitingFor: String)
    case command(String, String)

    var description: String {
      switch self {
      case .noDisplay: "Xvfb started no display for WebKit"
      case .noSession: "no WebKit session"
      case .driverExited: "WebKitWebDriver exited before it listened"
      case .closed: "the WebKit session was closed"
      case .stopped(let limit, let what):
        "WebKit was stopped after \(HelperTimeLimit.describe(limit)) waiting for \(what)\(HelperTimeLimit.advice)"
      case .command(let what, let message): "WebKitWebDriver failed waiting for \(what): \(message)"
      }
    }
  }
}

/// Programs looked up on the `PATH`.
enum ExecutableSearch {
  /// The path of the first executable `name` in a folder of the `PATH`.
  static func onPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.lazy.map { "\($0)/\(name)" }.first(where: FileManager.default.isExecutableFile(atPath:))
  }
}

/// The X pointer of a display, moved through libX11 (which Xvfb and WebKitGTK
/// bring), loaded when first used.
enum X11Pointer {
  /// Moves the pointer of `display` to (`x`, `y`) device pixels on its screen.
  static func move(to point: (x: Int32, y: Int32), on display: String) throws {
    guard let library = dlopen("libX11.so.6", RTLD_NOW) else { throw Failure("libX11.so.6 could not be loaded") }
    defer { dlclose(library) }
    func function<T>(_ name: String, as type: T.Type) throws -> T {
      guard let symbol = dlsym(library, name) else { throw Failure("libX11 has no \(name)") }
      return unsafeBitCast(symbol, to: type)
    }
    let open = try function("XOpenDisplay", as: (@convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?).self)
    let root = try function("XDefaultRootWindow", as: (@convention(c) (OpaquePointer?) -> UInt).self)
    let warp = try function(
      "XWarpPointer", as: (@convention(c) (OpaquePointer?, UInt, UInt, Int32, Int32, UInt32, UInt32, Int32, Int32) -> Int32).self)
    let sync = try function("XSync", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self)
    let close = try function("XCloseDisplay", as: (@convention(c) (OpaquePointer?) -> Int32).self)
    guard let connection = display.withCString({ open($0) }) else { throw Failure("could not open the X display \(display)") }
    _ = warp(connection, 0, root(connection), 0, 0, 0, 0, point.x, point.y)
    _ = sync(connection, 0)
    _ = close(connection)
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
