import ListPressKit
import Testing

/// Definitions decoded as the build would, for template tests.
enum TemplateTestSupport {
  /// A small definition with page-level keys of its own.
  static let groceries = """
    ---
    title: Groceries
    appearance: insetGrouped
    date: 2024-05-01
    tags: [food, weekly]
    author: { name: Ada, pages: 3 }
    items:
      - text: Apples
        image: images/apple.svg
    ---
    Things to buy.
    """

  /// `source` decoded at `path`, which must have no errors.
  static func page(_ source: String = groceries, path: String = "lists/groceries.md") throws -> ListPage {
    let (page, diagnostics) = ListPress.decode(bytes: Array(source.utf8), path: path)
    #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics)")
    return try #require(page)
  }

  /// The templates of `folder`, which must load without diagnostics.
  static func templates(in folder: String) throws -> TemplateSet {
    let (templates, diagnostics) = TemplateSet.load(overridesIn: folder)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return try #require(templates)
  }
}
