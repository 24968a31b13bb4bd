import Foundation
import Testing

/// The browser engines the pages are measured and driven in: Chromium
/// (headless, through `--dump-dom` and the DevTools protocol), WebKit
/// (WebKitGTK's `WebKitWebDriver` and `MiniBrowser` under a virtual X
/// display, through W3C WebDriver over HTTP) and Gecko (`firefox-esr`,
/// headless, through Marionette).
///
/// Without `LISTPRESS_REQUIRE_BROWSER=1` a test of an engine that is not
/// installed is skipped, saying so; with it (as `.ci/run` sets it) it fails.
enum Engine: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case chromium, webkit, firefox

  /// The engine's name in messages (its raw value names its folder in `.build/screenshots/`).
  var name: String {
    switch self {
    case .chromium: "Chromium"
    case .webkit: "WebKit"
    case .firefox: "Firefox"
    }
  }

  var testDescription: String { name }

  /// Whether the engine's programs are installed.
  var isInstalled: Bool {
    switch self {
    case .chromium: Chromium.located != nil
    case .webkit: WebKitDriver.located != nil
    case .firefox: Marionette.located != nil
    }
  }

  /// What to install to get the engine.
  var installAdvice: String {
    switch self {
    case .chromium: "install Debian's `chromium` or set LISTPRESS_CHROMIUM to its path"
    case .webkit: "install Debian's `webkit2gtk-driver`, `xvfb` and `xauth`"
    case .firefox: "install Debian's `firefox-esr` or set LISTPRESS_FIREFOX to its path"
    }
  }

  /// Whether a missing engine is a failure rather than a reason to skip.
  static var isRequired: Bool { Chromium.isRequired }

  /// Returns when the engine is installed; otherwise fails the test (when
  /// engines are required) or cancels it with a message saying what is missing.
  func require() throws {
    guard !isInstalled else { return }
    guard Self.isRequired else {
      try Test.cancel("\(name) not found: skipped (\(installAdvice))")
    }
    throw Missing(engine: self)
  }

  /// An engine that is not installed although `LISTPRESS_REQUIRE_BROWSER=1`.
  struct Missing: Error, CustomStringConvertible {
    let engine: Engine
    var description: String {
      "\(engine.name) is required (LISTPRESS_REQUIRE_BROWSER=1) but was not found: \(engine.installAdvice)"
    }
  }

  /// The engines driven through W3C WebDriver (a `WebDriverSession`).
  static let webDriven: [Engine] = [.webkit, .firefox]
}
