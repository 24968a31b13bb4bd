import ListPressKit
import Testing

/// UIKit places system accessories in a fixed order whatever the order of
/// the cell's `accessories` array (UICollectionViewListCell.accessories:
/// "The order of system accessories in the array doesn't affect their
/// placement"): a definition is decoded and rendered, and the HTML shows
/// its accessories in that order, however the file lists them.
@Suite struct AccessoryOrderTests {
  /// The accessories as the row shows them, from the leading edge: delete,
  /// insert and multiselect before the content, a leading custom view next
  /// to it (UIKit's default position puts it at the end of its edge), then
  /// after the texts label, checkmark, detail, disclosure indicator, outline
  /// disclosure, a trailing custom view, and the reorder control last.
  static let laidOut = [
    "delete", "insert", "multiselect", "customView leading", "TEXTS",
    "label", "checkmark", "detail", "disclosureIndicator", "outlineDisclosure", "customView trailing", "reorder",
  ]

  /// The YAML entry of each accessory of ``laidOut``.
  private static let entries: [String: String] = [
    "customView leading": "{ type: customView, placement: leading, image: symbol:star }",
    "customView trailing": "{ type: customView, placement: trailing, text: new }",
    "label": "{ type: label, text: \"3\" }",
  ]

  /// Orders a file may list the accessories in.
  static let listings: [[String]] = {
    let accessories = laidOut.filter { $0 != "TEXTS" }
    return [
      accessories,
      accessories.reversed(),
      ["reorder", "label", "delete", "outlineDisclosure", "customView trailing", "checkmark", "multiselect",
       "disclosureIndicator", "customView leading", "detail", "insert"],
    ]
  }()

  /// The HTML fragment of a page whose one item lists `accessories` in this order.
  private func fragment(listing accessories: [String], children: Bool = false) throws -> String {
    let lines = accessories.map { "      - " + (Self.entries[$0] ?? $0) }
    let childLines = children ? "    children:\n      - text: Child\n" : ""
    let page = try decodePage("---\nitems:\n  - text: Row\n    accessories:\n\(lines.joined(separator: "\n"))\n\(childLines)---\n")
    return try PageRenderer().renderFragment(page)
  }

  /// The accessories (and the texts) of the first row of `html`, in
  /// document order: each kind's name, a custom view's with its edge.
  private func shown(in html: String) throws -> [String] {
    let row = try #require(html.element(startingWith: "<span class=\"lp-row\"", tag: "span"))
    return row.matches(of: /class="lp-(?:(texts)|accessory lp-accessory-(\w+))[^"]*"([^>]*)>/).map { match in
      if match.output.1 != nil { return "TEXTS" }
      let kind = String(match.output.2 ?? "")
      guard kind == "customView" else { return kind }
      return kind + (match.output.3.contains("data-placement=\"leading\"") ? " leading" : " trailing")
    }
  }

  @Test("System accessories keep UIKit's order whatever order the file lists them in", arguments: listings)
  func systemAccessoriesHaveAFixedPlace(listing: [String]) throws {
    #expect(try shown(in: fragment(listing: listing)) == Self.laidOut)
  }

  @Test("The outline disclosure of an item with children takes its place before the reorder control")
  func theAddedOutlineDisclosureComesBeforeReorder() throws {
    let html = try fragment(listing: ["reorder", "disclosureIndicator", "delete"], children: true)
    #expect(try shown(in: html) == ["delete", "TEXTS", "disclosureIndicator", "outlineDisclosure", "reorder"])
  }

  @Test("Custom views on one edge keep the order they are listed in")
  func customViewsKeepTheirOrder() throws {
    let page = try decodePage(
      """
      ---
      items:
        - text: Row
          accessories:
            - { type: customView, placement: trailing, text: first }
            - reorder
            - disclosureIndicator
      ---

      """)
    let html = try PageRenderer().renderFragment(page)
    #expect(html.containsInOrder(["lp-texts", "lp-accessory-disclosureIndicator", ">first<", "lp-accessory-reorder"]))
  }

  @Test("A reorder control without its divider says so; one with it, the default, says nothing", arguments: [
    ("reorder", false),
    ("{ type: reorder, showsVerticalSeparator: true }", false),
    ("{ type: reorder, showsVerticalSeparator: false }", true),
  ])
  func theReorderDividerCanBeTurnedOff(entry: String, without: Bool) throws {
    let html = try fragment(listing: ["disclosureIndicator", entry])
    let reorder = try #require(html.element(startingWith: "<span class=\"lp-accessory lp-accessory-reorder", tag: "span"))
    #expect(reorder.hasPrefix("<span class=\"lp-accessory lp-accessory-reorder\(without ? " without-separator" : "")\""))
  }

  @Test("showsVerticalSeparator belongs to the reorder control alone")
  func showsVerticalSeparatorIsOnlyForReorder() {
    let definition = "---\nitems:\n  - text: Row\n    accessories:\n      - { type: checkmark, showsVerticalSeparator: false }\n---\n"
    #expect(decode(definition).diagnostics == [
      "\(definition.at("showsVerticalSeparator")): error: 'showsVerticalSeparator' does not apply to a checkmark accessory; only 'reorder' accessories take it"
    ])
  }
}
