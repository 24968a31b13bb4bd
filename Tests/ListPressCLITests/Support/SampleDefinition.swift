/// Definitions the tests build, check and render.
enum SampleDefinition {
  /// A valid list with a Markdown body.
  static let party = """
    ---
    title: Party
    appearance: insetGrouped
    items:
      - text: Cloud
      - text: Tifa
    ---
    Who is coming.

    """

  /// A definition with one error, at line 3, column 13 (`insetgrouped`,
  /// which should be `insetGrouped`).
  static let broken = "---\ntitle: Broken\nappearance: insetgrouped\nitems:\n  - text: One\n---\n"
}
