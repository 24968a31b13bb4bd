/// The ids of a fragment, prefixed so that two fragments on one host page
/// cannot collide (`--id-prefix`): every id the fragment writes becomes
/// `PREFIX` + id, and so does every reference inside the fragment to one of
/// them (`href="#id"`, `popovertarget`, `for`, `aria-controls`,
/// `aria-labelledby`, `aria-describedby`, `aria-owns`, `aria-activedescendant`,
/// `data-item-id`). A reference to an id the fragment does not write (an
/// anchor of the host page) is left as it is.
///
/// Attributes are found as the templates and the renderer write them, with
/// a space before the name and the value in double quotes; text never holds
/// a bare `"`, which is always escaped, so only attributes match.
public enum FragmentIDs {
  /// The prefix a fragment of the definition at `path` gets when none is
  /// given: its file name without `.md`, each character that is not an
  /// ASCII letter, digit, `-` or `_` made a `-`, then a `-`
  /// (`lists/Team Party.md` → `Team-Party-`); `list-` in front when the
  /// name does not start with a letter (`2024.md` → `list-2024-`). The same
  /// file always gives the same prefix, so links to its anchors stay good.
  public static func defaultPrefix(forFile path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    let safe = String(stem.map { isNameCharacter($0) ? $0 : "-" })
    let prefix = safe + "-"
    return prefix.first.map(isLetter) == true ? prefix : "list-" + prefix
  }

  /// Why `prefix` cannot start the ids of a fragment, or `nil` when it
  /// can: it must start with an ASCII letter (so that every id it starts
  /// is also a CSS identifier and a URL fragment that needs no escaping),
  /// and hold only ASCII letters, digits, `-` and `_`.
  public static func problem(withPrefix prefix: String) -> String? {
    guard let first = prefix.first, isLetter(first) else {
      return "invalid id prefix '\(prefix)'; an id prefix must start with an ASCII letter (a-z, A-Z)"
    }
    if let bad = prefix.first(where: { !isNameCharacter($0) }) {
      return "invalid id prefix '\(prefix)'; '\(bad)' is not allowed: use ASCII letters, digits, '-' and '_'"
    }
    return nil
  }

  /// The attributes that name one id, after `href="#`.
  static let singleReferences = ["popovertarget", "for", "aria-activedescendant", "data-item-id"]
  /// The attributes that name ids separated by spaces.
  static let listReferences = ["aria-controls", "aria-labelledby", "aria-describedby", "aria-owns"]

  /// `html` with every id it writes, and every reference to one of them,
  /// starting with `prefix` (which ``problem(withPrefix:)`` accepts).
  static func prefixing(_ html: String, with prefix: String) -> String {
    let ids = Set(values(of: "id", in: html))
    guard !ids.isEmpty else { return html }
    var result = replacingValues(of: "id", in: html) { prefix + $0 }
    result = replacingValues(of: "href", in: result) { value in
      guard value.hasPrefix("#"), ids.contains(String(value.dropFirst())) else { return value }
      return "#" + prefix + value.dropFirst()
    }
    for name in singleReferences {
      result = replacingValues(of: name, in: result) { ids.contains($0) ? prefix + $0 : $0 }
    }
    for name in listReferences {
      result = replacingValues(of: name, in: result) { value in
        value.split(separator: " ").map { ids.contains(String($0)) ? prefix + $0 : String($0) }.joined(separator: " ")
      }
    }
    return result
  }

  /// Every value of the attribute `name` in `html`.
  private static func values(of name: String, in html: String) -> [String] {
    var found: [String] = []
    _ = replacingValues(of: name, in: html) { value in
      found.append(value)
      return value
    }
    return found
  }

  /// `html` with every value of the attribute `name` replaced by what
  /// `transform` makes of it.
  private static func replacingValues(of name: String, in html: String, _ transform: (String) -> String) -> String {
    let opening = " \(name)=\""
    var result = ""
    result.reserveCapacity(html.utf8.count)
    var rest = html[...]
    while let start = rest.firstRange(of: opening) {
      guard let end = rest[start.upperBound...].firstIndex(of: "\"") else { break }
      result += rest[..<start.upperBound]
      result += transform(String(rest[start.upperBound..<end]))
      rest = rest[end...]
    }
    result += rest
    return result
  }

  private static func isLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
  }
}
