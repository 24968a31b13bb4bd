/// What a page rendered in safe mode must never contain, whatever the
/// definition said: checked by reading every tag of the output.
///
/// Page text is escaped and libcmark's safe mode drops raw HTML, so every
/// `<` in the output starts markup that ListPress or libcmark wrote. The
/// checks are that every tag parses (names, then attributes whose values are
/// double-quoted), that no element can run script or load a document, that
/// no attribute is an event handler, and that no address uses a scheme that
/// runs code (`javascript:`, `vbscript:`), reads local files (`file:`) or
/// smuggles content (`data:`, except the images libcmark allows).
enum HTMLInvariants {
  /// Elements that run script, embed a document or change how the page
  /// resolves addresses and submits data.
  private static let forbiddenElements: Set<String> = [
    "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "form", "foreignobject",
    "animate", "set", "handler", "listener",
  ]

  /// Attributes that run script or load content in place of the page's own.
  private static let forbiddenAttributes: Set<String> = ["formaction", "srcdoc", "http-equiv"]

  /// Attributes whose value is an address.
  private static let addressAttributes: Set<String> = [
    "href", "src", "xlink:href", "action", "poster", "cite", "background", "data", "srcset",
  ]

  /// A description of the first violation in `html`, or `nil`.
  static func firstViolation(in html: [UInt8]) -> String? {
    var scanner = Scanner(bytes: html)
    while scanner.skip(until: UInt8(ascii: "<")) {
      let start = scanner.index
      scanner.index += 1
      if scanner.take(UInt8(ascii: "!")) {
        guard scanner.skip(until: UInt8(ascii: ">")) else { return "unclosed declaration at byte \(start)" }
        continue
      }
      let isEndTag = scanner.take(UInt8(ascii: "/"))
      let name = scanner.name()
      guard !name.isEmpty else { return "a '<' that starts no tag at byte \(start)" }
      guard !forbiddenElements.contains(name) else { return "element <\(name)> at byte \(start)" }
      if isEndTag {
        guard scanner.take(UInt8(ascii: ">")) else { return "malformed end tag </\(name) at byte \(start)" }
        continue
      }
      if let violation = checkAttributes(of: name, at: start, in: &scanner) {
        return violation
      }
    }
    return nil
  }

  /// Reads the attributes of a start tag up to its `>` and checks them.
  private static func checkAttributes(of element: String, at start: Int, in scanner: inout Scanner) -> String? {
    while true {
      let hadSpace = scanner.skipSpaces()
      if scanner.take(UInt8(ascii: ">")) { return nil }
      if scanner.take(UInt8(ascii: "/")) {
        return scanner.take(UInt8(ascii: ">")) ? nil : "a '/' inside <\(element)> at byte \(start)"
      }
      let attribute = scanner.name()
      guard hadSpace, !attribute.isEmpty else { return "malformed attributes in <\(element)> at byte \(start)" }
      guard !attribute.hasPrefix("on"), !forbiddenAttributes.contains(attribute) else {
        return "attribute '\(attribute)' on <\(element)> at byte \(start)"
      }
      guard scanner.take(UInt8(ascii: "=")) else { continue }
      guard scanner.take(UInt8(ascii: "\"")), let raw = scanner.value() else {
        return "unquoted or unterminated '\(attribute)' on <\(element)> at byte \(start)"
      }
      guard let value = decodedReferences(raw) else {
        return "an '&' that is not an escape in '\(attribute)' on <\(element)> at byte \(start)"
      }
      if addressAttributes.contains(attribute), !isSafeAddress(value) {
        return "unsafe address '\(value)' in '\(attribute)' on <\(element)> at byte \(start)"
      }
    }
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

  /// Consumes spaces and line breaks; whether there were any.
  mutating func skipSpaces() -> Bool {
    let start = index
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[index]) { index += 1 }
    return index > start
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
