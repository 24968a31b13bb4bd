import ListPressKit
import Testing

@Suite struct AccessoryDecodingTests {
  /// The accessories of the only item of a definition whose item has
  /// `accessories` written as `accessoriesYAML` (indented for the item).
  private func accessories(_ accessoriesYAML: String) throws -> [Accessory] {
    let page = try decodePage("---\nitems:\n  - text: Cloud\n    accessories:\n\(accessoriesYAML)---\n")
    return try #require(page.sections.first?.items.first).accessories
  }

  @Test(arguments: [
    (Accessory.Kind.disclosureIndicator, Accessory.Placement.trailing, Accessory.Displayed.always),
    (.outlineDisclosure, .trailing, .always),
    (.checkmark, .trailing, .always),
    (.delete, .leading, .whenEditing),
    (.insert, .leading, .whenEditing),
    (.reorder, .trailing, .whenEditing),
    (.multiselect, .leading, .whenEditing),
    (.detail, .trailing, .always),
  ])
  func aBareNameTakesItsKindsDefaults(kind: Accessory.Kind, placement: Accessory.Placement, displayed: Accessory.Displayed) throws {
    let decoded = try accessories("      - \(kind.rawValue)\n")
    #expect(decoded == [
      Accessory(kind, placement: placement, displayed: displayed, tintColor: nil, isHidden: false)
    ])
  }

  @Test func aMapTakesEveryCommonOption() throws {
    let decoded = try accessories(
      """
            - type: checkmark
              displayed: whenNotEditing
              tintColor: systemGreen
              isHidden: true
            - { type: delete, displayed: always }

      """
    )
    #expect(decoded == [
      Accessory(.checkmark, displayed: .whenNotEditing, tintColor: .system(.systemGreen), isHidden: true),
      Accessory(.delete, placement: .leading, displayed: .always),
    ])
  }

  @Test func aLabelShowsItsText() throws {
    let decoded = try accessories("      - { type: label, text: 42 }\n")
    #expect(decoded == [Accessory(.label, text: "42")])
  }

  @Test func customViewsTakeAPlacementASymbolATextAndAToggle() throws {
    let decoded = try accessories(
      """
            - type: customView
              placement: leading
              image: symbol:star
              toggle: favorite
              tintColor: "#FC0"
            - type: customView
              placement: trailing
              text: New

      """
    )
    #expect(decoded == [
      Accessory(
        .customView, placement: .leading, tintColor: .rgba(red: 255, green: 204, blue: 0, alpha: 255),
        image: .symbol("star"), toggle: .favorite
      ),
      Accessory(.customView, placement: .trailing, text: "New"),
    ])
  }

  @Test func reportsAnAccessoryTwiceWithANoteAtTheFirst() {
    let source = """
      ---
      items:
        - text: Cloud
          accessories:
            - checkmark
            - detail
            - { type: checkmark, tintColor: systemRed }
            - { type: customView, placement: trailing, text: A }
            - { type: customView, placement: leading, text: B }
            - { type: customView, placement: trailing, text: C }
      ---
      """
    let result = decode(source)
    #expect(result.diagnostics == [
      """
      \(source.at("checkmark", after: "type: ")): error: duplicate accessory 'checkmark'; an item shows each accessory type once
      \(source.at("checkmark")): note: the first 'checkmark' is here
      """,
      """
      \(source.at("customView", after: "text: B")): error: duplicate accessory trailing customView; an item has at most one customView per placement
      \(source.at("customView")): note: the first trailing customView is here
      """,
    ])
  }

  @Test(arguments: [
    ("{ type: checkmark, placement: leading }", "placement", "'placement' does not apply to a checkmark accessory; only 'customView' accessories take it; UIKit puts it on the trailing edge"),
    ("{ type: delete, placement: trailing }", "placement", "'placement' does not apply to a delete accessory; only 'customView' accessories take it; UIKit puts it on the leading edge"),
    ("{ type: detail, text: More }", "text", "'text' does not apply to a detail accessory; only 'label' and 'customView' accessories take it"),
    ("{ type: label, text: New, toggle: favorite }", "toggle", "'toggle' does not apply to a label accessory; only 'customView' accessories take it"),
    ("{ type: label, text: New, image: symbol:star }", "image", "'image' does not apply to a label accessory; only 'customView' accessories take it"),
  ])
  func refusesOptionsItsKindDoesNotTake(accessory: String, key: String, message: String) {
    let source = "---\nitems:\n  - text: Cloud\n    accessories:\n      - \(accessory)\n---\n"
    #expect(decode(source).diagnostics == ["\(source.at(key, after: "- {")): error: \(message)"])
  }

  @Test(arguments: [
    ("{ type: customView, image: symbol:star }", "customView accessory is missing 'placement'; expected 'leading' or 'trailing'"),
    ("{ type: customView, placement: leading }", "customView accessory needs an 'image' or a 'text'"),
    ("{ type: label, tintColor: systemRed }", "label accessory is missing 'text'"),
    ("customView", "a customView accessory needs a 'placement' and an 'image' or a 'text'; write { type: customView, placement: trailing, image: symbol:NAME }"),
    ("label", "a label accessory needs a 'text'; write { type: label, text: ... }"),
    ("{ displayed: always }", "accessory is missing 'type'; expected one of 'disclosureIndicator', 'outlineDisclosure', 'checkmark', 'delete', 'insert', 'reorder', 'multiselect', 'detail', 'popUpMenu', 'label' or 'customView'"),
  ])
  func reportsWhatIsMissing(accessory: String, message: String) {
    let source = "---\nitems:\n  - text: Cloud\n    accessories:\n      - \(accessory)\n---\n"
    #expect(decode(source).diagnostics == ["list.md:5:9: error: \(message)"])
  }

  @Test func aCustomViewShowsSymbolsOnly() {
    let source = "---\nitems:\n  - text: Cloud\n    accessories:\n      - { type: customView, placement: leading, image: star.png }\n---\n"
    #expect(decode(source).diagnostics == [
      "\(source.at("star.png")): error: expected 'symbol:NAME' for 'image', found 'star.png'; a customView shows symbols only"
    ])
  }

  @Test func reportsUnknownNamesTypesKeysAndValues() {
    let source = """
      ---
      items:
        - text: Cloud
          accessories:
            - chekmark
            - { type: disclosure, tint: red }
            - { type: reorder, tint: red }
            - { type: checkmark, displayed: editing }
            - { type: customView, placement: left, text: A, toggle: star }
            - [checkmark]
          trailingSwipeActions: []
        - text: Tifa
          accessories: checkmark
      ---
      """
    let reorderKeys = "'type', 'displayed', 'tintColor', 'isHidden' or 'showsVerticalSeparator'"
    let allKeys = "'type', 'displayed', 'tintColor', 'isHidden', 'text', 'placement', 'image', 'toggle', 'menu' or 'showsVerticalSeparator'"
    let kinds =
      "'disclosureIndicator', 'outlineDisclosure', 'checkmark', 'delete', 'insert', 'reorder', 'multiselect', 'detail', 'popUpMenu', 'label' or 'customView'"
    #expect(decode(source).diagnostics == [
      """
      \(source.at("chekmark")): error: unknown accessory 'chekmark'; did you mean 'checkmark'?
      \(source.at("chekmark")): note: expected one of \(kinds)
      """,
      "\(source.at("disclosure")): error: unknown accessory 'disclosure'; expected one of \(kinds)",
      "\(source.at("tint")): error: unknown key 'tint' in accessory; expected one of \(allKeys)",
      "\(source.at("tint", after: "reorder")): error: unknown key 'tint' in accessory; expected one of \(reorderKeys)",
      "\(source.at("editing }")): error: unknown displayed state 'editing'; expected one of 'always', 'whenEditing' or 'whenNotEditing'",
      "\(source.at("left")): error: unknown placement 'left'; expected one of 'leading' or 'trailing'",
      "\(source.at("star }")): error: unknown toggle 'star'; expected one of 'favorite'",
      "\(source.at("[checkmark]")): error: expected an accessory name or map in 'accessories', found a list",
      "\(source.at("checkmark", after: "Tifa")): error: expected a list for 'accessories', found a string",
    ])
  }
}
