/// The schemas of single values: text, ids, colours, images, links, sizes
/// and the section index's titles, each following the decoder's reader of
/// that value (`DefinitionDecoder+Values.swift`, `ColorNotation`,
/// `ImageReference`, `LinkSafety`, `ItemIdentifiers`).
///
/// Patterns are ECMA-262, as JSON Schema asks, and mean the same in the
/// other engines validators use: the end of the text is `(?![\s\S])`, since
/// `$` in some engines also matches before a final line break, and
/// whitespace is spelt out as Unicode's White_Space (which Swift's
/// `Character.isWhitespace` follows), since `\s` differs between engines.
extension SchemaDefinition {
  /// The end of the text.
  private static let end = #"(?![\s\S])"#

  /// One character of Unicode's White_Space.
  private static let whitespace = #"[\t-\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]"#

  /// A URL scheme and its colon, as `URLScheme.of` reads it: after any
  /// characters up to the space, a letter then letters, digits, `+`, `-`
  /// and `.`, among which tabs and line breaks are ignored. `excluding`
  /// schemes (in any case) do not match.
  private static func scheme(excluding excluded: [String] = []) -> String {
    let anyCase = { (scheme: String) in
      scheme.map { $0.isLetter ? "[\($0.uppercased())\($0.lowercased())]" : String($0) }.joined()
    }
    let lookahead = excluded.isEmpty ? "" : "(?!(?:" + excluded.map(anyCase).joined(separator: "|") + "):)"
    return #"^[\x00-\x20]*"# + lookahead + #"[A-Za-z][A-Za-z0-9+.\-\t\n\r]*:"#
  }

  static let textSchema: JSONValue = [
    "type": ["string", "number", "boolean"],
    "description": "Text: any value but null, read as written (text: 2024 is the text 2024).",
  ]

  static let markdownSchema: JSONValue = [
    "type": ["string", "number", "boolean"],
    "maxLength": .integer(MarkdownLimits.maximumDescriptionBytes),
    "description": .string(
      "Markdown, at most \(MarkdownLimits.describe(MarkdownLimits.maximumDescriptionBytes)) of UTF-8 "
        + "(the schema counts characters, not bytes)."),
  ]

  static let identifierSchema: JSONValue = [
    "anyOf": [
      [
        "type": "string", "minLength": 1,
        "not": ["pattern": .string(whitespace + "|^" + ItemIdentifiers.reservedPrefix)],
      ],
      ["type": ["number", "boolean"]],
    ],
    "description": .string(
      "An id: not empty, no whitespace, not starting with '\(ItemIdentifiers.reservedPrefix)' (the ids ListPress makes)."
    ),
  ]

  static let hexColorSchema: JSONValue = [
    "type": "string",
    "pattern": .string("^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})" + end),
    "description":
      "A CSS hex color, #RGB, #RRGGBB or #RRGGBBAA; quote it, since # after a space starts a YAML comment.",
  ]

  static let colorSchema: JSONValue = [
    "anyOf": [.ref(.systemColor), .ref(.hexColor)],
    "description": "A UIKit system color name (systemBlue, secondaryLabel...) or a quoted hex color (\"#FF9500\").",
  ]

  static let symbolImageSchema: JSONValue = [
    "type": "string",
    "pattern": .string("^symbol:[A-Za-z0-9._-]+" + end),
    "description": "symbol:NAME, a symbol such as symbol:star.fill (letters, digits, '.', '-' and '_').",
  ]

  static let remoteImageSchema: JSONValue = [
    "type": "string",
    "pattern": #"^[Hh][Tt][Tt][Pp][Ss]://[\s\S]"#,
    "description": "An https: URL, used as it is.",
  ]

  static let imagePathSchema: JSONValue = [
    "type": "string",
    "minLength": 1,
    "not": [
      "anyOf": [
        ["pattern": .string(scheme())],
        ["pattern": #"[\x00-\x1F\x7F]"#],
        ["pattern": #"\\"#],
        ["pattern": "^/"],
        ["pattern": .string(#"(?:^|/)\.(?!\.?(?:/|"# + end + "))")],
      ]
    ],
    "description": .string(
      "A path relative to the definition, with '/' between folders; not absolute, no hidden file or folder (.env)."),
  ]

  static let imageSchema: JSONValue = [
    "anyOf": [.ref(.symbolImage), .ref(.remoteImage), .ref(.imagePath)],
    "description": "symbol:NAME, an https: URL, or a path relative to the definition.",
  ]

  static let imageSizeSchema: JSONValue = [
    "anyOf": [
      .ref(.length),
      ["type": "array", "minItems": 2, "maxItems": 2, "items": .ref(.length)],
    ],
    "description": "A number of points for a square, or [width, height].",
  ]

  static let linkSchema: JSONValue = [
    "type": ["string", "number", "boolean"],
    "not": ["type": "string", "pattern": .string(scheme(excluding: URLScheme.allowedInLinks))],
    "description": .string(
      "A relative path, a ?query, a #anchor, or a URL whose scheme is "
        + URLScheme.allowedInLinks.map { $0 + ":" }.joined(separator: ", ")
        + " (others need --unsafe, and " + LinkSafety.refusedSchemes.sorted().map { $0 + ":" }.joined(separator: ", ")
        + " are never allowed)."),
  ]

  static let indexTitlesSchema: JSONValue = [
    "anyOf": [
      ["const": "auto", "description": "One title per section with a header: the header's first character."],
      ["type": "array", "minItems": 1, "items": .ref(.indexTitle), "description": "These titles, in order."],
    ],
    "description": "A section index down the trailing edge: auto, or a list of titles such as [A, B, C, \"#\"].",
  ]

  static let indexTitleSchema: JSONValue = [
    "type": ["string", "number", "boolean"],
    "not": ["type": "string", "pattern": .string("^" + whitespace + "*" + end)],
    "description": "An index title: a letter or a short word, not empty.",
  ]
}
