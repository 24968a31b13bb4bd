extension AccessoryKey: SchemaKey {
  /// An accessory written as a map: its `type`, and the options that type
  /// takes (`applies(to:)`), with those it needs.
  static var accessoryMapSchema: JSONValue {
    let typeRules: [JSONValue] = Accessory.Kind.allCases.map { kind in
      var then: [JSONValue.Member] = [
        .init("propertyNames", ["enum": .array(accepted(by: kind).map { .string($0.rawValue) })])
      ]
      let needs = kind.neededOptions
      if !needs.all.isEmpty {
        then.append(.init("required", .array(needs.all.map { .string($0.rawValue) })))
      }
      if !needs.any.isEmpty {
        then.append(.init("anyOf", .array(needs.any.map { .requires($0.rawValue) })))
      }
      return [
        "if": [
          "required": [.string(Self.type.rawValue)],
          "properties": [Self.type.rawValue: ["const": .string(kind.rawValue)]],
        ],
        "then": .object(then),
      ]
    }
    return mapSchema(
      "An accessory written as a map: its type and the options that type takes.", required: [.type],
      rules: [.init("allOf", .array(typeRules))])
  }

  var valueSchema: JSONValue {
    switch self {
    case .type: .ref(.accessoryType).described("The accessory's type.")
    case .displayed: .ref(.accessoryDisplayed).described("When it shows; default its type's own.")
    case .tintColor: .ref(.color).described("The accessory's color.")
    case .isHidden: .ref(.boolean).described("Keep the accessory's room but draw nothing; default false.")
    case .text: .ref(.text).described("label and customView: the text shown.")
    case .placement: .ref(.accessoryPlacement).described("customView: the edge it goes on.")
    case .image: .ref(.symbolImage).described("customView: a symbol to show.")
    case .toggle:
      .ref(.accessoryToggle).described("customView: favorite makes it a button that marks the item a favorite.")
    case .menu:
      .ref(.menu).described("popUpMenu: the values it chooses among; the one action with state: on is the one shown.")
    case .showsVerticalSeparator:
      .ref(.boolean).described("reorder: whether a line divides it from the rest of the row; default true.")
    }
  }
}

extension Accessory.Kind {
  /// The options an accessory of this kind cannot go without: `all` of
  /// them, and one of `any`. A kind that needs none may be written by its
  /// name alone.
  var neededOptions: (all: [AccessoryKey], any: [AccessoryKey]) {
    switch self {
    case .label: ([.text], [])
    case .customView: ([.placement], [.image, .text])
    case .popUpMenu: ([.menu], [])
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .detail:
      ([], [])
    }
  }
}

extension SchemaDefinition {
  static let bareAccessorySchema: JSONValue = .words(
    Accessory.Kind.allCases.filter { $0.neededOptions.all.isEmpty && $0.neededOptions.any.isEmpty },
    "An accessory's type alone, with every default (label, customView and popUpMenu need the map form).")

  static let accessorySchema: JSONValue = [
    "anyOf": [.ref(.bareAccessory), .ref(.accessoryMap)],
    "description": "An accessory: its type alone (checkmark), or a map of its type and options.",
  ]

  /// The accessories of a row. That each type shows once (a customView
  /// once per edge) is left to `check`: JSON Schema says "at most one" with
  /// `maxContains`, which a validator of draft 7 (as editors' YAML language
  /// servers are) does not know, and reads the `contains` beside it as "at
  /// least one", refusing every row that lacks a type.
  static let accessoriesSchema: JSONValue = [
    "type": "array", "items": .ref(.accessory),
    "description": "What sits at the row's edges: each type once at most (a customView once per edge).",
  ]
}
