/// What a page rendered in safe mode must never contain, whatever the
/// definition said: checked by reading every tag of the output.
///
/// Page text is escaped and libcmark's safe mode drops raw HTML, so every
/// `<` in the output starts markup that ListPress or libcmark wrote. The
/// document must have the page's shape: `<!doctype html>`, `<html>`, a
/// `<head>`, then a `<body>`, and nothing after `</html>`.
///
/// User content only ever lands in `<body>` (and in the text of `<title>`),
/// so the body is held to the strict rules: every tag parses (names, then
/// attributes whose values are double-quoted), no element can run script,
/// load a document, change how the page resolves addresses or add styles or
/// metadata, no attribute is an event handler or `http-equiv`, and no
/// address uses a scheme that runs code (`javascript:`, `vbscript:`), reads
/// local files (`file:`) or smuggles content (`data:`, except the images
/// libcmark allows).
///
/// The head may hold the page's own elements and nothing else, each in
/// exactly the shape the templates write: `<meta charset>`, `<meta name>`
/// for the viewport, colour scheme and generator, at most one
/// `<meta http-equiv="Content-Security-Policy">`, one `<title>` with text
/// only, the stylesheet's `<link>` and the script's
/// `<script src="…" defer></script>`, each at the address the page expects.
enum HTMLInvariants {
  /// The addresses of the page's own files, as its head must link them.
  struct OwnFiles {
    /// The `href` of the stylesheet's `<link>`.
    var stylesheet: String
    /// The `src` of the one `<script>` in the head.
    var script: String
  }

  /// Elements that run script, embed a document, change how the page
  /// resolves addresses and submits data, or belong to the document's frame
  /// and head (styles, metadata), none of which user content may add.
  private static let forbiddenBodyElements: Set<String> = [
    "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "form", "foreignobject",
    "animate", "set", "handler", "listener", "html", "head", "body", "meta", "link", "style",
  ]

  /// Attributes that run script or load content in place of the page's own.
  private static let forbiddenAttributes: Set<String> = ["formaction", "srcdoc", "http-equiv"]

  /// Attributes whose value is an address.
  private static let addressAttributes: Set<String> = [
    "href", "src", "xlink:href", "action", "poster", "cite", "background", "data", "srcset",
  ]

  /// The `name`s of the head's `<meta name content>` elements.
  private static let metaNames: Set<String> = ["viewport", "color-scheme", "generator"]

  /// The attributes `<html>` may carry.
  private static let rootAttributes: Set<String> = ["lang", "class", "style"]

  /// Where in the document a tag is.
  private enum Part {
    case prologue, head, betweenHeadAndBody, body, afterBody, end
  }

  /// A description of the first violation in `html`, a whole page whose
  /// head links `ownFiles`, or `nil`.
  static func firstViolation(in html: [UInt8], ownFiles: OwnFiles) -> String? {
    var scanner = Scanner(bytes: html)
    var part = Part.prologue
    var head = HeadCount()
    var sawRoot = false
    while scanner.skip(until: UInt8(ascii: "<")) {
      let start = scanner.index
      scanner.index += 1
      if scanner.take(UInt8(ascii: "!")) {
        if let violation = checkDeclaration(at: start, in: &scanner, part: part) { return violation }
        continue
      }
      let tag: Tag
      switch scanner.tag(at: start) {
      case .success(let read): tag = read
      case .failure(let violation): return violation.description
      }
      if let violation = checkGeneralRules(tag) { return violation }
      switch part {
      case .prologue:
        if tag.is("html", end: false), !sawRoot {
          sawRoot = true
          guard tag.attributes.allSatisfy({ rootAttributes.contains($0.name) }) else { return "\(tag) at byte \(start)" }
        } else if sawRoot, tag.is("head", end: false), tag.attributes.isEmpty {
          part = .head
        } else {
          return "\(tag) before <head> at byte \(start)"
        }
      case .head:
        if tag.is("head", end: true) {
          guard head.titles == 1, head.scripts == 1, head.stylesheets == 1 else {
            return "a head without exactly one <title>, stylesheet and script: \(head)"
          }
          part = .betweenHeadAndBody
        } else if let violation = checkHeadElement(tag, at: start, in: &scanner, ownFiles: ownFiles, count: &head) {
          return violation
        }
      case .betweenHeadAndBody:
        guard tag.is("body", end: false), tag.attributes.isEmpty else { return "\(tag) after </head> at byte \(start)" }
        part = .body
      case .body:
        if tag.is("body", end: true) {
          part = .afterBody
        } else if forbiddenBodyElements.contains(tag.name) {
          return "element <\(tag.name)> in the body at byte \(start)"
        }
      case .afterBody:
        guard tag.is("html", end: true) else { return "\(tag) after </body> at byte \(start)" }
        part = .end
      case .end:
        return "\(tag) after </html> at byte \(start)"
      }
    }
    return part == .end ? nil : "the document ends before </html>"
  }

  /// How many of each of its own elements the head has.
  private struct HeadCount: CustomStringConvertible {
    var titles = 0, scripts = 0, stylesheets = 0, securityPolicies = 0, charsets = 0
    var metaNames: Set<String> = []

    var description: String {
      "\(titles) title, \(stylesheets) stylesheet, \(scripts) script"
    }
  }

  /// Checks one tag inside `<head>` against the page's own elements.
  private static func checkHeadElement(
    _ tag: Tag, at start: Int, in scanner: inout Scanner, ownFiles: OwnFiles, count: inout HeadCount
  ) -> String? {
    let violation = "\(tag) in the head at byte \(start)"
    switch (tag.name, tag.isEnd) {
    case ("meta", false):
      switch tag.attributeNames {
      case ["charset"]:
        count.charsets += 1
        return tag["charset"]?.lowercased() == "utf-8" && count.charsets == 1 ? nil : violation
      case ["name", "content"]:
        guard let name = tag["name"]?.lowercased(), metaNames.contains(name), count.metaNames.insert(name).inserted
        else { return violation }
        return nil
      case ["http-equiv", "content"]:
        count.securityPolicies += 1
        return tag["http-equiv"]?.lowercased() == "content-security-policy" && count.securityPolicies == 1
          ? nil : violation
      default:
        return violation
      }
    case ("title", false):
      count.titles += 1
      guard tag.attributes.isEmpty, count.titles == 1 else { return violation }
      // Its text holds no tag: the next '<' closes it.
      guard scanner.skip(until: UInt8(ascii: "<")), scanner.take(Array("</title>".utf8)) else {
        return "markup inside <title> at byte \(scanner.index)"
      }
      return nil
    case ("link", false):
      count.stylesheets += 1
      guard tag.attributeNames == ["rel", "href"], tag["rel"] == "stylesheet", tag["href"] == ownFiles.stylesheet,
        count.stylesheets == 1
      else { return violation }
      return nil
    case ("script", false):
      count.scripts += 1
      guard tag.attributeNames == ["src", "defer"], tag["src"] == ownFiles.script, tag.attributes[1].value == nil,
        count.scripts == 1, scanner.take(Array("</script>".utf8))
      else { return violation + " (the page's own script is <script src=\"\(ownFiles.script)\" defer></script>)" }
      return nil
    default:
      return violation
    }
  }

  /// Checks a `<!…` at `start`: the doctype, first; a comment, in the body,
  /// that ends where a browser ends it (at its first `-->`, with no `<` or
  /// `>` before); nothing else.
  private static func checkDeclaration(at start: Int, in scanner: inout Scanner, part: Part) -> String? {
    if part == .prologue, start == 0 || scanner.bytes[..<start].allSatisfy(Scanner.isSpace) {
      return scanner.take(caseInsensitive: Array("doctype html>".utf8)) ? nil : "a declaration that is not <!doctype html>"
    }
    guard part == .body, scanner.take(Array("--".utf8)) else { return "a declaration at byte \(start)" }
    while scanner.index < scanner.bytes.count {
      if scanner.take(Array("-->".utf8)) { return nil }
      let byte = scanner.bytes[scanner.index]
      guard byte != UInt8(ascii: "<"), byte != UInt8(ascii: ">"), !scanner.hasPrefix(Array("--!".utf8)) else {
        return "a comment holding markup at byte \(start)"
      }
      scanner.index += 1
    }
    return "an unclosed comment at byte \(start)"
  }

  /// The rules for every attribute, in the head and the body: no event
  /// handler, nothing that loads content in place of the page's own (the
  /// head's one `http-equiv` is checked there), safe addresses, and styles
  /// that load nothing.
  private static func checkGeneralRules(_ tag: Tag) -> String? {
    for (attribute, value) in tag.attributes {
      let isSecurityPolicy = tag.name == "meta" && attribute == "http-equiv"
      guard !attribute.hasPrefix("on"), isSecurityPolicy || !forbiddenAttributes.contains(attribute) else {
        return "attribute '\(attribute)' on \(tag)"
      }
      guard let value else { continue }
      if addressAttributes.contains(attribute), !isSafeAddress(value) {
        return "unsafe address '\(value)' in '\(attribute)' on \(tag)"
      }
      if attribute == "style", !isInertStyle(value) {
        return "a style that loads or escapes '\(value)' on \(tag)"
      }
    }
    return nil
  }

  /// Whether a `style` attribute's declarations can load nothing and hide
  /// nothing: no `url(`, `image(`, `image-set(`, `expression(`, `@import`,
  /// comment or CSS escape.
  static func isInertStyle(_ style: String) -> Bool {
    let lowercased = style.lowercased()
    return !["url(", "image(", "image-set(", "expression(", "@import", "/*", "\\"].contains { lowercased.contains($0) }
  }

  /// Whether a browser would neither run nor inline `address`: its scheme,
  /// read as a browser reads it (leading spaces and controls skipped, tabs
  /// and line breaks ignored), is not one that runs code or reads files, and
  /// a `data:` address is one of the images libcmark allows.
  static func isSafeAddress(_ address: String) -> Bool {
    let significant = String(
      String.UnicodeScalarView(
        address.unicodeScalars.drop { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    ).lowercased()
    for scheme in ["javascript:", "vbscript:", "file:"] where significant.hasPrefix(scheme) {
      return false
    }
    guard significant.hasPrefix("data:") else { return true }
    return ["png", "gif", "jpeg", "webp"].contains { significant.hasPrefix("data:image/\($0)") }
  }

  /// `raw` with the references ListPress and libcmark write (`&amp;`,
  /// `&lt;`, `&gt;`, `&quot;`, `&#39;` and numeric ones) replaced by their
  /// characters; `nil` when an `&` starts anything else, which a browser
  /// might read as a named reference.
  static func decodedReferences(_ raw: String) -> String? {
    var result = ""
    var rest = raw[...]
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[rest.index(after: ampersand)...]
      guard let semicolon = rest.firstIndex(of: ";") else { return nil }
      let reference = rest[..<semicolon]
      rest = rest[rest.index(after: semicolon)...]
      switch reference {
      case "amp": result += "&"
      case "lt": result += "<"
      case "gt": result += ">"
      case "quot": result += "\""
      default:
        guard reference.hasPrefix("#"), let scalar = numericScalar(reference.dropFirst()) else { return nil }
        result.unicodeScalars.append(scalar)
      }
    }
    return result + rest
  }

  /// The scalar of the digits of a numeric reference (`39`, `x27`).
  private static func numericScalar(_ digits: Substring) -> Unicode.Scalar? {
    let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
    return value.flatMap(Unicode.Scalar.init)
  }
}

/// A start or end tag as read: its lowercased name and its attributes,
/// with values decoded (`nil` for an attribute without one).
private struct Tag: CustomStringConvertible {
  var name: String
  var isEnd: Bool
  var attributes: [(name: String, value: String?)]

  var attributeNames: [String] { attributes.map(\.name) }

  /// The value of the first attribute called `name`.
  subscript(name: String) -> String? {
    attributes.first { $0.name == name }?.value ?? nil
  }

  func `is`(_ name: String, end: Bool) -> Bool { self.name == name && isEnd == end }

  var description: String {
    isEnd ? "</\(name)>" : "<\(([name] + attributeNames).joined(separator: " "))>"
  }
}

/// Why the bytes at a `<` are not a well-formed tag.
private struct MalformedTag: Error, CustomStringConvertible {
  var description: String
}

/// A cursor over the bytes of a document.
private struct Scanner {
  let bytes: [UInt8]
  var index = 0

  /// Moves to the next `byte`; false, at the end, when there is none.
  mutating func skip(until byte: UInt8) -> Bool {
    while index < bytes.count, bytes[index] != byte { index += 1 }
    return index < bytes.count
  }

  /// Consumes `byte` if it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Whether `expected` comes next.
  func hasPrefix(_ expected: [UInt8]) -> Bool {
    bytes.count - index >= expected.count && bytes[index..<index + expected.count].elementsEqual(expected)
  }

  /// Consumes `expected` if it comes next.
  mutating func take(_ expected: [UInt8]) -> Bool {
    guard hasPrefix(expected) else { return false }
    index += expected.count
    return true
  }

  /// Consumes `expected` (lowercase ASCII) if it comes next in any case.
  mutating func take(caseInsensitive expected: [UInt8]) -> Bool {
    guard bytes.count - index >= expected.count,
      zip(bytes[index..<index + expected.count], expected).allSatisfy({ $0 | 0x20 == $1 || $0 == $1 })
    else { return false }
    index += expected.count
    return true
  }

  static func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(byte) }

  /// Consumes spaces and line breaks; whether there were any.
  mutating func skipSpaces() -> Bool {
    let start = index
    while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    return index > start
  }

  /// Reads the tag whose `<` is at `start` (the scanner is just past it) up
  /// to its `>`: a name, then, in a start tag, attributes separated by
  /// spaces, each with a double-quoted value or none, and perhaps a `/`.
  mutating func tag(at start: Int) -> Result<Tag, MalformedTag> {
    let isEnd = take(UInt8(ascii: "/"))
    let name = name()
    guard !name.isEmpty else { return .failure(MalformedTag(description: "a '<' that starts no tag at byte \(start)")) }
    var tag = Tag(name: name, isEnd: isEnd, attributes: [])
    if isEnd {
      return take(UInt8(ascii: ">"))
        ? .success(tag) : .failure(MalformedTag(description: "malformed end tag </\(name) at byte \(start)"))
    }
    while true {
      let hadSpace = skipSpaces()
      if take(UInt8(ascii: ">")) { return .success(tag) }
      if take(UInt8(ascii: "/")) {
        return take(UInt8(ascii: ">"))
          ? .success(tag) : .failure(MalformedTag(description: "a '/' inside <\(name)> at byte \(start)"))
      }
      let attribute = self.name()
      guard hadSpace, !attribute.isEmpty else {
        return .failure(MalformedTag(description: "malformed attributes in <\(name)> at byte \(start)"))
      }
      guard take(UInt8(ascii: "=")) else {
        tag.attributes.append((attribute, nil))
        continue
      }
      guard take(UInt8(ascii: "\"")), let raw = value() else {
        return .failure(MalformedTag(description: "unquoted or unterminated '\(attribute)' on <\(name)> at byte \(start)"))
      }
      guard let value = HTMLInvariants.decodedReferences(raw) else {
        return .failure(
          MalformedTag(description: "an '&' that is not an escape in '\(attribute)' on <\(name)> at byte \(start)"))
      }
      tag.attributes.append((attribute, value))
    }
  }

  /// Consumes a tag or attribute name (letters, digits, `-`, `:`, `_`),
  /// lowercased; empty when none starts here.
  mutating func name() -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
  }

  /// Consumes an attribute value up to its closing `"`; `nil` when it is
  /// not closed, or holds a `<`, which escaped text never does.
  mutating func value() -> String? {
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      guard bytes[index] != UInt8(ascii: "<") else { return nil }
      index += 1
    }
    guard index < bytes.count else { return nil }
    index += 1
    return String(decoding: bytes[start..<index - 1], as: UTF8.self)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
