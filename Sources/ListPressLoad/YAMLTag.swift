import ListPressDiagnostics

/// A tag written on a YAML node (`!!int 3`, `!custom x`), as libyaml reports
/// it after expanding the `!!` handle.
enum YAMLTag: Equatable {
  /// The tags ListPress honours: the YAML core schema's.
  enum Core: String, CaseIterable {
    case str, int, float, bool, null, seq, map
  }

  /// A core tag.
  case core(Core)
  /// The non-specific tag `!`: the node is taken as written (a scalar is a string).
  case nonSpecific
  /// Any other tag, kept as written for messages.
  case other(String)

  private static let coreNamespace = "tag:yaml.org,2002:"

  /// Classifies libyaml's tag text.
  init(_ text: String) {
    if text == "!" {
      self = .nonSpecific
    } else if text.hasPrefix(Self.coreNamespace),
      let core = Core(rawValue: String(text.dropFirst(Self.coreNamespace.count)))
    {
      self = .core(core)
    } else {
      self = .other(text)
    }
  }

  /// The tag as a person writes it: `!!int` for the YAML namespace.
  static func displayName(_ text: String) -> String {
    text.hasPrefix(coreNamespace) ? "!!" + text.dropFirst(coreNamespace.count) : text
  }

  /// The warning for a tag that is not honoured.
  static func ignoredWarning(_ text: String) -> String {
    let known = Suggestion.list(Core.allCases.map { "!!\($0.rawValue)" }, conjunction: "and")
    return "tag '\(displayName(text))' is ignored; only \(known) are understood"
  }
}
