import ListPressSupport

/// A stylesheet rewritten so that its rules apply only inside one element:
/// the container of a fragment, which stands for both `html` and `body`,
/// and so that the host page's rules cannot reach inside it.
///
/// Every selector is tied to the container `C`
/// (`[data-listpress-fragment="lp-…"]:not(#\#):not(#\#)`):
/// - `:root`, `html` and `body` become `C` (`:root.color-scheme-dark` →
///   `C.color-scheme-dark`; `.appearance-sidebar body` →
///   `.appearance-sidebarC`), since the page's classes and custom
///   properties sit on the container;
/// - any other selector has its first compound restricted to the container
///   and its descendants: `.lp-row` → `.lp-row:is(C, C *)`,
///   `.appearance-plain .lp-section` → `.appearance-plain:is(C, C *) .lp-section`,
///   `*::before` → `*:is(C, C *)::before`.
///
/// The two `:not(#\#)` match every element (no element has the id `#`)
/// but weigh as two id selectors, so every rewritten rule outweighs every
/// rule of a host page with at most one id in its selector; every rule
/// gains the same weight, so the stylesheet's own cascade is unchanged.
/// ``isolation`` then undoes, inside the container, whatever such host
/// rules set (see docs/templates.md, "Fragments").
///
/// Rules inside `@media`, `@supports`, `@container` and `@layer` blocks are
/// rewritten the same way; other at-rules (`@font-face`, `@keyframes`) are
/// kept as they are. Comments are left out: a fragment is pasted, not read.
/// Works in every browser, unlike CSS `@scope`, and never matches an
/// element of the host page.
struct ScopedStylesheet: Hashable, Sendable {
  /// The value of the container's `data-listpress-fragment` attribute.
  let identifier: String
  /// The rewritten stylesheet.
  let css: String

  /// The rules that cut the container off from its host page, to come
  /// before ``css``: the container starts from every property's initial
  /// value, as `html` does in a page of its own, rather than inheriting the
  /// host page's text alignment, weight or spacing; it is a block that
  /// starts a block formatting context, as the root of a page does, so the
  /// margin of the list's first section stays inside it. Every element and
  /// drawing inside it goes back to the browser's own styles (`all:
  /// revert`), which is where the list's stylesheet starts from on a page
  /// of its own, undoing the host page's `section`, `h2` or `img` rules
  /// that weigh less than ``css``'s.
  var isolation: String {
    let container = Self.container(identifier)
    return """
      \(container) { all: initial; display: flow-root; }
      \(container) *, \(container) *::before, \(container) *::after { all: revert; }

      """
  }

  /// The rule that makes a list whose page says `colorScheme: auto` take
  /// the host page's colour scheme (its `color-scheme`, or the
  /// `<meta name="color-scheme">` of its head) rather than the reader's:
  /// on a light-only host page it stays light. To come after ``css``.
  var hostColorScheme: String {
    Self.container(identifier) + ".color-scheme-auto { color-scheme: inherit; }\n"
  }

  /// The stylesheet hash a container name starts from (`lp-3f9a2c1d`), so
  /// that a changed stylesheet never meets a page scoped from another one.
  static func identifier(of stylesheet: String) -> String {
    "lp-" + ContentHash(ofText: stylesheet).shortHex
  }

  /// The selector of the container named `identifier`.
  private static func container(_ identifier: String) -> String {
    "[data-listpress-fragment=\"\(identifier)\"]:not(#\\#):not(#\\#)"
  }

  /// Scopes `stylesheet` to the container named `identifier`, by default
  /// one named after the stylesheet's own hash.
  init(_ stylesheet: String, identifier: String? = nil) {
    let identifier = identifier ?? Self.identifier(of: stylesheet)
    self.identifier = identifier
    var scoper = Scoper(source: Array(stylesheet.utf8), scope: Self.container(identifier))
    scoper.rewriteRules(insideBlock: false)
    css = String(decoding: scoper.output, as: UTF8.self)
  }

  private init(identifier: String, css: String) {
    self.identifier = identifier
    self.css = css
  }

  /// The same stylesheet scoped to the container named `identifier`
  /// instead: the container's selector replaced wherever it stands, which
  /// costs far less than scoping the stylesheet again.
  func renamed(to identifier: String) -> ScopedStylesheet {
    ScopedStylesheet(
      identifier: identifier, css: css.replacing(Self.container(self.identifier), with: Self.container(identifier)))
  }
}

/// Walks a stylesheet once, copying it and rewriting the selectors of its
/// style rules. Every character that matters is ASCII, so bytes are enough:
/// UTF-8 never puts an ASCII byte inside a multi-byte character.
private struct Scoper {
  package let source: [UInt8]
  let scope: String
  var index = 0
  var output: [UInt8] = []

  /// The at-rules whose blocks hold style rules.
  private static let groupingRules: Set<String> = ["media", "supports", "container", "layer", "document"]

  init(source: [UInt8], scope: String) {
    self.source = source
    self.scope = scope
    output.reserveCapacity(source.count * 2)
  }

  /// Rewrites rules until the end, or until the `}` that closes the block
  /// the rules are in (left for the caller).
  mutating func rewriteRules(insideBlock: Bool) {
    while index < source.count {
      switch source[index] {
      case UInt8(ascii: "}") where insideBlock:
        return
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "}"), UInt8(ascii: ";"):
        output.append(source[index])
        index += 1
      case UInt8(ascii: "/") where startsComment(at: index):
        index = commentEnd(from: index)
      case UInt8(ascii: "@"):
        atRule()
      default:
        styleRule()
      }
    }
  }

  private mutating func atRule() {
    let start = index
    let end = preludeEnd(from: index)
    let prelude = source[start..<end]
    let name = String(decoding: prelude.dropFirst().prefix { isNameByte($0) }, as: UTF8.self).lowercased()
    guard end < source.count, source[end] == UInt8(ascii: "{") else {
      let statementEnd = min(end + 1, source.count)
      output += source[start..<statementEnd]
      index = statementEnd
      return
    }
    if Self.groupingRules.contains(name) {
      output += prelude
      output.append(UInt8(ascii: "{"))
      index = end + 1
      rewriteRules(insideBlock: true)
      if index < source.count {
        output.append(UInt8(ascii: "}"))
        index += 1
      }
    } else {
      output += prelude
      index = end
      copyBlock()
    }
  }

  private mutating func styleRule() {
    let start = index
    let end = preludeEnd(from: index)
    guard end < source.count, source[end] == UInt8(ascii: "{") else {
      let statementEnd = min(end + 1, source.count)
      output += source[start..<statementEnd]
      index = statementEnd
      return
    }
    let prelude = String(decoding: source[start..<end], as: UTF8.self)
    output += Array(SelectorScope.scoped(prelude, to: scope).utf8)
    output.append(UInt8(ascii: " "))
    index = end
    copyBlock()
  }

  /// Copies the block that starts at `index` (a `{`) up to its closing
  /// `}`, without its comments.
  private mutating func copyBlock() {
    var depth = 0
    while index < source.count {
      let byte = source[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        let end = stringEnd(from: index)
        output += source[index..<end]
        index = end
        continue
      }
      if byte == UInt8(ascii: "/"), startsComment(at: index) {
        index = commentEnd(from: index)
        continue
      }
      output.append(byte)
      index += 1
      if byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { break }
      }
    }
  }

  /// The index of the `{` or `;` that ends the prelude starting at `start`,
  /// outside strings, comments, brackets and parentheses; or the end.
  private func preludeEnd(from start: Int) -> Int {
    var position = start
    var depth = 0
    while position < source.count {
      let byte = source[position]
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        position = stringEnd(from: position)
        continue
      case UInt8(ascii: "/") where startsComment(at: position):
        position = commentEnd(from: position)
        continue
      case UInt8(ascii: "("), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: "{"), UInt8(ascii: ";"):
        if depth <= 0 { return position }
      default:
        break
      }
      position += 1
    }
    return position
  }

  private func startsComment(at position: Int) -> Bool {
    position + 1 < source.count && source[position + 1] == UInt8(ascii: "*")
  }

  private func commentEnd(from start: Int) -> Int {
    var position = start + 2
    while position + 1 < source.count {
      if source[position] == UInt8(ascii: "*"), source[position + 1] == UInt8(ascii: "/") { return position + 2 }
      position += 1
    }
    return source.count
  }

  private func stringEnd(from start: Int) -> Int {
    let quote = source[start]
    var position = start + 1
    while position < source.count {
      if source[position] == UInt8(ascii: "\\") {
        position += 2
        continue
      }
      if source[position] == quote { return position + 1 }
      position += 1
    }
    return source.count
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "-")
  }
}
