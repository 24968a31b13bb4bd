/// Reads the symbols out of the sprite that `Scripts/generate-symbols.py`
/// writes.
///
/// The sprite's format is known, so this is a scan rather than an XML parse:
/// each `<symbol` opening tag holds `name="value"` attributes (an `id`, a
/// `viewBox` and, for a stand-in, `data-approximate="true"`), and its body
/// runs up to the next `</symbol>`. A symbol without an `id` or a `viewBox`
/// is skipped; anything outside symbols, comments included, is ignored.
enum SymbolSprite {
  private static let tagStart = Array("<".utf8)
  private static let symbolTag = Array("symbol ".utf8)
  private static let commentStart = Array("!--".utf8)
  private static let commentEnd = Array("-->".utf8)
  private static let closingTag = Array("</symbol>".utf8)
  private static let tagEnd = Array(">".utf8)
  private static let valueStart = Array("=\"".utf8)
  private static let valueEnd = Array("\"".utf8)
  private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

  /// The symbols of `sprite`, in the order they appear.
  static func symbols(in sprite: String) -> [Symbol] {
    var scanner = ByteScanner(Array(sprite.utf8))
    var symbols: [Symbol] = []
    while scanner.skip(past: tagStart) {
      if scanner.skip(ifAt: commentStart) {
        guard scanner.skip(past: commentEnd) else { break }
        continue
      }
      guard scanner.skip(ifAt: symbolTag) else { continue }
      guard let tag = scanner.read(upTo: tagEnd),
        let body = scanner.read(upTo: closingTag)
      else { break }
      let attributes = Self.attributes(in: tag)
      guard let name = attributes["id"], let viewBox = attributes["viewBox"] else { continue }
      symbols.append(
        Symbol(
          name: name,
          viewBox: viewBox,
          body: String(decoding: body, as: UTF8.self),
          isApproximate: attributes["data-approximate"] == "true"
        ))
    }
    return symbols
  }

  /// The `name="value"` pairs of an opening tag's text.
  private static func attributes(in tag: ArraySlice<UInt8>) -> [String: String] {
    var scanner = ByteScanner(tag)
    var attributes: [String: String] = [:]
    while let name = scanner.read(upTo: valueStart), let value = scanner.read(upTo: valueEnd) {
      let trimmed = name.drop(while: whitespace.contains)
      attributes[String(decoding: trimmed, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
    }
    return attributes
  }
}
