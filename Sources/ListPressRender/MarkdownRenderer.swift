import CCmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns Markdown into HTML with libcmark.
///
/// Safe by default: raw HTML is replaced by an "omitted" comment, and a
/// link or an image whose URL has a scheme other than those a row's link
/// may use (`http:`, `https:`, `mailto:`, `tel:`; see
/// ``URLScheme/allowedInLinks``) gets an empty address, as libcmark's own
/// safe mode does for `javascript:`, `vbscript:`, `file:` and `data:`; an
/// image may also be a `data:` URL of a PNG, GIF, JPEG or WebP image, which
/// libcmark's safe mode allows. `allowsUnsafeHTML` passes everything
/// through. A link to one of the list's own ids (`#about`) is written as
/// ``anchors`` spells it, so that it reaches its item in a fragment too.
public struct MarkdownRenderer: Hashable, Sendable {
  /// Whether raw HTML and unsafe URLs are kept.
  public var allowsUnsafeHTML: Bool
  /// How links to the ids of the list are written.
  var anchors = ElementIDs.unprefixed

  /// Creates a renderer; by default it is safe.
  public init(allowsUnsafeHTML: Bool = false) {
    self.allowsUnsafeHTML = allowsUnsafeHTML
  }

  /// The HTML of `markdown`, as libcmark renders it.
  public func render(_ markdown: String) -> String {
    withHTML(of: markdown) { String(decoding: $0.bytes, as: UTF8.self) }
  }

  /// Calls `body` with the HTML of `markdown`, marked as safe to insert
  /// into a page unescaped; the HTML lives only while `body` runs, so it
  /// is copied once, into wherever `body` puts it.
  func withHTML<Result>(of markdown: String, _ body: (MarkdownHTML) -> Result) -> Result {
    let options = allowsUnsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    var markdown = markdown
    let document = markdown.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        cmark_parse_document(characters.baseAddress, characters.count, options)
      }
    }
    guard let document else { return body(MarkdownHTML(bytes: UnsafeBufferPointer(start: nil, count: 0))) }
    defer { cmark_node_free(document) }
    if !allowsUnsafeHTML || !anchors.prefix.isEmpty {
      rewriteAddresses(in: document)
    }
    guard let raw = cmark_render_html(document, options) else {
      return body(MarkdownHTML(bytes: UnsafeBufferPointer(start: nil, count: 0)))
    }
    defer { free(raw) }
    let bytes = UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self)
    return body(MarkdownHTML(bytes: UnsafeBufferPointer(start: bytes, count: strlen(raw))))
  }

  /// Empties the URL of every link and image below `document` that
  /// `URLSafety` does not allow (unless ``allowsUnsafeHTML``), and spells
  /// links to the list's own ids as ``anchors`` says.
  private func rewriteAddresses(in document: OpaquePointer) {
    guard let iterator = cmark_iter_new(document) else { return }
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else { continue }
      let address = String(cString: url)
      let isSafe =
        allowsUnsafeHTML || (type == CMARK_NODE_LINK ? URLSafety.isSafeLink(address) : URLSafety.isSafeImage(address))
      if !isSafe {
        cmark_node_set_url(node, "")
      } else if type == CMARK_NODE_LINK, anchors.link(address) != address {
        cmark_node_set_url(node, anchors.link(address))
      }
    }
  }
}

/// HTML that libcmark produced: the only markup a page inserts unescaped.
/// It can be made nowhere but by `MarkdownRenderer`, and lives only as long
/// as the closure it is handed to.
struct MarkdownHTML {
  /// The markup, in UTF-8.
  let bytes: UnsafeBufferPointer<UInt8>

  fileprivate init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }
}
