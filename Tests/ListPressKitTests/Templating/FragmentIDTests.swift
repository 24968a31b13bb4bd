import Foundation
import ListPressKit
import Testing

/// The ids of fragments (`render --fragment`, `--id-prefix`): fragments of
/// two lists that share item ids, pasted into one host page, write no id
/// twice, and every reference inside a fragment reaches its own element.
@Suite struct FragmentIDTests {
  /// A list whose section `guests` holds an item `about` with swipe
  /// actions (a menu and the buttons that open it), a description linking
  /// to the item, to a sibling and to the host page's `#top`, and an item
  /// `home` whose row links to `#guests`.
  private static func definition(title: String) -> String {
    """
    ---
    title: \(title)
    sections:
      - id: guests
        items:
          - id: about
            text: About \(title)
            description: "[Itself](#about), [home](#home) and [the top](#top)."
            trailingSwipeActions: [{ title: Delete, style: destructive }, { title: Flag }]
          - id: home
            text: Home
            link: "#guests"
    ---

    """
  }

  /// Every value of the attributes called `name` in `html`.
  private static func values(of name: String, in html: String) -> [String] {
    html.ranges(of: " \(name)=\"").compactMap { opening in
      html[opening.upperBound...].firstIndex(of: "\"").map { String(html[opening.upperBound..<$0]) }
    }
  }

  /// Renders `definitions` (file name and text) as fragments, with `prefixes`
  /// when given, into a host page that has an anchor `top`.
  private static func hostPage(
    of definitions: [(String, String)], prefixes: [String?], in folder: TemporaryFolder
  ) throws -> String {
    var fragments: [String] = []
    for ((name, text), prefix) in zip(definitions, prefixes) {
      try folder.write(text, to: name)
      let rendered = ListPress.render(file: folder.path + "/" + name, format: .fragment, idPrefix: prefix)
      #expect(rendered.diagnostics.isEmpty)
      fragments.append(try #require(rendered.html))
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Two lists</title>
      </head>
      <body>
      <h1 id="top">Two lists</h1>
      \(fragments.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  /// The two fragments' ids are all different, each starts with its
  /// fragment's prefix, and every reference in the page (links to
  /// anchors, popover targets, the favourite toggles' item ids) names an id
  /// the page has: inside its own fragment, or the host's `top`.
  @Test(arguments: [
    ([nil, nil], ["party-", "picnic-"]),
    (["a-", "b_"], ["a-", "b_"]),
  ] as [([String?], [String])])
  func twoFragmentsOfListsSharingIdsShareAPage(prefixes: [String?], expected: [String]) async throws {
    let folder = try TemporaryFolder()
    let definitions = [("party.md", Self.definition(title: "Party")), ("picnic.md", Self.definition(title: "Picnic"))]
    let page = try Self.hostPage(of: definitions, prefixes: prefixes, in: folder)

    let ids = Self.values(of: "id", in: page)
    #expect(Set(ids).count == ids.count, "ids written twice: \(ids)")
    for prefix in expected {
      let own = ids.filter { $0.hasPrefix(prefix) }
      #expect(Set(own) == [prefix + "guests", prefix + "about", prefix + "home", prefix + "lp-actions-about"])
      // The description's links and the row's link stay inside the fragment.
      #expect(page.contains("href=\"#\(prefix)about\""))
      #expect(page.contains("href=\"#\(prefix)home\""))
      #expect(page.contains("href=\"#\(prefix)guests\""))
      #expect(page.contains("popovertarget=\"\(prefix)lp-actions-about\""))
    }
    #expect(ids.count == 9)
    let anchors = Self.values(of: "href", in: page).filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
    var targets: [String] = []
    for name in ["popovertarget", "for", "aria-controls", "aria-labelledby", "aria-describedby", "data-item-id"] {
      for value in Self.values(of: name, in: page) {
        targets += value.split(separator: " ").map(String.init)
      }
    }
    #expect(anchors.contains("top"))
    #expect(!targets.isEmpty)
    for reference in anchors + targets {
      #expect(ids.contains(reference), "\(reference) names no id of the page")
    }

    // The page is valid HTML (no id twice, no popovertarget without its popover...).
    if Validators.nuRuns {
      let file = URL(fileURLWithPath: folder.path + "/host.html")
      try page.write(to: file, atomically: true, encoding: .utf8)
      let errors = try await NuChecker.errors(in: [file], log: URL(fileURLWithPath: folder.path + "/vnu-log.txt"))
      #expect(errors.isEmpty, "\(errors)")
    }
  }

  @Test(arguments: [
    ("party.md", "party-"),
    ("lists/Team Party.md", "Team-Party-"),
    ("/tmp/x/2024.md", "list-2024-"),
    ("café_menu.v2.md", "caf-_menu-v2-"),
    ("notes", "notes-"),
  ])
  func theDefaultPrefixIsTheFileName(path: String, expected: String) {
    #expect(FragmentIDs.defaultPrefix(forFile: path) == expected)
    #expect(FragmentIDs.problem(withPrefix: expected) == nil)
  }

  @Test(arguments: [
    ("1st-", "invalid id prefix '1st-'; an id prefix must start with an ASCII letter (a-z, A-Z)"),
    ("-x", "invalid id prefix '-x'; an id prefix must start with an ASCII letter (a-z, A-Z)"),
    ("é-", "invalid id prefix 'é-'; an id prefix must start with an ASCII letter (a-z, A-Z)"),
    ("a b", "invalid id prefix 'a b'; ' ' is not allowed: use ASCII letters, digits, '-' and '_'"),
    ("a\"", "invalid id prefix 'a\"'; '\"' is not allowed: use ASCII letters, digits, '-' and '_'"),
    ("list#", "invalid id prefix 'list#'; '#' is not allowed: use ASCII letters, digits, '-' and '_'"),
  ])
  func aPrefixThatCannotStartAnIdIsRefused(prefix: String, message: String) {
    #expect(FragmentIDs.problem(withPrefix: prefix) == message)
  }

  /// Whole pages keep their ids: one list to a page cannot collide.
  @Test func aWholePageKeepsItsIds() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(title: "Party"), to: "party.md")
    let html = try #require(ListPress.render(file: folder.path + "/party.md", format: .standalone).html)
    #expect(Set(Self.values(of: "id", in: html)).isSuperset(of: ["guests", "about", "home", "lp-actions-about"]))
  }

  /// A fragment template of one's own writes its ids with `{{idPrefix}}`:
  /// the renderer writes the list's, and the template sees the prefix.
  @Test(arguments: [(nil, "party-"), ("x_", "x_")] as [(String?, String)])
  func aTemplateWritesItsOwnIdsWithThePrefix(prefix: String?, expected: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(title: "Party"), to: "party.md")
    try folder.write(
      "<nav><a href=\"#{{idPrefix}}list\">Skip</a></nav>\n<div id=\"{{idPrefix}}list\">{{{list}}}</div>\n",
      to: "templates/fragment.mustache")
    let templates = try #require(TemplateSet.load(overridesIn: folder.path + "/templates").templates)
    let html = try #require(
      ListPress.render(file: folder.path + "/party.md", format: .fragment, templates: templates, idPrefix: prefix).html)
    #expect(html.hasPrefix("<nav><a href=\"#\(expected)list\">Skip</a></nav>\n<div id=\"\(expected)list\">"))
    #expect(html.contains("id=\"\(expected)about\""))
  }
}
