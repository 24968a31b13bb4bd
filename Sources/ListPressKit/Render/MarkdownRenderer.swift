import CCmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns Markdown into HTML with libcmark.
///
/// Safe by default: raw HTML is replaced by an "omitted" comment and links
/// or images with a `javascript:`, `vbscript:`, `file:` or non-image `data:`
/// URL get an empty address. `allowsUnsafeHTML` passes both through.
public struct MarkdownRenderer: Hashable, Sendable {
  /// Whether raw HTML and unsafe URLs are kept.
  public var allowsUnsafeHTML: Bool

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
    let raw = markdown.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        cmark_markdown_to_html(characters.baseAddress, characters.count, options)
      }
    }
    guard let raw else { return body(MarkdownHTML(bytes: UnsafeBufferPointer(start: nil, count: 0))) }
    defer { free(raw) }
    let bytes = UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self)
    return body(MarkdownHTML(bytes: UnsafeBufferPointer(start: bytes, count: strlen(raw))))
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
