import ListPressDiagnostics

/// Reads the `image` of an item, a swipe action or a custom view: a path
/// relative to the definition, an `https:` URL, or `symbol:NAME`.
///
/// A path with a hidden component (`.env`, `../.git/config`) is refused
/// here, so that `check` reports it too. A relative path may still climb
/// out of the input folder with `..`, and a file may not exist or not be an
/// image; that is checked when the file is read (`ImageAssets`), where the
/// input folder is known.
enum ImageReference {
  /// What an image may be, for messages.
  static let accepted = "a relative path, an 'https:' URL or 'symbol:NAME'"

  private static let symbolPrefix = "symbol:"

  /// The image `text` refers to; `position` is where it was written.
  static func source(from text: String, at position: TextPosition) throws(InvalidValue) -> ImageSource {
    if text.hasPrefix(symbolPrefix) {
      return .symbol(try symbolName(String(text.dropFirst(symbolPrefix.count))))
    }
    if let scheme = URLScheme.of(text) {
      guard scheme == "https" else {
        throw InvalidValue("image URL scheme '\(scheme):' is not accepted; expected \(accepted)")
      }
      guard text.lowercased().hasPrefix("https://"), text.count > "https://".count else {
        throw InvalidValue("invalid image URL '\(text)'; expected 'https://' followed by a host")
      }
      return .remote(text)
    }
    if text.isEmpty {
      throw InvalidValue("empty image; expected \(accepted)")
    }
    // On bytes: in UTF-8 no byte of a longer character is below 0x80.
    if text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
      throw InvalidValue("image path contains a control character; expected \(accepted)")
    }
    if text.utf8.contains(UInt8(ascii: "\\")) {
      throw InvalidValue("image path '\(text)' contains a backslash; separate folders with '/'")
    }
    if text.hasPrefix("/") {
      throw InvalidValue("image path '\(text)' is absolute; expected \(accepted)")
    }
    if let hidden = HiddenPath.firstHiddenComponent(of: text) {
      throw InvalidValue("image path '\(text)' names the hidden file or folder '\(hidden)'; \(HiddenPath.rule)")
    }
    return .file(text, position: position)
  }

  /// A symbol name: letters, digits, `.`, `-` and `_`, like `star.fill`.
  private static func symbolName(_ name: String) throws(InvalidValue) -> String {
    let isAllowed: (Unicode.Scalar) -> Bool = {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "." || $0 == "-" || $0 == "_"
    }
    guard !name.isEmpty, name.unicodeScalars.allSatisfy(isAllowed) else {
      throw InvalidValue(
        "invalid symbol name '\(name)'; a symbol name has letters, digits, '.', '-' and '_', as in 'symbol:star.fill'"
      )
    }
    return name
  }
}
