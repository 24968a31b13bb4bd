import Foundation
import Testing

@testable import ListPressDecode

/// `FormatSchema`: valid JSON, written the same every time, and made of the
/// decoder's own vocabularies, each key and word where the schema puts it.
struct FormatSchemaTests {
  /// The schema as `JSONSerialization` reads its text.
  private static func parsed() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(FormatSchema.json.utf8))
    return try #require(object as? [String: Any])
  }

  /// The named schema `name` of the parsed schema.
  private static func definition(_ name: String) throws -> [String: Any] {
    let definitions = try #require(try parsed()["$defs"] as? [String: Any])
    return try #require(definitions[name] as? [String: Any], "no $defs/\(name)")
  }

  @Test("The schema is JSON that opens with its dialect and title and refers to the page")
  func isJSONSchema() throws {
    let schema = try Self.parsed()
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["$ref"] as? String == "#/$defs/page")
    #expect(FormatSchema.json.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"title\": "))
    #expect(FormatSchema.json.hasSuffix("}\n"))
  }

  @Test("The schema is the same text every time it is made")
  func isDeterministic() {
    #expect(FormatSchema.json == FormatSchema.document.prettyPrinted)
    let remade = JSONValue.object(SchemaDefinition.allCases.map { .init($0.rawValue, $0.schema) })
    #expect(remade == FormatSchema.document["$defs"])
  }

  @Test("Every reference names a schema of $defs")
  func referencesResolve() throws {
    let definitions = try #require(try Self.parsed()["$defs"] as? [String: Any])
    var references: [String] = []
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        if let reference = object["$ref"] as? String { references.append(reference) }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(try Self.parsed())
    #expect(references.count > definitions.count)
    for reference in Set(references) {
      #expect(reference.hasPrefix("#/$defs/") && definitions[String(reference.dropFirst(8))] != nil, "\(reference)")
    }
  }

  @Test(
    "Every set of words is an enum of the vocabulary's words, in its order",
    arguments: [
      ("appearance", Appearance.words), ("headerMode", HeaderMode.words), ("footerMode", FooterMode.words),
      ("cellStyle", CellStyle.words), ("colorScheme", ColorScheme.words), ("contentSizeCategory", ContentSizeCategory.words),
      ("largeTitleDisplayMode", NavigationItem.LargeTitleDisplayMode.words),
      ("backButtonDisplayMode", NavigationItem.BackButtonDisplayMode.words),
      ("barButtonSystemItem", BarButtonItem.SystemItem.words), ("barButtonItemStyle", BarButtonItem.Style.words),
      ("contentUnavailablePreset", ContentUnavailableConfiguration.Preset.words), ("layout", LayoutName.words),
      ("orthogonalScrollingBehavior", OrthogonalScrollingBehavior.words), ("headerStyle", HeaderStyle.words),
      ("footerStyle", FooterStyle.words), ("swipedSide", DeclaredCellState.Swiped.words),
      ("dragState", DeclaredCellState.DragState.words), ("textStyle", TextStyle.words), ("textAlignment", TextAlignment.words),
      ("textTransform", TextTransform.words), ("separatorVisibility", SeparatorConfiguration.Visibility.words),
      ("accessoryType", Accessory.Kind.words), ("accessoryPlacement", Accessory.Placement.words),
      ("accessoryDisplayed", Accessory.Displayed.words), ("accessoryToggle", Accessory.Toggle.words),
      ("swipeActionStyle", SwipeAction.Style.words), ("menuActionState", MenuAction.State.words),
      ("menuActionAttribute", MenuAction.Attribute.words), ("systemColor", SystemColor.words),
      ("sectionAppearance", ["plain", "grouped", "insetGrouped"]),
      ("bareAccessory", ["disclosureIndicator", "outlineDisclosure", "checkmark", "delete", "insert", "reorder", "multiselect", "detail"]),
    ])
  func wordSets(name: String, words: [String]) throws {
    #expect(try Self.definition(name)["enum"] as? [String] == words)
  }

  @Test(
    "Every map's properties are its key vocabulary's words, in its order; only the page takes other keys",
    arguments: [
      ("page", PageKey.words), ("navigationItem", NavigationItemKey.words), ("barButtonItem", BarButtonItemKey.words),
      ("searchController", SearchControllerKey.words), ("searchBar", SearchBarKey.words),
      ("contentUnavailableConfiguration", ContentUnavailableKey.words),
      ("contentUnavailableButton", ContentUnavailableButtonKey.words), ("section", SectionKey.words),
      ("header", SupplementKey.words), ("footer", SupplementKey.words), ("item", ItemKey.words),
      ("textProperties", TextPropertiesKey.words), ("imageProperties", ImagePropertiesKey.words),
      ("directionalLayoutMargins", EdgeKey.words), ("separatorConfiguration", SeparatorConfigurationKey.words),
      ("separatorInsets", SeparatorInsetsKey.words), ("accessoryMap", AccessoryKey.words),
      ("swipeActionsConfiguration", SwipeActionsConfigurationKey.words), ("swipeAction", SwipeActionKey.words),
      ("menuMap", MenuKey.words), ("menuAction", MenuActionKey.words.filter { $0 != "children" }),
      ("menuGroup", ["title", "children"]),
    ])
  func mapKeys(name: String, keys: [String]) throws {
    let map = try Self.definition(name)
    #expect(map["type"] as? String == "object")
    #expect(map["additionalProperties"] as? Bool == (name == "page"))
    // JSONSerialization does not keep the order: it is read from the text of the value.
    guard case .object(let properties)? = FormatSchema.document["$defs"]?[name]?["properties"] else {
      Issue.record("\(name) has no properties")
      return
    }
    #expect(properties.map(\.name) == keys)
    for property in properties {
      #expect(property.value["description"] != nil || property.value["$ref"] != nil, "\(name).\(property.name)")
    }
  }

  @Test("Each accessory type takes the options the decoder lets it take")
  func accessoryOptions() throws {
    let rules = try #require(try Self.definition("accessoryMap")["allOf"] as? [[String: Any]])
    #expect(rules.count == Accessory.Kind.allCases.count)
    for (rule, kind) in zip(rules, Accessory.Kind.allCases) {
      let condition = try #require(rule["if"] as? [String: Any])
      let type = (condition["properties"] as? [String: Any])?["type"] as? [String: Any]
      #expect(type?["const"] as? String == kind.rawValue)
      let names = ((rule["then"] as? [String: Any])?["propertyNames"] as? [String: Any])?["enum"] as? [String]
      #expect(names == AccessoryKey.accepted(by: kind).map(\.rawValue), "\(kind)")
    }
  }
}
