import ListPressDiagnostics
import ListPressLoad

/// The page level: the page keys, the page's own data, and the defaults
/// that depend on more than one key.
extension DefinitionDecoder {
  /// The page `document` defines, or `nil` when its front matter is not a map.
  mutating func page(from document: LoadedDocument) -> ListPage? {
    let root = document.frontMatter
    guard let pairs = root.mapping else {
      if root.scalar?.value == .null {
        diagnostics.error("the front matter is empty; expected a map with 'items' or 'sections'", at: root.position)
      } else {
        diagnostics.error(
          "expected a map of page keys in the front matter, found \(root.kindDescription)",
          at: root.position
        )
      }
      return nil
    }
    checkBodySize(of: document)
    var page = ListPage(
      path: document.path,
      title: Self.defaultTitle(forPath: document.path),
      body: document.body,
      bodyStartLine: document.bodyStartLine
    )
    var appearance: Appearance?
    var headerMode: HeaderMode?
    var footerMode: FooterMode?
    var showsSeparators: Bool?
    var cellStyle: CellStyle?
    var indexTitlesPosition: TextPosition?
    var listPairs: [(key: PageKey, pair: YAMLPair)] = []

    for pair in pairs {
      guard let name = pair.key.scalar?.text, let key = PageKey(word: name) else {
        warnIfUIKitNameOrNearMissOfPageKey(pair.key)
        page.userData.append(pair)
        continue
      }
      let value = pair.value
      switch key {
      case .title: page.title = string(value, for: name) ?? page.title
      case .navigationItem: page.navigationItem = navigationItem(value, for: name)
      case .appearance: appearance = word(value, named: "appearance", for: name)
      case .headerMode: headerMode = word(value, named: "header mode", for: name)
      case .footerMode: footerMode = word(value, named: "footer mode", for: name)
      case .showsSeparators: showsSeparators = bool(value, for: name)
      case .separatorConfiguration: page.separatorConfiguration = separatorConfiguration(value, for: name)
      case .headerTopPadding: page.headerTopPadding = length(value, for: name)
      case .cellStyle: cellStyle = word(value, named: "cell style", for: name)
      case .textProperties: page.textProperties = textProperties(value, for: name)
      case .secondaryTextProperties: page.secondaryTextProperties = textProperties(value, for: name)
      case .imageProperties: page.imageProperties = imageProperties(value, for: name)
      case .imageToTextPadding, .textToSecondaryTextVerticalPadding, .textToSecondaryTextHorizontalPadding,
        .directionalLayoutMargins:
        spacing(name, value, into: &page.spacing)
      case .prefersSideBySideTextAndSecondaryText: page.prefersSideBySideTextAndSecondaryText = bool(value, for: name)
      case .tintColor: page.tintColor = color(value, for: name) ?? page.tintColor
      case .editing: page.editing = bool(value, for: name) ?? page.editing
      case .colorScheme: page.colorScheme = word(value, named: "color scheme", for: name) ?? page.colorScheme
      case .preferredContentSizeCategory:
        page.preferredContentSizeCategory =
          word(value, named: "content size category", for: name) ?? page.preferredContentSizeCategory
      case .draft: page.draft = bool(value, for: name) ?? page.draft
      case .designRequiresCompatibility: page.designRequiresCompatibility = bool(value, for: name)
      case .contentUnavailableConfiguration:
        page.contentUnavailableConfiguration = contentUnavailableConfiguration(value, for: name)
      case .indexTitles:
        page.indexTitles = indexTitles(value, for: name)
        indexTitlesPosition = pair.key.position
      case .sections, .items: listPairs.append((key, pair))
      }
    }

    page.sections = sections(from: listPairs, at: root.position)
    assignGeneratedIdentifiers(to: &page.sections)

    let resolvedAppearance = appearance ?? .plain
    page.appearance = resolvedAppearance
    if resolvedAppearance.isSidebar {
      for position in sectionAppearanceKeyPositions {
        diagnostics.warning(
          "a section's 'appearance' is ignored on a '\(resolvedAppearance.rawValue)' page: a sidebar lays out the whole page",
          at: position)
      }
      for index in page.sections.indices { page.sections[index].appearance = nil }
      if let position = indexTitlesPosition, page.indexTitles != nil {
        diagnostics.warning(
          "'indexTitles' is ignored on a '\(resolvedAppearance.rawValue)' page: a sidebar has no section index", at: position)
        page.indexTitles = nil
      }
    }
    page.showsSeparators = showsSeparators ?? !resolvedAppearance.isSidebar
    page.cellStyle = cellStyle ?? (resolvedAppearance.isSidebar ? .sidebarCell : .cell)
    page.headerMode = headerMode ?? (headerKeyPositions.isEmpty ? .none : .supplementary)
    page.footerMode = footerMode ?? (footerKeyPositions.isEmpty ? .none : .supplementary)
    warnAboutHiddenHeadersAndFooters(headerMode: page.headerMode, footerMode: page.footerMode)
    dropListOnlyFeatures(from: &page.sections, headerMode: page.headerMode)
    warnAboutFoldedItems(in: page.sections, headerMode: page.headerMode)
    return page
  }

  /// Reports a Markdown body past ``MarkdownLimits/maximumBodyBytes``, at
  /// the line it starts on.
  private mutating func checkBodySize(of document: LoadedDocument) {
    let size = document.body.utf8.count
    let limit = MarkdownLimits.maximumBodyBytes
    guard size > limit else { return }
    diagnostics.error(
      "the Markdown body has \(size) bytes, more than \(limit) (\(MarkdownLimits.describe(limit))), the limit",
      at: TextPosition(line: document.bodyStartLine, column: 1))
  }

  /// The title of a page without one: its file name without the extension.
  static func defaultTitle(forPath path: String) -> String {
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
    return String(fileName[..<dot])
  }

  /// The sections of the page, from its `sections` or its `items` (one
  /// section without header or footer). A page has exactly one of the two.
  private mutating func sections(
    from listPairs: [(key: PageKey, pair: YAMLPair)],
    at rootPosition: TextPosition
  ) -> [ListSection] {
    guard let first = listPairs.first else {
      diagnostics.error("missing 'items' or 'sections'; a page lists its items in one of them", at: rootPosition)
      return []
    }
    for (key, pair) in listPairs.dropFirst() {
      diagnostics.error(
        "a page has 'sections' or 'items', not both",
        at: pair.key.position,
        notes: [diagnostics.note("'\(first.key.rawValue)' is here", at: first.pair.key.position)]
      )
      _ = sectionsOrItems(key, pair.value)
    }
    return sectionsOrItems(first.key, first.pair.value)
  }

  private mutating func sectionsOrItems(_ key: PageKey, _ value: YAMLNode) -> [ListSection] {
    if key == .sections {
      return sequence(value, for: key.rawValue)?.compactMap { section($0) } ?? []
    }
    let listOnlyKeysBefore = listOnlyKeys.count
    let items = sequence(value, for: key.rawValue)?.compactMap { item($0) } ?? []
    // `items` is one list section, which draws what its items wrote.
    listOnlyKeys.removeSubrange(listOnlyKeysBefore...)
    return [ListSection(items: items, position: value.position)]
  }

  /// Warns when a key kept as the page's own data is a UIKit setting the
  /// format does not take (``UIKitName``), or a near miss of a page key,
  /// which is almost always a typo.
  private mutating func warnIfUIKitNameOrNearMissOfPageKey(_ key: YAMLNode) {
    if let name = key.scalar?.text, let answer = UIKitName.answer(for: name, in: "page") {
      diagnostics.warning(
        UIKitName.message(for: name, in: "page", answer), at: key.position,
        notes: [diagnostics.note("keys the contract does not define are kept as page data", at: key.position)])
      return
    }
    guard let name = key.scalar?.text,
      let suggestion = Suggestion.closest(to: name, among: PageKey.words, maximumDistance: 2)
    else { return }
    diagnostics.warning(
      "unknown key '\(name)' in page; did you mean '\(suggestion)'?",
      at: key.position,
      notes: [diagnostics.note("keys the contract does not define are kept as page data", at: key.position)]
    )
  }
}

/// The keys of a page's front matter (docs/format.md, "The page").
enum PageKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case title, navigationItem, appearance, headerMode, footerMode, showsSeparators, separatorConfiguration, headerTopPadding, cellStyle
  case textProperties, secondaryTextProperties, imageProperties
  case imageToTextPadding, textToSecondaryTextVerticalPadding, textToSecondaryTextHorizontalPadding, directionalLayoutMargins
  case prefersSideBySideTextAndSecondaryText
  case tintColor, editing, colorScheme, preferredContentSizeCategory, draft, designRequiresCompatibility
  case indexTitles, contentUnavailableConfiguration, sections, items
}

// The words of the page's `appearance`, `headerMode`, `footerMode`,
// `cellStyle` (and an item's `style`), `colorScheme` and
// `preferredContentSizeCategory`.
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
extension ContentSizeCategory: Vocabulary {
  static let lookup = WordTable<Self>()
}
