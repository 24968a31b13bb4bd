import Foundation
import ListPressKit
import Testing

/// The generous wall-clock bound every hostile case is held to: a guard
/// against hangs and runaway work, not a measure of speed.
let hostileTimeLimit = Duration.seconds(10)

/// The same guard for inputs of megabytes, which a debug build takes
/// seconds over, and longer on a machine busy with the rest of the suite.
let bulkTimeLimit = Duration.seconds(60)

/// What one definition became: the diagnostics as the tool prints them and,
/// when it decoded, the page rendered in safe mode (or unsafe, on request).
struct HostileOutcome {
  var diagnostics: [String]
  var html: String?
  /// How long loading, decoding and rendering took.
  var duration: Duration

  /// Loads, decodes and renders `bytes` as `list.md`.
  init(bytes: [UInt8], allowsUnsafeHTML: Bool = false) {
    var result: (page: ListPage?, diagnostics: [Diagnostic]) = (nil, [])
    var html: String?
    duration = ContinuousClock().measure {
      result = ListPress.decode(bytes: bytes, path: "list.md")
      html = result.page.map { PageRenderer(allowsUnsafeHTML: allowsUnsafeHTML).render($0, assetsPrefix: "") }
    }
    diagnostics = result.diagnostics.map(\.description)
    self.html = html
  }

  init(_ text: String, allowsUnsafeHTML: Bool = false) {
    self.init(bytes: Array(text.utf8), allowsUnsafeHTML: allowsUnsafeHTML)
  }

  /// The errors alone.
  var errors: [String] { diagnostics.filter { $0.contains(": error: ") } }
}

/// `text` as a double-quoted YAML scalar on one line, so any payload can be
/// written into a definition as it is.
func yamlQuoted(_ text: String) -> String {
  let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
    .replacingOccurrences(of: "\"", with: "\\\"")
    .replacingOccurrences(of: "\n", with: "\\n")
  return "\"" + escaped + "\""
}

/// The process runs as root, which file permissions do not stop.
let runsAsRoot = geteuid() == 0
