import ListPressDiagnostics
import ListPressLoad

/// Accessories: bare names or maps with options, checked against what each
/// kind of `UICellAccessory` takes.
extension DefinitionDecoder {
  /// The accessories of one item, each kind at most once (a `customView`
  /// once per placement).
  mutating func accessories(from entries: [YAMLNode]) -> [Accessory] {
    var accessories: [Accessory] = []
    var positions: [TextPosition] = []
    for entry in entries {
      guard let (accessory, position) = accessory(entry) else { continue }
      // An item has a handful of accessories: comparing with each is
      // cheaper than naming its slot and hashing the name.
      // A kind whose placement the file gives (a customView) may show once on each edge.
      let perPlacement = accessory.kind.defaultPlacement == nil
      let taken = accessories.firstIndex {
        $0.kind == accessory.kind && (!perPlacement || $0.placement == accessory.placement)
      }
      if let taken {
        let slot =
          perPlacement
          ? "\(accessory.placement.rawValue) \(accessory.kind.rawValue)" : "'\(accessory.kind.rawValue)'"
        let rule =
          perPlacement
          ? "an item has at most one \(accessory.kind.rawValue) per placement" : "an item shows each accessory type once"
        diagnostics.error(
          "duplicate accessory \(slot); \(rule)",
          at: position,
          notes: [diagnostics.note("the first \(slot) is here", at: positions[taken])]
        )
        continue
      }
      accessories.append(accessory)
      positions.append(position)
    }
    return accessories
  }

  /// One accessory and the position of its type, or `nil` after reporting.
  private mutating func accessory(_ node: YAMLNode) -> (Accessory, TextPosition)? {
    if let scalar = node.scalar, scalar.value != .null {
      return bareAccessory(named: scalar.text, at: node.position)
    }
    guard let pairs = node.mapping else {
      diagnostics.error(
        "expected an accessory name or map in 'accessories', found \(node.kindDescription)",
        at: node.position
      )
      return nil
    }
    if let call = Self.swiftCall(in: pairs) {
      diagnostics.error(
        "'\(call.written)' is Swift's call syntax; write the map form: \(call.mapForm)", at: node.position)
      return nil
    }
    guard let typePair = pairs.first(where: { $0.key.scalar?.text == AccessoryKey.type.rawValue }) else {
      diagnostics.error(
        "accessory is missing 'type'; expected one of \(Suggestion.list(Accessory.Kind.words))",
        at: node.position
      )
      checkKeys(of: pairs, for: nil)
      return nil
    }
    guard let kind: Accessory.Kind = word(typePair.value, named: "accessory", for: "type") else {
      checkKeys(of: pairs, for: nil)
      return nil
    }
    return optionsAccessory(kind, pairs: pairs, at: node.position, typePosition: typePair.value.position)
  }

  /// An accessory written as its name alone, with every default of its kind.
  private mutating func bareAccessory(named name: String, at position: TextPosition) -> (Accessory, TextPosition)? {
    guard let kind = Accessory.Kind(word: name) else {
      report(.unknown("accessory '\(name)'", word: name, candidates: Accessory.Kind.words), at: position)
      return nil
    }
    switch kind {
    case .label:
      diagnostics.error("a label accessory needs a 'text'; write { type: label, text: ... }", at: position)
      return nil
    case .customView:
      diagnostics.error(
        "a customView accessory needs a 'placement' and an 'image' or a 'text'; write { type: customView, placement: trailing, image: symbol:NAME }",
        at: position
      )
      return nil
    case .popUpMenu:
      diagnostics.error(
        "a popUpMenu accessory needs a 'menu'; write { type: popUpMenu, menu: [{ title: ... }, { title: ..., state: on }] }",
        at: position
      )
      return nil
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .detail:
      return (Accessory(kind), position)
    }
  }

  /// An accessory written as a map, with its options checked against its kind.
  private mutating func optionsAccessory(
    _ kind: Accessory.Kind,
    pairs: [YAMLPair],
    at position: TextPosition,
    typePosition: TextPosition
  ) -> (Accessory, TextPosition)? {
    var accessory = Accessory(kind)
    var placement: Accessory.Placement?
    var hasPlacementKey = false
    for (key, pair) in checkKeys(of: pairs, for: kind) {
      let name = key.rawValue
      let value = pair.value
      switch key {
      case .type: continue
      case .displayed: accessory.displayed = word(value, named: "displayed state", for: name) ?? accessory.displayed
      case .tintColor: accessory.tintColor = color(value, for: name)
      case .isHidden: accessory.isHidden = bool(value, for: name) ?? accessory.isHidden
      case .text: accessory.text = string(value, for: name)
      case .placement:
        hasPlacementKey = true
        placement = word(value, named: "placement", for: name)
      case .image: accessory.image = symbol(value, for: name, shownBy: "a customView")
      case .toggle: accessory.toggle = word(value, named: "toggle", for: name)
      case .menu: accessory.menu = popUpMenu(value, for: name)
      case .showsVerticalSeparator:
        accessory.showsVerticalSeparator = bool(value, for: name) ?? accessory.showsVerticalSeparator
      }
    }
    let hasText = pairs.contains { $0.key.scalar?.text == AccessoryKey.text.rawValue }
    let hasImage = pairs.contains { $0.key.scalar?.text == AccessoryKey.image.rawValue }
    switch kind {
    case .label:
      if !hasText {
        diagnostics.error("label accessory is missing 'text'", at: position)
      }
    case .customView:
      if !hasPlacementKey {
        diagnostics.error("customView accessory is missing 'placement'; expected 'leading' or 'trailing'", at: position)
      }
      if !hasText && !hasImage {
        diagnostics.error("customView accessory needs an 'image' or a 'text'", at: position)
      }
    case .popUpMenu:
      if !pairs.contains(where: { $0.key.scalar?.text == AccessoryKey.menu.rawValue }) {
        diagnostics.error("popUpMenu accessory is missing 'menu', the list of the values it chooses among", at: position)
        return nil
      }
      // A menu with errors leaves none: the row is not drawn without it.
      guard accessory.menu != nil else { return nil }
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .detail:
      break
    }
    if let placement {
      accessory.placement = placement
    } else if kind.defaultPlacement == nil {
      // A kind with no edge of its own is not made without the file's.
      return nil
    }
    return (accessory, typePosition)
  }

  /// The known keys of an accessory map, after reporting unknown keys and
  /// options its kind does not take; every option is checked when the
  /// kind is not known.
  @discardableResult
  private mutating func checkKeys(of pairs: [YAMLPair], for kind: Accessory.Kind?) -> [(AccessoryKey, YAMLPair)] {
    var known: [(AccessoryKey, YAMLPair)] = []
    let accepted = kind.map { AccessoryKey.accepted(by: $0) } ?? Array(AccessoryKey.allCases)
    for pair in pairs {
      if let kind, let name = pair.key.scalar?.text, let key = AccessoryKey(word: name), !key.applies(to: kind),
        let onlyKinds = key.onlyKinds
      {
        let fixedPlacement =
          key == .placement ? "; UIKit puts it on the \(kind.defaultPlacement?.rawValue ?? "trailing") edge" : ""
        diagnostics.error(
          "'\(name)' does not apply to a \(kind.rawValue) accessory; only \(Self.kindList(onlyKinds)) accessories take it"
            + fixedPlacement,
          at: pair.key.position
        )
        continue
      }
      if let key: AccessoryKey = key(of: pair, in: "accessory", accepted: accepted) {
        known.append((key, pair))
      }
    }
    return known
  }

  /// An accessory written as a Swift call, `.checkmark(displayed:
  /// .always)`, which YAML reads as a map of one key (`.checkmark(displayed`)
  /// and its value (`.always)`): what was written, and the same accessory
  /// in the format's map form. `nil` when `pairs` are not such a call.
  private static func swiftCall(in pairs: [YAMLPair]) -> (written: String, mapForm: String)? {
    guard pairs.count == 1, let key = pairs[0].key.scalar?.text, let open = key.firstIndex(of: "("),
      let value = pairs[0].value.scalar?.text, value.hasSuffix(")")
    else { return nil }
    let bare = { (text: Substring) in text.hasPrefix(".") ? text.dropFirst() : text }
    let name = bare(key[..<open])
    let label = key[key.index(after: open)...].trimmingPrefix(" ")
    let argument = bare(value.dropLast().drop { $0 == " " })
    return ("\(key): \(value)", "{ type: \(name), \(label): \(argument) }")
  }

  private static func kindList(_ kinds: [Accessory.Kind]) -> String {
    Suggestion.list(kinds.map(\.rawValue), conjunction: "and")
  }
}

/// The keys of an accessory written as a map (docs/format.md, "Accessories").
enum AccessoryKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case type, displayed, tintColor, isHidden, text, placement, image, toggle, menu, showsVerticalSeparator

  /// The kinds that take this option; `nil` when every kind does.
  var onlyKinds: [Accessory.Kind]? {
    let kinds = Accessory.Kind.allCases.filter(applies(to:))
    return kinds.count == Accessory.Kind.allCases.count ? nil : kinds
  }

  /// Whether an accessory of `kind` takes this option.
  func applies(to kind: Accessory.Kind) -> Bool {
    switch self {
    case .type, .displayed, .tintColor, .isHidden: true
    case .showsVerticalSeparator: kind == .reorder
    case .menu: kind == .popUpMenu
    case .text, .placement, .image, .toggle:
      switch kind {
      case .label: self == .text
      case .customView: true
      case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .detail,
        .popUpMenu:
        false
      }
    }
  }

  /// The keys an accessory of `kind` takes.
  static func accepted(by kind: Accessory.Kind) -> [AccessoryKey] {
    allCases.filter { $0.applies(to: kind) }
  }
}

// The words of an accessory's `type`, `placement`, `displayed` and `toggle`.
extension Accessory.Kind: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension Accessory.Placement: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension Accessory.Displayed: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension Accessory.Toggle: Vocabulary {
  static let lookup = WordTable<Self>()
}

extension DefinitionDecoder {
  /// The `menu` of a `popUpMenu` accessory: one value chosen among its
  /// actions, so at most one has the state `on` (UIKit's
  /// `singleSelection`).
  fileprivate mutating func popUpMenu(_ node: YAMLNode, for key: String) -> Menu? {
    guard let menu = menu(node, for: key, owner: "a pop-up menu") else { return nil }
    let chosen = menu.actions.filter { $0.state == .on }
    if chosen.count > 1 {
      diagnostics.error(
        "a pop-up menu shows one chosen value, but \(Suggestion.list(chosen.map(\.title), conjunction: "and")) have 'state: on'; "
          + "leave 'state: on' on one of them",
        at: node.position)
      return nil
    }
    return menu
  }
}
