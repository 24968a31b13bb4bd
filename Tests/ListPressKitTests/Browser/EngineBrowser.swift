import Foundation

/// WebDriver sessions of WebKit and Firefox: launched for one purpose
/// (`launch`), or shared by the interaction tests of an engine that run at
/// the same time (`use`). A session shows one page at a time, so the tests
/// sharing it take turns; it is closed when the last test waiting for it
/// ends (the next one launches another).
actor EngineBrowser {
  private static let shared = EngineBrowser()

  /// A new session of `engine` (WebKit or Firefox) in `mode` with `contrast`;
  /// with `fileAccess` pages on `file:` may reach into frames of other files.
  static func launch(_ engine: Engine, mode: Mode = .light, contrast: Contrast = .standard, fileAccess: Bool = false)
    async throws -> WebDriverSession
  {
    switch engine {
    case .webkit: try await WebKitDriver.session(mode: mode, contrast: contrast, fileAccess: fileAccess)
    case .firefox: try await Marionette.session(mode: mode, contrast: contrast, fileAccess: fileAccess)
    case .chromium: throw Unsupported()
    }
  }

  /// Runs `body` with a session of its own of `engine` (``launch(_:mode:contrast:fileAccess:)``),
  /// and closes the session when `body` returns or throws.
  static func withSession<Result: Sendable>(
    _ engine: Engine, mode: Mode = .light, contrast: Contrast = .standard, fileAccess: Bool = false,
    _ body: (WebDriverSession) async throws -> Result
  ) async throws -> Result {
    let session = try await launch(engine, mode: mode, contrast: contrast, fileAccess: fileAccess)
    do {
      let result = try await body(session)
      await session.close()
      return result
    } catch {
      await session.close()
      throw error
    }
  }

  /// Runs `body` with the shared light-mode session of `engine`, alone.
  static func use<Result: Sendable>(_ engine: Engine, _ body: (WebDriverSession) async throws -> Result) async throws -> Result {
    let session = try await shared.acquire(engine)
    do {
      let result = try await body(session)
      await shared.release(engine)
      return result
    } catch {
      await shared.release(engine)
      throw error
    }
  }

  /// The session of each engine, while tests use or wait for it.
  private var sessions: [Engine: Task<WebDriverSession, any Error>] = [:]
  /// How many tests use or wait for each engine's session.
  private var users: [Engine: Int] = [:]
  /// Whether a test is using the session, and who waits for it.
  private var busy: Set<Engine> = []
  private var queue: [Engine: [CheckedContinuation<Void, Never>]] = [:]

  private func acquire(_ engine: Engine) async throws -> WebDriverSession {
    users[engine, default: 0] += 1
    let launching = sessions[engine] ?? Task { try await Self.launch(engine) }
    sessions[engine] = launching
    if busy.contains(engine) {
      await withCheckedContinuation { queue[engine, default: []].append($0) }
    }
    busy.insert(engine)
    do {
      return try await launching.value
    } catch {
      // A launch that failed is not handed out again.
      if sessions[engine] == launching { sessions[engine] = nil }
      throw error
    }
  }

  private func release(_ engine: Engine) async {
    users[engine, default: 1] -= 1
    if var waiting = queue[engine], !waiting.isEmpty {
      let next = waiting.removeFirst()
      queue[engine] = waiting
      next.resume()
      return
    }
    busy.remove(engine)
    guard users[engine] == 0, let launching = sessions.removeValue(forKey: engine) else { return }
    if let session = try? await launching.value {
      await session.close()
    }
  }

  struct Unsupported: Error, CustomStringConvertible {
    var description: String { "Chromium is driven through DevTools, not WebDriver" }
  }
}
