import Foundation
import ListPressKit
import Testing

/// Names a template uses: the example of docs/templates.md builds, and a
/// name no page has is reported once per template and place, naming the
/// pages it stopped, with a did-you-mean among the names there are.
@Suite struct TemplateNameTests {
  /// The `page.mustache` of docs/templates.md's "Overriding", with the
  /// partial it includes, builds every example.
  @Test func theOverrideExampleOfTheTemplateDocsBuildsTheExamples() throws {
    let docs = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
    let afterIntroduction = try #require(docs.range(of: "is the whole override of a site")).upperBound
    let opening = try #require(docs.range(of: "```mustache\n", range: afterIntroduction..<docs.endIndex))
    let closing = try #require(docs.range(of: "```", range: opening.upperBound..<docs.endIndex))
    let example = String(docs[opening.upperBound..<closing.lowerBound])
    #expect(example.contains("{{>partials/site-name}}"))
    let folder = try TemporaryFolder()
    try folder.write(example, to: "templates/page.mustache")
    try folder.write("My lists", to: "templates/partials/site-name.mustache")
    let result = try ListPressBinary.run([
      "build", PackagePaths.examples, "-o", folder.path + "/site", "--templates", folder.path + "/templates",
    ])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let page = try String(contentsOfFile: folder.path + "/site/characters.html", encoding: .utf8)
    #expect(page.contains("<nav class=\"site\">My lists › Characters</nav>"))
    #expect(page.contains("<meta name=\"generator\" content=\"ListPress \(ListPress.version)\">"))
  }

  @Test(arguments: [
    ("{{titel}}", 25, "unknown name \"titel\"; did you mean \"title\"?"),
    ("{{source.pth}}", 25, "unknown name \"source.pth\"; did you mean \"source.path\"?"),
    ("{{#source}}{{lin}}{{/source}}", 36, "unknown name \"lin\"; did you mean \"line\"?"),
    ("{{published}}", 25, "unknown name \"published\""),
  ])
  func anUnknownNameIsReportedOnceNamingEveryPage(tag: String, column: Int, message: String) throws {
    let folder = try TemporaryFolder()
    let template = try folder.write(Self.page(using: tag), to: "templates/page.mustache")
    let definitions = try ["c", "a", "b"].map { try folder.write(SampleDefinition.party, to: "lists/\($0).md") }
    let result = try ListPressBinary.run([
      "build", folder.path + "/lists", "-o", folder.path + "/site", "--templates", folder.path + "/templates",
    ])
    #expect(result.status == 1)
    #expect(
      result.errors == """
        \(template):3:\(column): error: \(message)
        \(definitions[1]): note: while rendering the page of this definition
        \(definitions[2]): note: while rendering the page of this definition
        \(definitions[0]): note: while rendering the page of this definition
        1 error in 1 file

        """)
    #expect(result.output.hasPrefix("wrote 0 pages, 0 unchanged, 3 failed, "))
  }

  @Test func pastFivePagesTheRestAreCounted() throws {
    let folder = try TemporaryFolder()
    let template = try folder.write(Self.page(using: "{{date}}"), to: "templates/page.mustache")
    for number in 1...7 {
      try folder.write(SampleDefinition.party, to: "lists/\(number).md")
    }
    let result = try ListPressBinary.run([
      "build", folder.path + "/lists", "-o", folder.path + "/site", "--templates", folder.path + "/templates",
    ])
    #expect(result.status == 1)
    let notes = (1...5).map { "\(folder.path)/lists/\($0).md: note: while rendering the page of this definition\n" }
    #expect(
      result.errors == "\(template):3:25: error: unknown name \"date\"; did you mean \"data\"?\n" + notes.joined()
        + "\(template):3:25: note: and 2 more definitions whose pages this stopped (7 in all)\n"
        + "1 error in 1 file\n")
  }

  @Test func renderNamesThePageTheTemplateStopped() throws {
    let folder = try TemporaryFolder()
    let template = try folder.write(Self.page(using: "{{titel}}"), to: "templates/page.mustache")
    let definition = try folder.write(SampleDefinition.party, to: "party.md")
    let result = try ListPressBinary.run(["render", definition, "--templates", folder.path + "/templates"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        \(template):3:25: error: unknown name "titel"; did you mean "title"?
        \(definition): note: while rendering the page of this definition
        1 error in 1 file

        """)
  }

  /// A `page.mustache` whose `head` block holds `tag` at line 3, from column 25.
  private static func page(using tag: String) -> String {
    "{{<layout}}\n{{$head}}\n<meta name=\"x\" content=\"\(tag)\">\n{{/head}}\n{{/layout}}\n"
  }
}
