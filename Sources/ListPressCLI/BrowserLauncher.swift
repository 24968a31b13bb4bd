import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a URL in the user's browser, for `serve --open`: with `xdg-open`
/// on Linux, `open` on macOS. The opener runs on its own; a thread waits
/// for it to end, so it leaves no zombie behind.
enum BrowserLauncher {
  /// The program that opens URLs.
  #if canImport(Darwin)
    static let opener = "open"
  #else
    static let opener = "xdg-open"
  #endif

  /// Starts the opener on `url`; returns why it could not start, or `nil`.
  static func open(_ url: String) -> String? {
    var process = pid_t()
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(opener), strdup(url), nil]
    defer { arguments.forEach { free($0) } }
    let status = posix_spawnp(&process, opener, nil, nil, arguments, environ)
    guard status == 0 else {
      return "cannot open the browser: \(opener): \(String(cString: strerror(status)))"
    }
    let started = process
    DispatchQueue.global().async {
      var exitStatus: Int32 = 0
      waitpid(started, &exitStatus, 0)
    }
    return nil
  }
}
