import FoundationEssentials
import ListPressSupport

/// The Content Security Policy a document ListPress writes carries in a
/// `<meta http-equiv="Content-Security-Policy">` at the top of its `<head>`:
/// nothing may load or run but the page's own script and styles, so that
/// even a mistake in escaping cannot run a script someone slipped into a
/// definition. docs/templates.md explains every source.
///
/// - Linked files (the shared stylesheet and script, images beside the
///   page, variant pages in frames) are allowed by `'self'` over http(s),
///   by `file:` when the page is opened from disk (Firefox's `'self'`
///   matches no `file:` URL; Chromium's matches every one), and by the
///   base URL's origin when there is one.
/// - The `<script>` and `<style>` of a standalone page are allowed by their
///   SHA-256 hashes: no other inline script or style element runs.
/// - `style` attributes stay allowed (`style-src-attr 'unsafe-inline'`):
///   the page sets its custom properties with them, and a style attribute
///   cannot run script.
/// - Images may also be `data:` (symbols, embedded files) and `https:`.
package struct ContentSecurityPolicy: Hashable, Sendable {
  /// The policy as the meta element's `content`: directives separated by
  /// `; `. It is made only of keywords, schemes, base-64 hashes and a
  /// checked origin, so it needs no escaping in an attribute.
  package let text: String

  private init(_ directives: KeyValuePairs<String, [String]>) {
    text = directives.map { name, sources in ([name] + sources).joined(separator: " ") }.joined(separator: "; ")
    precondition(!text.utf8.contains { "\"&<>".utf8.contains($0) }, "a policy needs escaping: \(text)")
  }

  /// The policy of a list page, the index or a variant page of the design
  /// review. `scriptText` and `styleText` are the texts of the page's
  /// inline `<script>` and `<style>` elements, between their tags, when it
  /// carries them (a standalone page); without them, the page links to
  /// its script and stylesheet.
  static func page(scriptText: String?, styleText: String?, baseURL: String?) -> ContentSecurityPolicy {
    let linked = linkedSources(baseURL: baseURL)
    return ContentSecurityPolicy([
      "default-src": ["'none'"],
      "script-src": scriptText.map { [hashSource(of: $0)] } ?? linked,
      "style-src": styleText.map { [hashSource(of: $0)] } ?? linked,
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'", "file:", "data:", "https:"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
    ])
  }

  /// The policy of a design review page: its stylesheet and script, and
  /// the frames of its variant pages, which are beside it.
  package static func review(baseURL: String?) -> ContentSecurityPolicy {
    let linked = linkedSources(baseURL: baseURL)
    return ContentSecurityPolicy([
      "default-src": ["'none'"],
      "script-src": linked,
      "style-src": linked,
      "frame-src": ["'self'", "file:"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
    ])
  }

  /// The policy of a design review that stands alone (`gallery
  /// --standalone`): its own `<script>` and `<style>` and those of the
  /// variant pages its frames hold in `srcdoc`, each allowed by its hash
  /// (`scriptTexts`, `styleTexts`), because a `srcdoc` frame is held to
  /// the policy of the page around it as well as to its own; and what
  /// those pages need besides: `style` attributes and their images.
  package static func standaloneReview(scriptTexts: [String], styleTexts: [String]) -> ContentSecurityPolicy {
    func hashes(_ texts: [String]) -> [String] {
      var seen: Set<String> = []
      return texts.map(hashSource(of:)).filter { seen.insert($0).inserted }
    }
    return ContentSecurityPolicy([
      "default-src": ["'none'"],
      "script-src": hashes(scriptTexts),
      "style-src": hashes(styleTexts),
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'", "file:", "data:", "https:"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
    ])
  }

  /// The policy of a page comparing two versions of a list
  /// (`gallery --compare`): its stylesheet, the images beside it, and the
  /// `style` attributes that place the marks over the changed bands.
  package static func comparison(baseURL: String?) -> ContentSecurityPolicy {
    ContentSecurityPolicy([
      "default-src": ["'none'"],
      "style-src": linkedSources(baseURL: baseURL),
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'", "file:"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
    ])
  }

  /// Where the files a page links to may come from: its own origin, local
  /// files when it is opened from `file://`, and the base URL's origin.
  private static func linkedSources(baseURL: String?) -> [String] {
    ["'self'", "file:"] + (baseURL.flatMap(origin(of:)).map { [$0] } ?? [])
  }

  /// The origin of `baseURL` as a source expression: `https://example.org`,
  /// `http://127.0.0.1:8080`, or `cdn.example.org` for a scheme-relative
  /// `//cdn.example.org/`. `nil` for a base URL on the page's own origin
  /// (`/lists/`), and for one whose scheme is not `http` or `https` or
  /// whose host is not plain ASCII letters, digits, `-` and `.`: a
  /// policy cannot name it, so its files are refused.
  static func origin(of baseURL: String) -> String? {
    guard let url = URLComponents(string: baseURL), let host = url.host?.lowercased(), !host.isEmpty,
      host.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." })
    else { return nil }
    let scheme = url.scheme?.lowercased()
    guard scheme == nil || scheme == "http" || scheme == "https" else { return nil }
    return (scheme.map { $0 + "://" } ?? "") + host + (url.port.map { ":\($0)" } ?? "")
  }

  /// The source expression that allows an inline element whose text is
  /// `text`: `'sha256-` and the base-64 SHA-256 of the text as the
  /// browser sees it.
  package static func hashSource(of text: String) -> String {
    "'sha256-" + Data(SHA256(ofText: parsedText(text)).bytes).base64EncodedString() + "'"
  }

  /// `text` as a browser's HTML parser hands it to a `<script>` or
  /// `<style>` element, which is what a hash must match: every line break
  /// (`\r\n`, `\r`) becomes `\n`, and a NUL character U+FFFD.
  static func parsedText(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r": scalars.append("\n")
      case "\n" where afterCarriageReturn: break
      case "\0": scalars.append("\u{FFFD}")
      default: scalars.append(scalar)
      }
      afterCarriageReturn = scalar == "\r"
    }
    return String(scalars)
  }
}
