import Foundation
import ListPressKit
import Testing

/// The generous bound every hostile case is held to: a guard against hangs
/// and runaway work, not a measure of speed. `HostileOutcome` measures it
/// in the processor time of its thread, which a busy machine does not
/// stretch; the build cases, over a few small files, in wall-clock time.
let hostileTimeLimit = Duration.seconds(10)

/// The same guard for inputs of megabytes, which a debug build takes
/// seconds of processor time over.
let bulkTimeLimit = Duration.seconds(60)

/// What one definition became: the diagnostics as the tool prints them and,
/// when it decoded, the page rendered in safe mode (or unsafe, on request)
/// as `list.html` at the top of a site. A template error fails the test.
struct HostileOutcome {
  var diagnostics: [String]
  var html: String?
  /// The processor time loading, decoding and rendering took.
  var duration: Duration

  /// Loads, decodes and renders `bytes` as `list.md`.
  init(bytes: [UInt8], allowsUnsafeHTML: Bool = false) {
    var result: (page: ListPage?, diagnostics: [Diagnostic]) = (nil, [])
    var html: String?
    duration = ThreadCPUTime.measure {
      result = ListPress.decode(bytes: bytes, path: "list.md")
      guard let page = result.page else { return }
      do {
        html = try PageRenderer(allowsUnsafeHTML: allowsUnsafeHTML).render(page, at: "list.html")
      } catch {
        Issue.record("the built-in templates failed: \(error)")
      }
    }
    diagnostics = result.diagnostics.map(\.description)
    self.html = html
  }

  init(_ text: String, allowsUnsafeHTML: Bool = false) {
    self.init(bytes: Array(text.utf8), allowsUnsafeHTML: allowsUnsafeHTML)
  }

  /// The errors alone.
  var errors: [String] { diagnostics.filter { $0.contains(": error: ") } }

  /// The first thing in the page that `HTMLInvariants` (the fuzzer's
  /// checks, `Sources/ListPressFuzz/HTMLInvariants.swift`) refuses: a tag
  /// that does not parse, anything in the body that could run script, load
  /// a document or restyle the page, or anything in the head but the
  /// page's own elements. `nil` when it passes, or there is no page.
  var htmlViolation: String? {
    html.flatMap { HTMLInvariants.firstViolation(in: Array($0.utf8), ownFiles: pageOwnFiles) }
  }
}

/// The built-in stylesheet and script as a page at the top of a site links
/// them.
let pageOwnFiles = HTMLInvariants.OwnFiles(
  stylesheet: TemplateSet.builtIn.stylesheetFileName, script: TemplateSet.builtIn.scriptFileName)

/// The one script element a page rendered for a site has: the shared,
/// deferred `listpress-HASH.js`, in its head.
let pageOwnScript = "<script src=\"\(TemplateSet.builtIn.scriptFileName)\" defer></script>"

extension String {
  /// The page with its own script element (`pageOwnScript`) taken out of
  /// its head; `nil` unless the element is there, before `</head>`. What is
  /// left must hold no `<script` at all, in any case.
  var withoutOwnScript: String? {
    guard let headEnd = range(of: "</head>"), let own = range(of: pageOwnScript), own.upperBound <= headEnd.lowerBound
    else { return nil }
    return replacingCharacters(in: own, with: "")
  }
}

/// `text` as a double-quoted YAML scalar on one line, so any payload can be
/// written into a definition as it is.
func yamlQuoted(_ text: String) -> String {
  let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
    .replacingOccurrences(of: "\"", with: "\\\"")
    .replacingOccurrences(of: "\n", with: "\\n")
  return "\"" + escaped + "\""
}

/// What a build writes besides its pages (`pages`), sorted in with them:
/// the site's shared stylesheet and script.
func siteFiles(_ pages: String...) -> [String] {
  (pages + [siteStylesheet, siteScript]).sorted()
}

/// The manifest an incremental build keeps in the output folder, which a
/// listing of it shows first.
let manifestFile = ".listpress-manifest"

/// The process runs as root, which file permissions do not stop.
let runsAsRoot = geteuid() == 0
