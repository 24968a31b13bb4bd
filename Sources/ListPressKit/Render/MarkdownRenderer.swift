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
    html(markdown).string
  }

  /// The HTML of `markdown`, marked as safe to insert into a page unescaped.
  func html(_ markdown: String) -> MarkdownHTML {
    let options = allowsUnsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    var markdown = markdown
    let string = markdown.withUTF8 { bytes -> String in
      let raw = bytes.withMemoryRebound(to: CChar.self) { characters in
        cmark_markdown_to_html(characters.baseAddress, characters.count, options)
      }
      guard let raw else { return "" }
      defer { free(raw) }
      return String(cString: raw)
    }
    return MarkdownHTML(string: string)
  }
}

/// HTML that libcmark produced: the only markup a page inserts unescaped.
/// It can be made nowhere but by `MarkdownRenderer`.
struct MarkdownHTML: Hashable, Sendable {
  /// The markup.
  let string: String

  fileprivate init(string: String) {
    self.string = string
  }
}
