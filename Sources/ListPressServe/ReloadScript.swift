import ListPressRender

/// The script `serve` adds to every HTML page it sends, and the change to
/// the page's Content Security Policy that lets it run.
///
/// The pages in the output folder are the ones a user deploys, so nothing
/// of the preview is written there: the script and the policy's additions
/// are put into each HTML response as it is sent. The script is inline and
/// allowed by its SHA-256 hash, which names exactly this script whatever
/// host or port the page is opened at; `connect-src 'self'` lets it open
/// the event stream at ``eventsPath`` on the server that sent the page.
/// Nothing else the policy refuses becomes allowed.
enum ReloadScript {
  /// The path of the server-sent event stream: a `reload` event after
  /// every rebuild.
  static let eventsPath = "/_listpress/events"

  /// The script's text: reload the page when the site was rebuilt.
  static let text =
    "new EventSource(\"\(eventsPath)\").addEventListener(\"reload\", function () { location.reload(); });"

  /// The `<script>` element.
  static let element = "<script>\(text)</script>"

  /// `html` with the script added before `</head>` (or at the end, for a
  /// page without one), and its Content Security Policy, when the page has
  /// one in a `<meta>` element, allowing the script and its event stream.
  static func injected(into html: String) -> String {
    var page = html
    if let policy = policyRange(in: page) {
      page.replaceSubrange(policy, with: allowing(String(page[policy])))
    }
    if let head = page.firstRange(of: "</head>") {
      page.insert(contentsOf: element, at: head.lowerBound)
    } else {
      page += element
    }
    return page
  }

  /// `policy` (directives separated by `;`) with the script's hash added
  /// to `script-src` and `'self'` to `connect-src`. A directive the policy
  /// lacks is added with the sources of `default-src` (but `'none'`), so
  /// that what the policy allowed through `default-src` stays allowed.
  static func allowing(_ policy: String) -> String {
    var directives = policy.split(separator: ";").map { $0.split(separator: " ").map(String.init) }.filter {
      !$0.isEmpty
    }
    let defaults = directives.first { $0[0].lowercased() == "default-src" }.map { Array($0.dropFirst()) } ?? []
    for (name, source) in [("script-src", ContentSecurityPolicy.hashSource(of: text)), ("connect-src", "'self'")] {
      if let index = directives.firstIndex(where: { $0[0].lowercased() == name }) {
        directives[index].removeAll { $0 == "'none'" }
        directives[index].append(source)
      } else {
        directives.append([name] + defaults.filter { $0 != "'none'" } + [source])
      }
    }
    return directives.map { $0.joined(separator: " ") }.joined(separator: "; ")
  }

  /// Where the policy of the page's first
  /// `<meta http-equiv="Content-Security-Policy" content="…">` is, between
  /// its quotes, as ListPress's templates write it.
  private static func policyRange(in html: String) -> Range<String.Index>? {
    guard let meta = html.firstRange(of: "<meta http-equiv=\"Content-Security-Policy\" content=\""),
      let end = html[meta.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return meta.upperBound..<end
  }
}
