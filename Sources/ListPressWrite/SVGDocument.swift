/// Decides whether an SVG file may be published as it is.
///
/// An SVG opened on its own (not through an `<img>`) is a document of the
/// site's origin, and a browser runs the script it carries. ListPress never
/// rewrites an SVG, so a file is published byte for byte or not at all; it
/// is refused when it holds anything that can run script or load a
/// document, found conservatively by reading it as XML:
///
/// - an element `script`, `handler` or `foreignObject` (in any namespace or
///   none), any element of the XHTML namespace, and any element of the SVG
///   namespace (or none) that is not one of SVG's drawing, text, paint,
///   filter, animation, link and structure elements;
/// - an attribute whose local name starts with `on` (an event handler);
/// - `javascript:` or `vbscript:` in an attribute value or in text, after
///   character references are decoded and every space and control
///   character removed, in any case (`&#106;ava&#x09;Script:`);
/// - a `data:` address in an `href` or `src` that is not a PNG, JPEG, GIF,
///   WebP or AVIF image (an SVG or HTML document could hold script);
/// - an animation (`animate`, `set`) of `href`, `src` or an event handler;
/// - a processing instruction other than the XML declaration (an
///   `xml-stylesheet` can apply XSLT), a document type with an internal
///   subset (`<!ENTITY`, `<!ATTLIST` defaults), an entity reference other
///   than XML's five and numeric ones, an encoding that is not UTF-8,
///   ASCII, ISO-8859-1 or windows-1252, a control character, and anything
///   that is not well-formed as this reader reads it.
///
/// References to other files (`<use href="shapes.svg#a">`, `https:`
/// images) are kept: they load as images or shapes and run nothing.
public enum SVGDocument {
  /// What reading a file as SVG found.
  public enum Verdict: Equatable, Sendable {
    /// A well-formed SVG with nothing that can run script.
    case harmless
    /// An SVG refused for `reason` (at `line` of the file).
    case refused(reason: String, line: Int)
  }

  /// The verdict on `bytes`, which ``rootIsSVG(_:)`` should have accepted.
  public static func verdict(on bytes: [UInt8]) -> Verdict {
    var reader = SVGReader(bytes: bytes)
    do {
      try reader.readDocument()
      return .harmless
    } catch {
      return .refused(reason: error.reason, line: reader.line(at: error.offset))
    }
  }

  /// Whether the root element of `bytes` is `svg` (with or without a
  /// prefix), after an optional byte-order mark and a prolog of spaces,
  /// an XML declaration, comments and a document type. Nothing else is
  /// checked: this says what the file claims to be.
  public static func rootIsSVG(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func skip(past terminator: [UInt8]) -> Bool {
      guard let end = SVGReader.firstIndex(of: terminator, in: bytes, from: index) else { return false }
      index = end + terminator.count
      return true
    }
    while index < bytes.count {
      if SVGReader.isSpace(bytes[index]) {
        index += 1
      } else if SVGReader.has(Array("<?".utf8), in: bytes, at: index) {
        guard skip(past: Array("?>".utf8)) else { return false }
      } else if SVGReader.has(Array("<!--".utf8), in: bytes, at: index) {
        guard skip(past: Array("-->".utf8)) else { return false }
      } else if SVGReader.has(Array("<!DOCTYPE".utf8), in: bytes, at: index) {
        guard skip(past: Array(">".utf8)) else { return false }
      } else if bytes[index] == UInt8(ascii: "<") {
        var end = index + 1
        while end < bytes.count, SVGReader.isNameByte(bytes[end]) { end += 1 }
        let name = bytes[(index + 1)..<end]
        let local = name.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).last ?? []
        guard Array(local) == Array("svg".utf8), end < bytes.count else { return false }
        return SVGReader.isSpace(bytes[end]) || bytes[end] == UInt8(ascii: ">") || bytes[end] == UInt8(ascii: "/")
      } else {
        return false
      }
    }
    return false
  }
}
