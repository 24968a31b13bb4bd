/// A JSON Schema (draft 2020-12) of a list definition's front matter, for
/// editors: with it, a YAML language server completes keys and words and
/// flags a misspelt key or a wrong value as one types (docs/editors.md).
///
/// It is made from the decoder's own vocabularies: every map's keys are its
/// key enum's cases, each with the schema of its value, and every set of
/// words is its enum's cases, so that the schema cannot drift from what
/// `check` accepts. What a schema cannot say (ids unique in the file,
/// images that exist, nesting limits) is left to `check`.
public enum FormatSchema {
  /// The schema as a JSON value: `$schema`, `title`, `description`, a
  /// reference to the page, and the named schemas of every kind of map,
  /// form, scalar and set of words.
  public static let document: JSONValue = [
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "ListPress list definition",
    "description": .string(
      "The YAML front matter of a ListPress list definition (docs/format.md), read as YAML 1.2. "
        + "Written by 'listpress schema'; 'listpress check' also checks what a schema cannot: "
        + "ids unique in the file, images that exist, nesting limits."),
    "$ref": .ref(.page)["$ref"]!,
    "$defs": .object(SchemaDefinition.allCases.map { .init($0.rawValue, $0.schema) }),
  ]

  /// The schema as JSON text, indented, the same on every run.
  public static var json: String { document.prettyPrinted }
}
