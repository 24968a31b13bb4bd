import Foundation

/// One headless Chromium (`Chromium.devTools()`) shared by the browser tests
/// that run at the same time, instead of one launch per test: each test
/// works in tabs of its own, which are closed when it ends, and the browser
/// is closed when the last test using it ends (the next one launches
/// another). Tabs keep what a test sets apart: viewport, colour scheme and
/// focus are emulated per tab. A browser that was stopped (see
/// `HelperTimeLimit`) is not handed out again.
actor SharedBrowser {
  private static let shared = SharedBrowser()

  /// The test that is running, for the tabs it opens (in its child tasks too).
  @TaskLocal static var user: UUID?

  /// The browser handed out to tests that start now, if one runs.
  private var current: DevTools?
  /// How many tests are using each browser.
  private var users: [ObjectIdentifier: Int] = [:]

  /// Runs `body` with the shared browser, then closes the tabs it opened.
  static func use<Result: Sendable>(_ body: (DevTools) async throws -> Result) async throws -> Result {
    let browser = try await shared.acquire()
    let user = UUID()
    do {
      let result = try await $user.withValue(user) { try await body(browser) }
      await shared.release(browser, user: user)
      return result
    } catch {
      await shared.release(browser, user: user)
      throw error
    }
  }

  private func acquire() async throws -> DevTools {
    while let candidate = current {
      let ended = await candidate.hasEnded
      // Another test may have replaced it meanwhile.
      guard candidate === current else { continue }
      if ended {
        current = nil
        break
      }
      users[ObjectIdentifier(candidate), default: 0] += 1
      return candidate
    }
    let launched = try Chromium.required().devTools()
    current = launched
    users[ObjectIdentifier(launched)] = 1
    return launched
  }

  private func release(_ browser: DevTools, user: UUID) async {
    let key = ObjectIdentifier(browser)
    let left = users[key, default: 1] - 1
    guard left == 0 else {
      users[key] = left
      await browser.closeTabs(of: user)
      return
    }
    users[key] = nil
    if browser === current {
      current = nil
    }
    await browser.close()
  }
}
