import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How long one step of a helper process of the browser and validation
/// tests may take before the test stops it and fails saying so: a Chromium
/// launch that dumps a page, one DevTools command or page load, the Nu HTML
/// Checker's run of Java, the loopback http server's start; and how long a
/// test waits for a `SiteWatcher`'s next build. It is
/// `LISTPRESS_BROWSER_TIMEOUT` seconds, 300 by default: a guard against a
/// helper that hangs, far above what a correct run takes on a busy machine,
/// so that slowness alone never fails a test.
enum HelperTimeLimit {
  /// The environment variable that sets the limit, in seconds.
  static let variable = "LISTPRESS_BROWSER_TIMEOUT"

  /// The limit when the variable is not set.
  static let defaultSeconds = 300

  /// The limit in seconds, or why the variable's value is not one.
  private static let configured: Result<Int, Invalid> = {
    guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty else { return .success(defaultSeconds) }
    guard let seconds = Int(text), seconds > 0 else { return .failure(Invalid(value: text)) }
    return .success(seconds)
  }()

  /// The limit, or an error when the variable holds no whole number of seconds above 0.
  static func duration() throws -> Duration {
    .seconds(try configured.get())
  }

  /// The limit in seconds, for waits that cannot throw: the default when
  /// the variable holds no number of seconds (which `duration()` reports).
  static var seconds: Double {
    Double((try? configured.get()) ?? defaultSeconds)
  }

  /// What a failure says after `what` ("Chromium was stopped after 300 s
  /// while loading x.html") to tell how to allow more time.
  static var advice: String {
    "; if the machine is only slow, raise \(variable) (seconds, \((try? configured.get()) ?? defaultSeconds) now)"
  }

  /// A limit of `duration` as a failure message writes it: `300 s`.
  static func describe(_ duration: Duration) -> String {
    "\(duration.components.seconds) s"
  }

  /// A task that stops `process` once `limit` has passed, with `SIGTERM`
  /// and, ten seconds later, `SIGKILL`; its value tells whether it did.
  /// Cancelled before the limit, it leaves the process alone.
  static func watchdog(stopping process: Process, after limit: Duration) -> Task<Bool, Never> {
    Task {
      do {
        try await Task.sleep(for: limit)
      } catch {
        return false
      }
      guard process.isRunning else { return false }
      process.terminate()
      try? await Task.sleep(for: .seconds(10))
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
      }
      return true
    }
  }

  /// A value of the variable that is not a number of seconds.
  struct Invalid: Error, CustomStringConvertible {
    let value: String
    var description: String { "\(HelperTimeLimit.variable)=\(value) is not a whole number of seconds above 0" }
  }
}
