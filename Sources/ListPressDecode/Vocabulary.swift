/// A closed set of words a definition may use: the keys of one kind of map,
/// or the values of one setting. Unknown words are reported with the whole
/// set and a did-you-mean.
protocol Vocabulary: RawRepresentable, CaseIterable, Hashable where RawValue == String {
  /// Every word of the set, by its length: made once per type
  /// (`static let lookup = WordTable<Self>()`), it finds a word faster
  /// than `init(rawValue:)` or a dictionary (figures in `WordTable`).
  static var lookup: WordTable<Self> { get }
}

extension Vocabulary {
  /// Every word of the set, in declaration order.
  static var words: [String] { allCases.map(\.rawValue) }

  /// The word written `text`, if the set has it.
  init?(word text: String) {
    guard let word = Self.lookup.word(text) else { return nil }
    self = word
  }
}

/// The keys of a page's front matter (docs/format.md, "The page").
enum PageKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case title, appearance, headerMode, footerMode, showsSeparators, cellStyle, imageProperties
  case tintColor, editing, colorScheme, draft, sections, items
}

/// The keys of a section (docs/format.md, "Sections").
enum SectionKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case id, header, footer, layout, columns, items
}

/// The keys of an item (docs/format.md, "Items").
enum ItemKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case id, text, secondaryText, image, style, description, link, accessories
  case leadingSwipeActions, trailingSwipeActions, selected, disabled, children, expanded
}

/// The keys of an accessory written as a map (docs/format.md, "Accessories").
enum AccessoryKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case type, displayed, tintColor, isHidden, text, placement, image, toggle

  /// The kinds that take this option; `nil` when every kind does.
  var onlyKinds: [Accessory.Kind]? {
    let kinds = Accessory.Kind.allCases.filter(applies(to:))
    return kinds.count == Accessory.Kind.allCases.count ? nil : kinds
  }

  /// Whether an accessory of `kind` takes this option.
  func applies(to kind: Accessory.Kind) -> Bool {
    switch self {
    case .type, .displayed, .tintColor, .isHidden: true
    case .text: kind == .label || kind == .customView
    case .placement, .image, .toggle: kind == .customView
    }
  }

  /// The keys an accessory of `kind` takes.
  static func accepted(by kind: Accessory.Kind) -> [AccessoryKey] {
    allCases.filter { $0.applies(to: kind) }
  }
}

/// The keys of a swipe action.
enum SwipeActionKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case title, image, style, backgroundColor
}

/// The keys of `imageProperties`.
enum ImagePropertiesKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case maximumSize, cornerRadius, tintColor
}

/// The values of a section's `layout`.
enum LayoutName: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case list, grid, horizontal
}

extension Appearance: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension HeaderMode: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension FooterMode: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension CellStyle: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension ColorScheme: Vocabulary {
  static let lookup = WordTable<Self>()
}
extension SystemColor: Vocabulary {
  static let lookup = WordTable<Self>()
}
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
extension SwipeAction.Style: Vocabulary {
  static let lookup = WordTable<Self>()
}
