import Foundation

/// How long the tests wait for a `listpress` running in the background to
/// print a line or to exit before they fail: `LISTPRESS_BROWSER_TIMEOUT`
/// seconds, 300 by default (or when the value is not a whole number of
/// seconds above 0), as for the helper processes of ListPressKitTests'
/// browser and validation tests. The waits end as soon as what they wait
/// for comes: the limit only stops a test that would hang.
enum HelperTimeLimit {
  /// The limit, in seconds.
  static let seconds: Double = {
    guard let text = ProcessInfo.processInfo.environment["LISTPRESS_BROWSER_TIMEOUT"], let seconds = Int(text), seconds > 0
    else { return 300 }
    return Double(seconds)
  }()
}
