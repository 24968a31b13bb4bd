import Foundation

/// The W3C WebDriver commands the tests use, each with its HTTP endpoint
/// (WebKitWebDriver) and its Marionette name (Firefox): the same commands
/// with the same parameters and results, reached two ways.
enum WebDriverCommand: Sendable {
  case newSession
  case deleteSession
  case setTimeouts
  case setWindowRect
  case navigate
  case executeAsyncScript
  case takeScreenshot
  case performActions
  case switchToFrame
  case switchToParentFrame
  /// Marionette only: quits Firefox.
  case quit

  /// The method and the path under `/session/{id}` (`/session` itself for a new one).
  var http: (method: String, path: String) {
    switch self {
    case .newSession: ("POST", "")
    case .deleteSession: ("DELETE", "")
    case .setTimeouts: ("POST", "/timeouts")
    case .setWindowRect: ("POST", "/window/rect")
    case .navigate: ("POST", "/url")
    case .executeAsyncScript: ("POST", "/execute/async")
    case .takeScreenshot: ("GET", "/screenshot")
    case .performActions: ("POST", "/actions")
    case .switchToFrame: ("POST", "/frame")
    case .switchToParentFrame: ("POST", "/frame/parent")
    case .quit: ("DELETE", "")
    }
  }

  /// The Marionette command.
  var marionette: String {
    switch self {
    case .newSession: "WebDriver:NewSession"
    case .deleteSession: "WebDriver:DeleteSession"
    case .setTimeouts: "WebDriver:SetTimeouts"
    case .setWindowRect: "WebDriver:SetWindowRect"
    case .navigate: "WebDriver:Navigate"
    case .executeAsyncScript: "WebDriver:ExecuteAsyncScript"
    case .takeScreenshot: "WebDriver:TakeScreenshot"
    case .performActions: "WebDriver:PerformActions"
    case .switchToFrame: "WebDriver:SwitchToFrame"
    case .switchToParentFrame: "WebDriver:SwitchToParentFrame"
    case .quit: "Marionette:Quit"
    }
  }
}

/// How a `WebDriverSession`'s commands reach its browser, which the
/// transport launched and stops.
protocol WebDriverTransport: Sendable {
  /// The engine at the other end.
  var engine: Engine { get }

  /// Sends `command` with `parameters` (a JSON object) and returns the JSON
  /// of its result's `value` (of the whole result for `newSession`). `what`
  /// names what is waited for, for the failure when no reply comes within
  /// `HelperTimeLimit` (the browser is then stopped).
  func send(_ command: WebDriverCommand, _ parameters: DevTools.JSON, waitingFor what: String) async throws -> Data

  /// Ends the browser and whatever the transport launched with it.
  func close() async
}

/// A W3C WebDriver session: one browser window showing one page at a time,
/// driven by one test at a time (`EngineBrowser` hands it out).
actor WebDriverSession: PageDriver {
  nonisolated let engine: Engine
  private let transport: any WebDriverTransport

  /// Starts a session with `capabilities` (W3C `alwaysMatch`) over
  /// `transport`, letting scripts and page loads take up to `HelperTimeLimit`.
  init(_ transport: any WebDriverTransport, capabilities: DevTools.JSON) async throws {
    self.transport = transport
    engine = transport.engine
    do {
      _ = try await transport.send(.newSession, ["capabilities": ["alwaysMatch": capabilities]], waitingFor: "a new session")
      let milliseconds = Int(try HelperTimeLimit.duration().components.seconds) * 1000
      _ = try await transport.send(
        .setTimeouts, ["script": .number(milliseconds), "pageLoad": .number(milliseconds), "implicit": 0],
        waitingFor: "the timeouts to be set")
    } catch {
      await transport.close()
      throw error
    }
  }

  /// Ends the session and its browser.
  func close() async {
    _ = try? await transport.send(.deleteSession, [:], waitingFor: "the session to end")
    await transport.close()
  }

  /// Asks for a window of `width` × `height` CSS px and waits until the
  /// page inside lays out at the width given: exactly `width`, or, asked for
  /// less than 600 px (below WebKit's and Firefox's minimum window width),
  /// at least `width` and less than 600. The window manager applies a new
  /// size some frames after the command returns (WebKit's page was once
  /// still 447 px wide when measured, asked for 820), so the width is
  /// polled, and the size asked again once when it has not come; a window
  /// that still has not taken it is a failure that says so. The commands
  /// that follow go to the window's page, out of any frame a framed `load`
  /// entered. Returns the page's `innerWidth`.
  @discardableResult
  func setWindow(width: Int, height: Int) async throws -> Double {
    _ = try await transport.send(.switchToParentFrame, [:], waitingFor: "the switch out of a frame")
    let fits = width < 600 ? "innerWidth >= \(width) && innerWidth < 600" : "innerWidth === \(width)"
    var shown = 0.0
    for _ in 1...2 {
      _ = try await transport.send(
        .setWindowRect, ["width": .number(width), "height": .number(height)], waitingFor: "the window to be resized")
      // Up to two seconds of frames, ending at the first that fits.
      shown = try await value(
        """
        new Promise(done => {
          const began = performance.now();
          const look = () => (\(fits)) || performance.now() - began > 2000
            ? done(innerWidth) : requestAnimationFrame(look);
          look();
        })
        """, as: Double.self)
      if width < 600 ? shown >= Double(width) && shown < 600 : shown == Double(width) { return shown }
    }
    throw Failure.script("\(engine.name)'s window lays its page out \(shown) px wide, asked twice for \(width)")
  }

  func load(_ file: URL) async throws {
    // Navigation returns once the page's load event has fired. Two frames
    // more let the engine draw the page once: until its first rendering
    // update, WebKit has not yet decided which `content-visibility: auto` rows
    // are near the screen, and lays every one out at its placeholder size.
    _ = try await transport.send(.navigate, ["url": .string(file.absoluteString)], waitingFor: "\(file.path) to load")
    let arrived = try await value(
      """
      document.fonts.ready
        .then(() => new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn))))
        .then(() => location.href === \(String(reflecting: file.absoluteString)))
      """, as: Bool.self)
    guard arrived else { throw Failure.script("\(file.absoluteString) was not the page shown after loading it") }
  }

  /// Loads `file` in a frame of exactly `width` × `height` CSS px at the
  /// window's top-left corner, and sends the commands that follow (scripts
  /// included) to the frame; the next `load` returns to the window. The
  /// window must be larger than the frame. WebKit's and Firefox's windows
  /// cannot be made narrower than about 450 and 500 px; their frames can.
  func load(_ file: URL, framedAt width: Int, by height: Int) async throws {
    // A new address each time: a navigation to the address already shown is
    // a reload to WebKit, which may give the new frame the old one's state.
    let frame = BrowserRun.workFolder.appendingPathComponent("_frame-\(engine.rawValue)-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: frame) }
    let html = """
      <!doctype html>
      <html lang="en">
      <head><meta charset="utf-8"><title>\(file.lastPathComponent)</title>
      <style>body { margin: 0 } iframe { display: block; border: 0 }</style></head>
      <body><iframe src="\(file.absoluteString)" width="\(width)" height="\(height)"></iframe></body>
      </html>

      """
    try html.write(to: frame, atomically: true, encoding: .utf8)
    // The window's load event waits for the frame's.
    _ = try await transport.send(.navigate, ["url": .string(frame.absoluteString)], waitingFor: "\(file.path) to load in a frame")
    _ = try await transport.send(.switchToFrame, ["id": 0], waitingFor: "the switch into the frame showing \(file.path)")
    // The frame takes the window's keyboard focus, as a page on its own has
    // it: WebKit moves no focus into a frame that lacks it.
    let shown = try await value(
      """
      document.fonts.ready
        .then(() => new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn))))
        .then(() => { window.focus(); return [Number(location.href === \(String(reflecting: file.absoluteString))), innerWidth, innerHeight, Number(document.hasFocus())]; })
      """, as: [Double].self)
    guard shown.count == 4, shown[0] == 1 else { throw Failure.script("\(file.absoluteString) was not the page shown in the frame") }
    guard shown[1] == Double(width), shown[2] == Double(height) else {
      throw Failure.script("the frame showing \(file.lastPathComponent) is \(shown[1]) × \(shown[2]) px, not \(width) × \(height)")
    }
    guard shown[3] == 1 else { throw Failure.script("the frame showing \(file.lastPathComponent) does not have the keyboard focus") }
    // WebKit ignores focus() called in a frame of another origin (every page
    // on file: is its own) until the reader has interacted with the frame: a
    // click that the page does not act on, at its top-left corner, is that.
    let types = "['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']"
    try await run(
      """
      window.swallowed = event => { event.preventDefault(); event.stopImmediatePropagation(); };
      for (const type of \(types)) addEventListener(type, swallowed, true)
      """)
    try await click(x: 1, y: 1)
    try await run("for (const type of \(types)) removeEventListener(type, swallowed, true); delete window.swallowed")
  }

  func value<Value: Decodable & Sendable>(_ expression: String, as type: Value.Type) async throws -> Value {
    // The result is wrapped, so that a value of null, an exception and a
    // rejected promise each come back as what they are.
    let script = """
      const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (\(expression)))
        .then(value => done({ value: value === undefined ? null : value }),
              error => done({ error: String(error && error.stack ? error.message + '\\n' + error.stack : error) }));
      """
    let reply = try await transport.send(
      .executeAsyncScript, ["script": .string(script), "args": []], waitingFor: "a script: \(expression.prefix(120))")
    let outcome = try JSONDecoder().decode(Outcome<Value>.self, from: reply)
    if let error = outcome.error { throw Failure.script("\(error)\nin: \(expression.prefix(300))") }
    guard let value = outcome.value else { throw Failure.script("no value for \(expression.prefix(300))") }
    return value
  }

  func click(x: Double, y: Double) async throws {
    let pointer: DevTools.JSON = [
      "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
      "actions": [
        ["type": "pointerMove", "x": .number(Int(x.rounded())), "y": .number(Int(y.rounded())), "origin": "viewport", "duration": 0],
        ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
      ],
    ]
    _ = try await transport.send(.performActions, ["actions": [pointer]], waitingFor: "a click at (\(x), \(y))")
  }

  func secondaryClick(x: Double, y: Double) async throws {
    try await pointer(
      [["type": "pointerMove", "x": .number(Int(x.rounded())), "y": .number(Int(y.rounded())), "origin": "viewport", "duration": 0],
       ["type": "pointerDown", "button": 2], ["type": "pointerUp", "button": 2]],
      doing: "a secondary click at (\(x), \(y))")
  }

  func movePointer(x: Double, y: Double) async throws {
    try await pointer([["type": "pointerMove", "x": .number(Int(x.rounded())), "y": .number(Int(y.rounded())), "origin": "viewport", "duration": 0]],
                      doing: "a move of the pointer to (\(x), \(y))")
  }

  func pressPointer(x: Double, y: Double) async throws {
    try await pointer(
      [["type": "pointerMove", "x": .number(Int(x.rounded())), "y": .number(Int(y.rounded())), "origin": "viewport", "duration": 0],
       ["type": "pointerDown", "button": 0]],
      doing: "a press at (\(x), \(y))")
  }

  func releasePointer() async throws {
    try await pointer(
      [["type": "pointerMove", "x": 0, "y": 0, "origin": "viewport", "duration": 0], ["type": "pointerUp", "button": 0]],
      doing: "the button to be let go")
  }

  /// Performs the mouse's `actions`.
  private func pointer(_ actions: [DevTools.JSON], doing what: String) async throws {
    let pointer: DevTools.JSON = ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": .array(actions)]
    _ = try await transport.send(.performActions, ["actions": [pointer]], waitingFor: what)
  }

  func pressTab() async throws {
    let keys: DevTools.JSON = [
      "type": "key", "id": "keyboard", "actions": [["type": "keyDown", "value": "\u{E004}"], ["type": "keyUp", "value": "\u{E004}"]],
    ]
    _ = try await transport.send(.performActions, ["actions": [keys]], waitingFor: "the Tab key")
  }

  func pressArrowDown() async throws {
    let keys: DevTools.JSON = [
      "type": "key", "id": "keyboard", "actions": [["type": "keyDown", "value": "\u{E015}"], ["type": "keyUp", "value": "\u{E015}"]],
    ]
    _ = try await transport.send(.performActions, ["actions": [keys]], waitingFor: "the down arrow key")
  }

  func pressEnter() async throws {
    let keys: DevTools.JSON = [
      "type": "key", "id": "keyboard", "actions": [["type": "keyDown", "value": "\u{E007}"], ["type": "keyUp", "value": "\u{E007}"]],
    ]
    _ = try await transport.send(.performActions, ["actions": [keys]], waitingFor: "the Enter key")
  }

  /// A PNG of the viewport, at the window's device scale.
  func screenshot() async throws -> Data {
    let parameters: DevTools.JSON = engine == .firefox ? ["full": false] : [:]
    let shot = try await transport.send(.takeScreenshot, parameters, waitingFor: "a screenshot")
    guard let text = try JSONDecoder().decode(String?.self, from: shot), let png = Data(base64Encoded: text) else {
      throw Failure.script("the screenshot is not base 64")
    }
    return png
  }

  /// A PNG of the box of the first element matching the CSS `selector`, as
  /// drawn on the screen at the window's device scale. The whole viewport is
  /// photographed and the page crops the picture to the element's box: WebKit's
  /// own element screenshot paints a framed page's composited layers (its
  /// sticky navigation bar and what shares its layer) black.
  func screenshot(of selector: String) async throws -> Data {
    let viewport = try await screenshot().base64EncodedString()
    let script = """
      const [viewport, selector, done] = arguments;
      const element = document.querySelector(selector);
      if (!element) { done({ error: 'no element matches ' + selector }); return; }
      const box = element.getBoundingClientRect();
      const image = new Image();
      image.onerror = () => done({ error: 'the screenshot is not a PNG' });
      image.onload = () => {
        const scale = image.naturalWidth / innerWidth;
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(box.width * scale);
        canvas.height = Math.round(box.height * scale);
        canvas.getContext('2d').drawImage(
          image, Math.round(box.left * scale), Math.round(box.top * scale), canvas.width, canvas.height,
          0, 0, canvas.width, canvas.height);
        done({ value: canvas.toDataURL('image/png').replace(/^data:image\\/png;base64,/, '') });
      };
      image.src = 'data:image/png;base64,' + viewport;
      """
    let reply = try await transport.send(
      .executeAsyncScript, ["script": .string(script), "args": [.string(viewport), .string(selector)]],
      waitingFor: "the screenshot to be cropped to \(selector)")
    let outcome = try JSONDecoder().decode(Outcome<String>.self, from: reply)
    if let error = outcome.error { throw Failure.script(error) }
    guard let text = outcome.value, let png = Data(base64Encoded: text) else {
      throw Failure.script("the screenshot of \(selector) is not base 64")
    }
    return png
  }

  private struct Outcome<Value: Decodable>: Decodable {
    let value: Value?
    let error: String?
  }

  /// A script that failed or a result that made no sense.
  enum Failure: Error, CustomStringConvertible {
    case script(String)

    var description: String {
      switch self {
      case .script(let message): "WebDriver script failed: \(message)"
      }
    }
  }
}
