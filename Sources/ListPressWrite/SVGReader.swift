/// Reads an SVG file as XML, strictly, for ``SVGDocument``: throws at the
/// first thing that could run script, and at anything it does not read as
/// well-formed XML, rather than guess what a browser would make of it.
///
/// It reads bytes: in UTF-8 and the single-byte encodings it accepts, every
/// byte below 0x80 is the ASCII character it looks like, and markup is
/// made only of those.
struct SVGReader {
  /// Why a file is refused, and the offset of the byte that showed it.
  struct Refusal: Error {
    var reason: String
    var offset: Int
  }

  private let bytes: [UInt8]
  private var index = 0
  /// Open elements, innermost last, with the namespace bindings each made:
  /// prefix (`""` for the default namespace) to namespace name.
  private var open: [(name: ArraySlice<UInt8>, bindings: [String: String])] = []
  /// Every character of text in the document, in order (see ``ScriptSchemeDetector``).
  private var text = ScriptSchemeDetector()

  private static let svgNamespace = "http://www.w3.org/2000/svg"
  private static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"

  /// The elements of the SVG namespace that draw, paint, filter, animate,
  /// link, describe or structure, and run nothing.
  private static let harmlessElements: Set<String> = [
    "a", "altGlyph", "altGlyphDef", "altGlyphItem", "animate", "animateColor", "animateMotion", "animateTransform",
    "circle", "clipPath", "color-profile", "cursor", "defs", "desc", "ellipse", "feBlend", "feColorMatrix",
    "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap",
    "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur",
    "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting",
    "feSpotLight", "feTile", "feTurbulence", "filter", "flowDiv", "flowPara", "flowRegion", "flowRoot", "flowSpan",
    "font", "font-face", "font-face-format", "font-face-name", "font-face-src", "font-face-uri", "g", "glyph",
    "glyphRef", "hkern", "image", "line", "linearGradient", "marker", "mask", "metadata", "missing-glyph", "mpath",
    "path", "pattern", "polygon", "polyline", "radialGradient", "rect", "set", "stop", "style", "svg", "switch",
    "symbol", "text", "textPath", "title", "tref", "tspan", "use", "view", "vkern",
  ]

  /// Names that run script or hold another document in any namespace.
  private static let scriptingElements: Set<String> = ["script", "handler", "foreignobject"]

  /// The `data:` media types an `href` or `src` may name: raster images,
  /// which cannot hold script.
  private static let harmlessDataPrefixes = ["data:image/png", "data:image/jpeg", "data:image/gif", "data:image/webp", "data:image/avif"]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The line (from 1) of the byte at `offset`.
  func line(at offset: Int) -> Int {
    1 + bytes[..<min(offset, bytes.count)].count { $0 == UInt8(ascii: "\n") }
  }

  /// Reads the whole document, throwing at the first refusal.
  mutating func readDocument() throws(Refusal) {
    if let control = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
      throw Refusal(reason: "it contains a control character", offset: control)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    var isSingleByte = false
    if has("<?xml"), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) {
      isSingleByte = try readDeclaration()
    }
    if !isSingleByte, let invalid = Self.firstInvalidUTF8(in: bytes) {
      throw Refusal(reason: "it is not valid UTF-8", offset: invalid)
    }
    try readMisc(allowingDocumentType: true)
    guard has("<"), index + 1 < bytes.count, Self.isNameStartByte(bytes[index + 1]) else {
      throw refusal("it has no root element where one should start")
    }
    let root = try readStartTag()
    guard localName(of: root.name) == "svg" else { throw refusal("its root element is not 'svg'") }
    if root.isEmpty { open.removeLast() }
    while !open.isEmpty {
      try readContent()
    }
    try readMisc(allowingDocumentType: false)
    guard index == bytes.count else { throw refusal("it has content after its root element") }
  }

  // MARK: Prolog

  /// Reads the XML declaration; returns whether it names a single-byte
  /// encoding (ISO-8859-1, windows-1252), in which any byte is a character.
  private mutating func readDeclaration() throws(Refusal) -> Bool {
    let start = index
    guard let end = Self.firstIndex(of: Array("?>".utf8), in: bytes, from: index) else {
      throw refusal("its XML declaration does not end")
    }
    let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
    index = end + 2
    guard let encodingRange = declaration.firstRange(of: "encoding") else { return false }
    let rest = declaration[encodingRange.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else {
      throw Refusal(reason: "its XML declaration is not well-formed", offset: start)
    }
    let name = rest.dropFirst().prefix { $0 != quote }.lowercased()
    guard ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin1", "windows-1252"].contains(name) else {
      throw Refusal(reason: "its encoding '\(name)' is not UTF-8, ASCII, ISO-8859-1 or windows-1252", offset: start)
    }
    return ["iso-8859-1", "latin1", "windows-1252"].contains(name)
  }

  /// The offset of the first byte of `bytes` that is not part of valid
  /// UTF-8, if any.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Spaces, comments and (before the root) one document type.
  private mutating func readMisc(allowingDocumentType: Bool) throws(Refusal) {
    var documentTypeAllowed = allowingDocumentType
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if has("<!--") {
        try readComment()
      } else if documentTypeAllowed, has("<!DOCTYPE") {
        try readDocumentType()
        documentTypeAllowed = false
      } else if has("<?") {
        throw refusal("it has a processing instruction, which can apply a style sheet or transformation")
      } else {
        return
      }
    }
  }

  private mutating func readDocumentType() throws(Refusal) {
    index += "<!DOCTYPE".utf8.count
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard let end = bytes[(index + 1)...].firstIndex(of: bytes[index]) else { throw refusal("its document type does not end") }
        index = end + 1
      case UInt8(ascii: "["):
        throw refusal("its document type declares entities or attributes (an internal subset)")
      case UInt8(ascii: ">"):
        index += 1
        return
      default:
        index += 1
      }
    }
    throw refusal("its document type does not end")
  }

  // MARK: Content

  private mutating func readContent() throws(Refusal) {
    guard index < bytes.count else { throw refusal("it ends inside an element") }
    if bytes[index] == UInt8(ascii: "<") {
      if has("<!--") {
        try readComment()
      } else if has("<![CDATA[") {
        let start = index + "<![CDATA[".utf8.count
        guard let end = Self.firstIndex(of: Array("]]>".utf8), in: bytes, from: start) else {
          throw refusal("a CDATA section does not end")
        }
        for byte in bytes[start..<end] { text.append(byte) }
        index = end + 3
        try checkText()
      } else if has("</") {
        try readEndTag()
      } else if has("<?") {
        throw refusal("it has a processing instruction, which can apply a style sheet or transformation")
      } else if has("<!") {
        throw refusal("it has a declaration inside its content")
      } else {
        let element = try readStartTag()
        if element.isEmpty { open.removeLast() }
      }
    } else if bytes[index] == UInt8(ascii: "&") {
      var decoded: [UInt8] = []
      try readReference { decoded.append($0) }
      for byte in decoded { text.append(byte) }
      try checkText()
    } else {
      text.append(bytes[index])
      index += 1
      try checkText()
    }
  }

  private mutating func checkText() throws(Refusal) {
    if let scheme = text.foundScheme {
      throw refusal("its text contains '\(scheme)'")
    }
  }

  private mutating func readComment() throws(Refusal) {
    let start = index + 4
    guard let dashes = Self.firstIndex(of: Array("--".utf8), in: bytes, from: start),
      dashes + 2 < bytes.count, bytes[dashes + 2] == UInt8(ascii: ">")
    else { throw refusal("a comment is not well-formed") }
    index = dashes + 3
  }

  private mutating func readEndTag() throws(Refusal) {
    index += 2
    let name = try readName()
    skipSpaces()
    guard has(">") else { throw refusal("an end tag is not well-formed") }
    index += 1
    guard let element = open.last, element.name.elementsEqual(name) else {
      throw refusal("an end tag does not match the element it closes")
    }
    open.removeLast()
  }

  /// Reads a start tag, checks the element and its attributes, and opens
  /// the element (the caller closes an empty one).
  private mutating func readStartTag() throws(Refusal) -> (name: ArraySlice<UInt8>, isEmpty: Bool) {
    let start = index
    index += 1
    let name = try readName()
    var attributes: [(name: ArraySlice<UInt8>, value: [UInt8], offset: Int)] = []
    var isEmpty = false
    while true {
      let spaced = skipSpaces()
      if has("/>") {
        index += 2
        isEmpty = true
        break
      }
      if has(">") {
        index += 1
        break
      }
      guard spaced else { throw refusal("a start tag is not well-formed") }
      let offset = index
      let attributeName = try readName()
      skipSpaces()
      guard has("=") else { throw refusal("an attribute has no value") }
      index += 1
      skipSpaces()
      attributes.append((attributeName, try readAttributeValue(), offset))
    }
    var bindings: [String: String] = [:]
    for attribute in attributes {
      let attributeName = String(decoding: attribute.name, as: UTF8.self)
      if attributeName == "xmlns" {
        bindings[""] = String(decoding: attribute.value, as: UTF8.self)
      } else if attributeName.hasPrefix("xmlns:") {
        bindings[String(attributeName.dropFirst(6))] = String(decoding: attribute.value, as: UTF8.self)
      }
    }
    open.append((name, bindings))
    try checkElement(named: name, at: start)
    for attribute in attributes {
      try checkAttribute(named: attribute.name, value: attribute.value, at: attribute.offset)
    }
    return (name, isEmpty)
  }

  private func checkElement(named name: ArraySlice<UInt8>, at offset: Int) throws(Refusal) {
    let qualifiedName = String(decoding: name, as: UTF8.self)
    let local = localName(of: name)
    let prefix = qualifiedName.count > local.count ? String(qualifiedName.dropLast(local.count + 1)) : ""
    guard let namespace = namespace(ofPrefix: prefix) ?? (prefix.isEmpty ? "" : nil) else {
      throw Refusal(reason: "the element '\(qualifiedName)' has an undeclared prefix", offset: offset)
    }
    if Self.scriptingElements.contains(local.lowercased()) {
      throw Refusal(reason: "it has a '\(qualifiedName)' element", offset: offset)
    }
    if namespace == Self.xhtmlNamespace {
      throw Refusal(reason: "it has the HTML element '\(qualifiedName)'", offset: offset)
    }
    if namespace == Self.svgNamespace || namespace.isEmpty, !Self.harmlessElements.contains(local) {
      throw Refusal(reason: "it has the element '\(qualifiedName)', which is not one of SVG's harmless elements", offset: offset)
    }
  }

  private func checkAttribute(named name: ArraySlice<UInt8>, value: [UInt8], at offset: Int) throws(Refusal) {
    let qualifiedName = String(decoding: name, as: UTF8.self)
    let local = localName(of: name).lowercased()
    if local.hasPrefix("on") {
      throw Refusal(reason: "it has the event-handler attribute '\(qualifiedName)'", offset: offset)
    }
    var detector = ScriptSchemeDetector()
    var normalized: [UInt8] = []
    for byte in value {
      detector.append(byte)
      if let scheme = detector.foundScheme {
        throw Refusal(reason: "its attribute '\(qualifiedName)' contains '\(scheme)'", offset: offset)
      }
      if let kept = ScriptSchemeDetector.normalized(byte) { normalized.append(kept) }
    }
    let normalizedText = String(decoding: normalized, as: UTF8.self)
    if local == "href" || local == "src", normalizedText.hasPrefix("data:"),
      !Self.harmlessDataPrefixes.contains(where: { normalizedText.hasPrefix($0 + ";") || normalizedText.hasPrefix($0 + ",") })
    {
      throw Refusal(
        reason: "its attribute '\(qualifiedName)' is a 'data:' address that is not a PNG, JPEG, GIF, WebP or AVIF image",
        offset: offset)
    }
    if local == "attributename" {
      let animated = normalizedText.split(separator: ":").last.map(String.init) ?? ""
      if animated.hasPrefix("on") || animated == "href" || animated == "src" {
        throw Refusal(reason: "it animates the attribute '\(animated)'", offset: offset)
      }
    }
  }

  // MARK: Names, values, references

  private mutating func readName() throws(Refusal) -> ArraySlice<UInt8> {
    let start = index
    guard index < bytes.count, Self.isNameStartByte(bytes[index]) else { throw refusal("a name is not well-formed") }
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    let name = bytes[start..<index]
    let colons = name.count { $0 == UInt8(ascii: ":") }
    guard colons == 0 || (colons == 1 && name.first != UInt8(ascii: ":") && name.last != UInt8(ascii: ":")) else {
      throw Refusal(reason: "the name '\(String(decoding: name, as: UTF8.self))' is not well-formed", offset: start)
    }
    return name
  }

  /// A quoted attribute value, its references decoded.
  private mutating func readAttributeValue() throws(Refusal) -> [UInt8] {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
      throw refusal("an attribute value is not quoted")
    }
    let quote = bytes[index]
    index += 1
    var value: [UInt8] = []
    while true {
      guard index < bytes.count else { throw refusal("an attribute value does not end") }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return value
      }
      if byte == UInt8(ascii: "<") { throw refusal("an attribute value contains '<'") }
      if byte == UInt8(ascii: "&") {
        try readReference { value.append($0) }
      } else {
        value.append(byte)
        index += 1
      }
    }
  }

  /// Reads `&…;` and hands the UTF-8 bytes it stands for to `emit`.
  private mutating func readReference(_ emit: (UInt8) -> Void) throws(Refusal) {
    let start = index
    guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      throw refusal("an '&' does not start a reference")
    }
    let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    index = end + 1
    let scalar: Unicode.Scalar?
    switch body {
    case "lt": scalar = "<"
    case "gt": scalar = ">"
    case "amp": scalar = "&"
    case "quot": scalar = "\""
    case "apos": scalar = "'"
    default:
      if body.hasPrefix("#x"), body.count > 2, body.dropFirst(2).allSatisfy(\.isHexDigit) {
        scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Self.xmlCharacter)
      } else if body.hasPrefix("#"), body.count > 1, body.dropFirst().allSatisfy(\.isASCII), body.dropFirst().allSatisfy(\.isNumber) {
        scalar = UInt32(body.dropFirst()).flatMap(Self.xmlCharacter)
      } else {
        throw Refusal(reason: "it uses the entity '&\(body);', which is not one of XML's own", offset: start)
      }
    }
    guard let scalar else { throw Refusal(reason: "the reference '&\(body);' is not a character XML allows", offset: start) }
    for byte in String(scalar).utf8 { emit(byte) }
  }

  /// The character `value` names, when XML allows it.
  private static func xmlCharacter(_ value: UInt32) -> Unicode.Scalar? {
    guard value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
      || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    else { return nil }
    return Unicode.Scalar(value)
  }

  // MARK: Helpers

  private func localName(of name: ArraySlice<UInt8>) -> String {
    String(decoding: name.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).last ?? [], as: UTF8.self)
  }

  /// The namespace `prefix` is bound to in the innermost open element that
  /// binds it; `xml` is always bound.
  private func namespace(ofPrefix prefix: String) -> String? {
    if prefix == "xml" { return "http://www.w3.org/XML/1998/namespace" }
    for element in open.reversed() {
      if let namespace = element.bindings[prefix] { return namespace }
    }
    return nil
  }

  @discardableResult
  private mutating func skipSpaces() -> Bool {
    let start = index
    while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    return index > start
  }

  private func has(_ literal: String) -> Bool {
    Self.has(Array(literal.utf8), in: bytes, at: index)
  }

  private func refusal(_ reason: String) -> Refusal {
    Refusal(reason: reason, offset: index)
  }

  /// Whether `bytes` hold `literal` at `index`.
  static func has(_ literal: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
    index + literal.count <= bytes.count && bytes[index..<(index + literal.count)].elementsEqual(literal)
  }

  /// The first index at or after `start` where `bytes` hold `literal`.
  static func firstIndex(of literal: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + literal.count <= bytes.count {
      if has(literal, in: bytes, at: index) { return index }
      index += 1
    }
    return nil
  }

  /// XML's white space: space, tab, line feed, carriage return.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A byte that may start a name: a letter, `_`, `:` or part of a
  /// character beyond ASCII.
  static func isNameStartByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  /// A byte that may continue a name: also a digit, `-` and `.`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStartByte(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }
}
