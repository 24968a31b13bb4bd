/// A piece of an HTML document under construction: an element, escaped text,
/// or HTML that libcmark produced.
///
/// Element and attribute names are literals in our own code; everything that
/// can come from a definition (text, attribute values) is escaped when the
/// node is serialised. The only way to insert markup unescaped is a
/// `MarkdownHTML`, which only `MarkdownRenderer` makes.
struct HTMLNode: Sendable {
  fileprivate enum Content: Sendable {
    case element(name: StaticString, attributes: [HTMLAttribute], children: [HTMLNode])
    case void(name: StaticString, attributes: [HTMLAttribute])
    case text(String)
    case markdown(MarkdownHTML)
  }

  fileprivate let content: Content

  /// An element with children.
  static func element(
    _ name: StaticString,
    _ attributes: HTMLAttribute?...,
    @HTMLBuilder children: () -> [HTMLNode] = { [] }
  ) -> HTMLNode {
    HTMLNode(content: .element(name: name, attributes: attributes.compactMap { $0 }, children: children()))
  }

  /// An element that has no end tag (`img`, `meta`, `link`).
  static func void(_ name: StaticString, _ attributes: HTMLAttribute?...) -> HTMLNode {
    HTMLNode(content: .void(name: name, attributes: attributes.compactMap { $0 }))
  }

  /// Text, escaped when written.
  static func text(_ text: String) -> HTMLNode {
    HTMLNode(content: .text(text))
  }

  /// A line break between elements, to keep the output readable in diffs.
  static let newline = text("\n")

  /// Markup rendered by libcmark, written as it is.
  static func markdown(_ html: MarkdownHTML) -> HTMLNode {
    HTMLNode(content: .markdown(html))
  }

  /// Appends the node's HTML to `buffer`.
  func write(to buffer: inout [UInt8]) {
    switch content {
    case .element(let name, let attributes, let children):
      writeStartTag(name, attributes, to: &buffer)
      for child in children {
        child.write(to: &buffer)
      }
      buffer.append("</")
      buffer.append(name)
      buffer.append(">")
    case .void(let name, let attributes):
      writeStartTag(name, attributes, to: &buffer)
    case .text(let text):
      HTMLEscaping.append(escaping: text, to: &buffer)
    case .markdown(let html):
      buffer.append(contentsOf: html.string.utf8)
    }
  }

  private func writeStartTag(_ name: StaticString, _ attributes: [HTMLAttribute], to buffer: inout [UInt8]) {
    buffer.append("<")
    buffer.append(name)
    for attribute in attributes {
      buffer.append(" ")
      buffer.append(attribute.name)
      if let value = attribute.value {
        buffer.append("=\"")
        HTMLEscaping.append(escaping: value, to: &buffer)
        buffer.append("\"")
      }
    }
    buffer.append(">")
  }
}

/// One attribute of an element. Its value is escaped when written; a `nil`
/// value writes a boolean attribute (`open`, `hidden`).
struct HTMLAttribute: Sendable {
  let name: StaticString
  let value: String?

  /// An attribute with a value, or no attribute when `value` is `nil`.
  static func attribute(_ name: StaticString, _ value: String?) -> HTMLAttribute? {
    value.map { HTMLAttribute(name: name, value: $0) }
  }

  /// A boolean attribute, present only when `condition` holds.
  static func flag(_ name: StaticString, when condition: Bool) -> HTMLAttribute? {
    condition ? HTMLAttribute(name: name, value: nil) : nil
  }

  /// A `class` attribute listing the names that are not `nil`.
  static func classes(_ names: String?...) -> HTMLAttribute? {
    let present = names.compactMap { $0 }
    return present.isEmpty ? nil : HTMLAttribute(name: "class", value: present.joined(separator: " "))
  }

  /// A `style` attribute setting custom properties, or none when every value
  /// is `nil`. Properties are written in the order given.
  static func customProperties(_ properties: KeyValuePairs<String, String?>) -> HTMLAttribute? {
    let declarations = properties.compactMap { name, value in value.map { "\(name): \($0)" } }
    return declarations.isEmpty ? nil : HTMLAttribute(name: "style", value: declarations.joined(separator: "; "))
  }
}

/// Builds the children of an element with Swift's `if`, `for` and optionals.
@resultBuilder
enum HTMLBuilder {
  static func buildExpression(_ node: HTMLNode) -> [HTMLNode] { [node] }
  static func buildExpression(_ nodes: [HTMLNode]) -> [HTMLNode] { nodes }
  static func buildExpression(_ node: HTMLNode?) -> [HTMLNode] { node.map { [$0] } ?? [] }
  static func buildBlock(_ parts: [HTMLNode]...) -> [HTMLNode] { parts.flatMap { $0 } }
  static func buildOptional(_ part: [HTMLNode]?) -> [HTMLNode] { part ?? [] }
  static func buildEither(first part: [HTMLNode]) -> [HTMLNode] { part }
  static func buildEither(second part: [HTMLNode]) -> [HTMLNode] { part }
  static func buildArray(_ parts: [[HTMLNode]]) -> [HTMLNode] { parts.flatMap { $0 } }
}
