/// The prefix of a fragment's ids (`--id-prefix`), which keeps the ids of
/// two fragments on one host page apart: the default one, derived from the
/// file, and the rule a chosen one must follow. The renderer writes every
/// id and every reference to one with it (see `ElementIDs`).
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

  private static func isLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
  }
}
