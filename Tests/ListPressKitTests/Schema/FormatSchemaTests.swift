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
    #expect(
      FormatSchema.json.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"title\": "))
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

  /// A vocabulary as the schema names it: its `$defs` name, its words and
  /// its Swift type.
  struct Vocabularies: CustomTestStringConvertible, Sendable {
    let definition: String
    let words: [String]
    let type: String
    var testDescription: String { "\(definition) (\(type))" }

    init<Word: Vocabulary>(_ definition: String, _ vocabulary: Word.Type, words: [String]? = nil) {
      self.definition = definition
      self.words = words ?? Word.words
      // `ListPressDecode.NavigationItem.LargeTitleDisplayMode` is written `NavigationItem.LargeTitleDisplayMode`.
      type = String(String(reflecting: vocabulary).drop { $0 != "." }.dropFirst())
    }
  }

  /// Every set of words, by the named schema that is its `enum`.
  static let wordSets: [Vocabularies] = [
    .init("appearance", Appearance.self), .init("headerMode", HeaderMode.self), .init("footerMode", FooterMode.self),
    .init("cellStyle", CellStyle.self), .init("colorScheme", ColorScheme.self),
    .init("contentSizeCategory", ContentSizeCategory.self),
    .init("largeTitleDisplayMode", NavigationItem.LargeTitleDisplayMode.self),
    .init("backButtonDisplayMode", NavigationItem.BackButtonDisplayMode.self),
    .init("barButtonSystemItem", BarButtonItem.SystemItem.self), .init("barButtonItemStyle", BarButtonItem.Style.self),
    .init("contentUnavailablePreset", ContentUnavailableConfiguration.Preset.self), .init("layout", LayoutName.self),
    .init("orthogonalScrollingBehavior", OrthogonalScrollingBehavior.self), .init("headerStyle", HeaderStyle.self),
    .init("footerStyle", FooterStyle.self), .init("swipedSide", DeclaredCellState.Swiped.self),
    .init("dragState", DeclaredCellState.DragState.self), .init("textStyle", TextStyle.self),
    .init("textAlignment", TextAlignment.self), .init("textTransform", TextTransform.self),
    .init("separatorVisibility", SeparatorConfiguration.Visibility.self), .init("accessoryType", Accessory.Kind.self),
    .init("accessoryPlacement", Accessory.Placement.self), .init("accessoryDisplayed", Accessory.Displayed.self),
    .init("accessoryToggle", Accessory.Toggle.self), .init("swipeActionStyle", SwipeAction.Style.self),
    .init("menuActionState", MenuAction.State.self), .init("menuActionAttribute", MenuAction.Attribute.self),
    .init("systemColor", SystemColor.self),
    .init("sectionAppearance", Appearance.self, words: ["plain", "grouped", "insetGrouped"]),
    .init(
      "bareAccessory", Accessory.Kind.self,
      words: [
        "disclosureIndicator", "outlineDisclosure", "checkmark", "delete", "insert", "reorder", "multiselect", "detail",
      ]),
  ]

  /// Every kind of map, by its named schema, with the keys it takes.
  static let maps: [Vocabularies] = [
    .init("page", PageKey.self), .init("navigationItem", NavigationItemKey.self),
    .init("barButtonItem", BarButtonItemKey.self),
    .init("searchController", SearchControllerKey.self), .init("searchBar", SearchBarKey.self),
    .init("contentUnavailableConfiguration", ContentUnavailableKey.self),
    .init("contentUnavailableButton", ContentUnavailableButtonKey.self), .init("section", SectionKey.self),
    .init("header", SupplementKey.self), .init("footer", SupplementKey.self), .init("item", ItemKey.self),
    .init("textProperties", TextPropertiesKey.self), .init("imageProperties", ImagePropertiesKey.self),
    .init("directionalLayoutMargins", EdgeKey.self), .init("separatorConfiguration", SeparatorConfigurationKey.self),
    .init("separatorInsets", SeparatorInsetsKey.self), .init("accessoryMap", AccessoryKey.self),
    .init("swipeActionsConfiguration", SwipeActionsConfigurationKey.self), .init("swipeAction", SwipeActionKey.self),
    .init("menuMap", MenuKey.self),
    .init("menuAction", MenuActionKey.self, words: MenuActionKey.words.filter { $0 != "children" }),
    .init("menuGroup", MenuActionKey.self, words: ["title", "children"]),
  ]

  @Test("Every set of words is an enum of the vocabulary's words, in its order", arguments: wordSets)
  func wordSetIsAnEnum(vocabulary: Vocabularies) throws {
    #expect(try Self.definition(vocabulary.definition)["enum"] as? [String] == vocabulary.words)
  }

  @Test(
    "Every map's properties are its key vocabulary's words, in its order; only the page takes other keys",
    arguments: maps)
  func mapTakesItsKeys(vocabulary: Vocabularies) throws {
    let name = vocabulary.definition
    let map = try Self.definition(name)
    #expect(map["type"] as? String == "object")
    #expect(map["additionalProperties"] as? Bool == (name == "page"))
    // JSONSerialization does not keep the order: it is read from the value.
    guard case .object(let properties)? = FormatSchema.document["$defs"]?[name]?["properties"] else {
      Issue.record("\(name) has no properties")
      return
    }
    #expect(properties.map(\.name) == vocabulary.words)
    for property in properties {
      #expect(property.value["description"] != nil || property.value["$ref"] != nil, "\(name).\(property.name)")
    }
  }

  @Test("Every vocabulary of the decoder is in the schema, as a set of words or the keys of a map")
  func everyVocabularyIsCovered() throws {
    let folder = BrowserRun.packageRoot.appendingPathComponent("Sources/ListPressDecode")
    let files =
      FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter {
        $0.hasSuffix(".swift")
      } ?? []
    var declared: Set<String> = []
    let conformance = /(?:enum|extension) ([A-Za-z.]+)(?:: String,|:) Vocabulary \{/
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: conformance) { declared.insert(String(match.output.1)) }
    }
    #expect(declared.count > 40)
    #expect(declared == Set((Self.wordSets + Self.maps).map(\.type)))
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
