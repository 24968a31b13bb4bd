/// A closed set of words a definition may use: the keys of one kind of map,
/// or the values of one setting. Unknown words are reported with the whole
/// set and a did-you-mean.
protocol Vocabulary: RawRepresentable, CaseIterable, Hashable where RawValue == String {}

extension Vocabulary {
  /// Every word of the set, in declaration order.
  static var words: [String] { allCases.map(\.rawValue) }
}

/// The keys of a page's front matter (FORMAT.md, "Page keys").
enum PageKey: String, Vocabulary {
  case title, appearance, headerMode, footerMode, showsSeparators, cellStyle, imageProperties
  case tintColor, editing, colorScheme, draft, sections, items
}

/// The keys of a section (FORMAT.md, "Section keys").
enum SectionKey: String, Vocabulary {
  case id, header, footer, layout, columns, items
}

/// The keys of an item (FORMAT.md, "Item keys").
enum ItemKey: String, Vocabulary {
  case id, text, secondaryText, image, style, description, link, accessories
  case leadingSwipeActions, trailingSwipeActions, selected, disabled, children, expanded
}

/// The keys of an accessory written as a map (FORMAT.md, "Accessories").
enum AccessoryKey: String, Vocabulary {
  case type, displayed, tintColor, isHidden, text, placement, image, toggle

  /// The kinds that take this option; `nil` when every kind does.
  var onlyKinds: [Accessory.Kind]? {
    switch self {
    case .type, .displayed, .tintColor, .isHidden: nil
    case .text: [.label, .customView]
    case .placement, .image, .toggle: [.customView]
    }
  }

  /// The keys an accessory of `kind` takes.
  static func accepted(by kind: Accessory.Kind) -> [AccessoryKey] {
    allCases.filter { $0.onlyKinds?.contains(kind) ?? true }
  }
}

/// The keys of a swipe action.
enum SwipeActionKey: String, Vocabulary {
  case title, image, style, backgroundColor
}

/// The keys of `imageProperties`.
enum ImagePropertiesKey: String, Vocabulary {
  case maximumSize, cornerRadius, tintColor
}

/// The values of a section's `layout`.
enum LayoutName: String, Vocabulary {
  case list, grid, horizontal
}

extension Appearance: Vocabulary {}
extension HeaderMode: Vocabulary {}
extension FooterMode: Vocabulary {}
extension CellStyle: Vocabulary {}
extension ColorScheme: Vocabulary {}
extension SystemColor: Vocabulary {}
extension Accessory.Kind: Vocabulary {}
extension Accessory.Placement: Vocabulary {}
extension Accessory.Displayed: Vocabulary {}
extension Accessory.Toggle: Vocabulary {}
extension SwipeAction.Style: Vocabulary {}
