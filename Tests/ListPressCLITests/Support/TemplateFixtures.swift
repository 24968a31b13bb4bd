/// Template files the tests put in a `--templates` folder.
enum TemplateFixtures {
  /// What `pageWithFooter` adds to every page.
  static let footer = "<footer class=\"site\">Made for the tests</footer>"

  /// A `page.mustache` that inherits the layout and fills its footer.
  static let pageWithFooter = """
    {{<layout}}
    {{$footer}}
    \(footer)
    {{/footer}}
    {{/layout}}

    """

  /// A template whose section is never closed.
  static let unparsable = "{{<layout}}\n{{#oops}}\n{{/layout}}\n"

  /// Where the error in `unparsable` is reported: `LINE:COLUMN`.
  static let unparsableErrorPosition = "3:1"
}
