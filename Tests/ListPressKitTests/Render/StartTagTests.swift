import ListPressKit
import Testing

/// Every start tag the renderer writes carries each attribute once: the
/// class names of an element form one `class` attribute and its custom
/// properties one `style`, however many of them the item's state adds.
@Suite struct StartTagTests {
  /// Items whose rows set many classes and custom properties at once.
  /// Each with a start tag it must write whole.
  private static let busyItems: [(String, ListItem, expected: String)] = [
    (
      "selected, disabled, own style, tinted accessories",
      ListItem(
        id: "busy", text: "Busy", style: .valueCell, description: "Some *text*.",
        accessories: [
          Accessory(.multiselect, tintColor: .system(.systemRed), isHidden: true),
          Accessory(.detail, displayed: .whenEditing, tintColor: .rgba(red: 1, green: 2, blue: 3, alpha: 255)),
          Accessory(.label, tintColor: .system(.systemGreen), text: "Label"),
        ],
        selected: true, disabled: true),
      "<span class=\"lp-accessory lp-accessory-multiselect is-checked is-invisible\" data-placement=\"leading\" "
        + "data-displayed=\"whenEditing\" role=\"img\" aria-label=\"Selected\" style=\"--accessory-tint: var(--systemRed)\">"
    ),
    (
      "swipe actions with colours",
      ListItem(
        id: "swipe", text: "Swipe",
        trailingSwipeActions: [
          SwipeAction(title: "Delete", style: .destructive, backgroundColor: .system(.systemRed)),
          SwipeAction(title: "Flag", backgroundColor: .rgba(red: 255, green: 128, blue: 0, alpha: 255)),
        ]),
      "<button type=\"button\" class=\"lp-swipe-action style-destructive\" data-index=\"0\" tabindex=\"-1\" "
        + "style=\"--action-background: var(--systemRed)\">"
    ),
    (
      "outline with children, expanded",
      ListItem(
        id: "parent", text: "Parent", accessories: [Accessory(.outlineDisclosure, tintColor: .system(.systemBlue))],
        children: [ListItem(id: "child", text: "Child", style: .subtitleCell, selected: true)], expanded: true),
      "<ul class=\"lp-items lp-children\" style=\"--outline-level: 1\">"
    ),
  ]

  @Test(arguments: busyItems.map(\.0))
  func everyAttributeAppearsOncePerTag(_ name: String) throws {
    let (_, item, expected) = try #require(Self.busyItems.first { $0.0 == name })
    let page = ListPage(
      path: "busy.md", title: "Busy",
      sections: [ListSection(id: "grid", layout: .grid(columns: 2), items: [item]), ListSection(items: [item])])
    let html = try PageRenderer().render(page, at: "busy.html")
    let tags = Self.startTags(in: html)
    #expect(tags.count > 10)
    for tag in tags {
      let names = Self.attributeNames(of: tag)
      #expect(Set(names).count == names.count, "repeated attribute in \(tag)")
    }
    // The classes and custom properties did land, grouped.
    #expect(html.contains(expected))
    #expect(html.contains("<section class=\"lp-section layout-grid section-plain\" id=\"grid\" style=\"--columns: 2\">"))
    #expect(html.contains("<section class=\"lp-section layout-list section-plain\" style=\"--rows: 1\">"))
  }

  /// The start tags of `html`, without their angle brackets.
  private static func startTags(in html: String) -> [String] {
    html.split(separator: "<").compactMap { piece in
      guard let first = piece.first, first.isLetter, let end = piece.firstIndex(of: ">") else { return nil }
      return String(piece[..<end])
    }
  }

  /// The attribute names of a start tag, in order. Values are quoted and
  /// escaped, so a quote always ends one.
  private static func attributeNames(of tag: String) -> [String] {
    var names: [String] = []
    var rest = Substring(tag.drop { $0 != " " })
    while let nameStart = rest.firstIndex(where: { $0 != " " }) {
      rest = rest[nameStart...]
      let nameEnd = rest.firstIndex { $0 == "=" || $0 == " " } ?? rest.endIndex
      names.append(String(rest[..<nameEnd]))
      rest = rest[nameEnd...]
      if rest.first == "=" {
        let afterQuote = rest.index(rest.startIndex, offsetBy: 2)
        let close = rest[afterQuote...].firstIndex(of: "\"") ?? rest.endIndex
        rest = close == rest.endIndex ? "" : rest[rest.index(after: close)...]
      }
    }
    return names
  }
}
