/// Writes an HTML document into one byte buffer as the renderers walk the
/// page, with no tree of nodes in between.
///
/// Element and attribute names are literals in our own code; everything
/// that can come from a definition (text, attribute values, class names
/// made from values) is escaped on the way in. The only way to write markup
/// unescaped is a `MarkdownHTML`, which only `MarkdownRenderer` makes.
///
/// Elements nest through closures, so the code that draws a list has the
/// shape of the HTML it writes:
///
/// ```swift
/// html.element("li", { $0.class("lp-item"); $0.attribute("id", item.id) }) { html in
///   html.text(item.text)
/// }
/// ```
struct HTMLWriter {
  /// The document so far, in UTF-8.
  private let bytes: ByteBuffer

  /// A writer with room for `capacity` bytes before it grows: by default
  /// enough for a list of a hundred items with descriptions, so that most
  /// pages are written without copying the buffer to a larger one.
  init(capacity: Int = 64 * 1024) {
    bytes = ByteBuffer(capacity: capacity)
  }

  /// The document so far, as a string.
  var string: String {
    bytes.string
  }

  /// The document so far, leaving the writer empty, so that a long one
  /// can be handed on in pieces as it is written.
  mutating func take() -> [UInt8] {
    bytes.take()
  }

  /// An element with its attributes, written by `attributes`, and its
  /// content, written by `content`, then its end tag. When `content`
  /// throws, the element is left open.
  mutating func element<Failure: Error>(
    _ name: StaticString,
    _ attributes: (inout HTMLStartTag) -> Void,
    content: (inout HTMLWriter) throws(Failure) -> Void
  ) throws(Failure) {
    startTag(name, attributes)
    try content(&self)
    endTag(name)
  }

  /// An element without attributes, with the content `content` writes.
  mutating func element(_ name: StaticString, content: (inout HTMLWriter) -> Void) {
    element(name, { _ in }, content: content)
  }

  /// An element with attributes and nothing inside (`span` of a symbol,
  /// a `button` that the stylesheet draws).
  mutating func emptyElement(_ name: StaticString, _ attributes: (inout HTMLStartTag) -> Void) {
    startTag(name, attributes)
    endTag(name)
  }

  /// An element that has no end tag (`img`, `meta`, `link`).
  mutating func void(_ name: StaticString, _ attributes: (inout HTMLStartTag) -> Void) {
    startTag(name, attributes)
  }

  /// Text, escaped.
  mutating func text(_ text: String) {
    HTMLEscaping.append(escaping: text, to: bytes)
  }

  /// A line break between elements, to keep the output readable in diffs.
  mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Markup rendered by libcmark, written as it is.
  mutating func markdown(_ html: MarkdownHTML) {
    bytes.append(html.bytes)
  }

  /// The HTML of `markdown`, rendered by `renderer`.
  mutating func markdown(_ markdown: String, renderedBy renderer: MarkdownRenderer) {
    renderer.withHTML(of: markdown) { self.markdown($0) }
  }

  private mutating func endTag(_ name: StaticString) {
    bytes.append("</")
    bytes.append(name)
    bytes.append(">")
  }

  private mutating func startTag(_ name: StaticString, _ attributes: (inout HTMLStartTag) -> Void) {
    bytes.append("<")
    bytes.append(name)
    // The tag writes its attributes into the same buffer.
    var tag = HTMLStartTag(bytes: bytes)
    attributes(&tag)
    tag.finish()
    bytes.append(">")
  }
}

/// The attributes of a start tag while it is written. Class names come
/// first (they are written as one `class` attribute, and so are custom
/// properties as one `style`), then any other attribute; a value is
/// escaped, and a `nil` value writes no attribute.
struct HTMLStartTag {
  fileprivate let bytes: ByteBuffer
  /// The attribute still open for more values: `class` or `style`.
  private var open: OpenList = .none
  /// Whether the `class` attribute has been written.
  private var wroteClasses = false

  private enum OpenList {
    case none, classes, customProperties
  }

  fileprivate init(bytes: ByteBuffer) {
    self.bytes = bytes
  }

  /// Adds a class name made of a literal prefix and a value
  /// (`cell-` and `subtitleCell`).
  mutating func `class`(_ prefix: StaticString, _ value: String) {
    beginClass()
    bytes.append(prefix)
    HTMLEscaping.append(escaping: value, to: bytes)
  }

  /// Adds a class name of our own when `condition` holds.
  mutating func `class`(_ name: StaticString, when condition: Bool = true) {
    guard condition else { return }
    beginClass()
    bytes.append(name)
  }

  /// Starts the next class name: opens the `class` attribute, or separates
  /// the name from the one before.
  private mutating func beginClass() {
    if open == .classes {
      bytes.append(UInt8(ascii: " "))
      return
    }
    assert(!wroteClasses, "class names come before every other attribute")
    finish()
    bytes.append(" class=\"")
    open = .classes
    wroteClasses = true
  }

  /// Sets a custom property in the `style` attribute (`--columns: 3`),
  /// unless `value` is `nil`.
  mutating func customProperty(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    if open == .customProperties {
      bytes.append("; ")
    } else {
      finish()
      bytes.append(" style=\"")
      open = .customProperties
    }
    bytes.append(name)
    bytes.append(": ")
    HTMLEscaping.append(escaping: value, to: bytes)
  }

  /// Sets each custom property of `declarations` whose value is not `nil`.
  mutating func customProperties(_ declarations: [(StaticString, String?)]) {
    for (name, value) in declarations {
      customProperty(name, value)
    }
  }

  /// An attribute with a value, or none when `value` is `nil`.
  mutating func attribute(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    finish()
    bytes.append(" ")
    bytes.append(name)
    bytes.append("=\"")
    HTMLEscaping.append(escaping: value, to: bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// An attribute whose value is a literal of our own.
  mutating func attribute(_ name: StaticString, literal value: StaticString) {
    finish()
    bytes.append(" ")
    bytes.append(name)
    bytes.append("=\"")
    bytes.append(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A boolean attribute (`open`, `hidden`), present only when
  /// `condition` holds.
  mutating func flag(_ name: StaticString, when condition: Bool) {
    guard condition else { return }
    finish()
    bytes.append(" ")
    bytes.append(name)
  }

  /// Closes the `class` or `style` attribute if one is open.
  fileprivate mutating func finish() {
    guard open != .none else { return }
    bytes.append(UInt8(ascii: "\""))
    open = .none
  }
}
