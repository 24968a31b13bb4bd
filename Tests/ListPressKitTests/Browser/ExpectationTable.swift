import ListPressKit

/// The expectation table: every A and B value of `shared/reference/uikit-lists.md`
/// that applies to what an example shows. U values are left out; C values too,
/// except where a B row is stated through them. Each entry names the reference's
/// section and source keys.
extension Expectation {
  static let table: [Expectation] =
    typography + colours + metrics + separators + headersAndFooters + secondaryTexts + accessories

  // Selectors ---------------------------------------------------------------

  /// The lists of list-layout sections (not grids or horizontal rows).
  static let lists = ".layout-list > .lp-items"
  /// The rows of those lists, outline children excepted: a row is the item's
  /// child, its outline's summary's, or its swipe cell's.
  static let topLevelRows =
    ".layout-list > .lp-items > .lp-item > .lp-row, .layout-list > .lp-items > .lp-item > .lp-outline > summary > .lp-row, "
    + ".layout-list > .lp-items > .lp-item > .lp-swipe .lp-swipe-cell > .lp-row, " + descriptionCells(".layout-list > .lp-items > ")
  /// Every row of a list-layout section, but the first items drawn as headers.
  static let rows = ".layout-list .lp-row:not(.lp-header-item > .lp-row), " + descriptionCells(".layout-list ")
  /// The rows of list-layout sections that are not selected (nor headers).
  static let unselectedRows = ".layout-list .lp-row:not(.is-selected .lp-row, .lp-header-item .lp-row), "
    + ".layout-list .lp-item:not(.is-selected):has(> .lp-row + div), "
    + ".layout-list .lp-item:not(.is-selected) > .lp-swipe .lp-swipe-cell:has(> .lp-row + div)"
  /// The cells with a description that the selector `scope` ends in (before
  /// `.lp-item`): their row gives its box to the cell (`display: contents`),
  /// which is measured in its place.
  static func descriptionCells(_ scope: String) -> String {
    "\(scope).lp-item:has(> .lp-row + div), \(scope).lp-item > .lp-swipe .lp-swipe-cell:has(> .lp-row + div)"
  }
  /// The primary texts of list rows, but for those whose text properties
  /// the definition sets (the account example's red Sign Out).
  static let primaryTexts = ".layout-list .lp-texts > :first-child:not(.lp-header-item *, .lp-row[style*=\"--text-\"] *)"
  /// Supplementary section headers.
  static let headers = "h2.lp-section-header:not(.lp-header-item)"
  /// Section footer texts.
  static let footers = ".lp-section-footer p"

  /// Pages whose cells are the standard list cells (the sidebars' cells are U).
  static let listCellPages = ExamplePage.allCases.filter { ![.sidebar, .sidebarPlain].contains($0.appearance) }
  /// Pages that show separators between rows (sidebars have none by default).
  /// Characters selects every other row, and the separators beside a selected
  /// row hide (§9, C; F7-8), so it has no separator to measure.
  static let separatedPages = listCellPages.filter { $0 != .characters }

  /// A check of the classic build.
  private init(
    _ page: ExamplePage, _ category: Category, _ subject: String, _ selector: String, _ metric: Metric,
    _ expected: Expected, _ grade: Grade, _ reference: String
  ) {
    self.init(.classic, page, category, subject, selector, metric, expected, grade, reference)
  }

  // Typography [§3, §6] -------------------------------------------------------

  private static let typography: [Expectation] =
    ExamplePage.allCases.flatMap { page in
      [
        Expectation(page, .typography, "large title size", ".lp-title", .style("font-size"),
                    .length(.fixed(Double(page.typeRamp[.largeTitle].size))), .a,
                    "§3 largeTitle size; GIST-FONTS; Dynamic Type sizes (HIG) for the large text example"),
        Expectation(page, .typography, "large title leading", ".lp-title", .style("line-height"),
                    .length(.fixed(Double(page.typeRamp[.largeTitle].lineHeight))), .b,
                    "§3 largeTitle leading; CC-TYP; Dynamic Type sizes (HIG) for the large text example"),
      ]
    }
    + listCellPages.flatMap { page in
      [
        Expectation(page, .typography, "primary text is body size", primaryTexts, .style("font-size"),
                    .length(.fixed(Double(page.typeRamp[.body].size))), .b,
                    "§6 cell()/subtitleCell()/valueCell() primary body 17, §3 body; FL-LT, F7-8, GIST-FONTS"),
        Expectation(page, .typography, "primary text has body leading", primaryTexts, .style("line-height"),
                    .length(.fixed(Double(page.typeRamp[.body].lineHeight))), .b, "§3 body leading; CC-TYP"),
        Expectation(page, .typography, "primary text is regular", primaryTexts, .style("font-weight"),
                    .keyword("400"), .b, "§3 body Regular, §6 cell(); GIST-FONTS, FL-LT"),
      ]
    }

  // Colours [§1, §5, §6, §10] ----------------------------------------------------

  private static let colours: [Expectation] =
    listCellPages.flatMap { page in
      let plain = page.appearance == .plain
      return [
        Expectation(page, .colour, "primary text is label", primaryTexts, .color("color"), .color(Palette.label), .b,
                    "§6 cell() label, §1 label (A); SO-CELLBG, FL-COL, GIST-COLORS"),
        Expectation(page, .colour, "list background", ".lp-list", .backdrop,
                    .color(plain ? Palette.systemBackground : Palette.systemGroupedBackground), .a,
                    "§5 list background, §1; SO-CELLBG, FL-LS, FL-COL, GIST-COLORS"),
        Expectation(page, .colour, "row background", unselectedRows,
                    .backdrop, .color(plain ? Palette.systemBackground : Palette.secondarySystemGroupedBackground), .a,
                    "§5 row background, §1; SO-CELLBG, FL-LS, FL-COL, GIST-COLORS"),
      ]
    }
    + [ExamplePage.characters, .customCells].map { page in
      Expectation(page, .colour, "links are the tint, systemBlue", ":is(.lp-row, .lp-outline-summary) + div a", .color("color"),
                  .color(Palette.systemBlue), .a, "§1 tint = systemBlue, link; FL-COL")
    }
    + [
      Expectation(.swipeActions, .colour, "destructive action without a colour is systemRed",
                  ".lp-swipe-action.style-destructive:not([style*='--action-background'])", .backdrop,
                  .color(Palette.systemRed), .b, "§10 destructive default background; F7-8, SWCK"),
    ]

  // Metrics [§4, §5] ------------------------------------------------------------

  private static let metrics: [Expectation] =
    ExamplePage.allCases.map { page in
      Expectation(page, .metrics, "minimum row height", rows, .height, .atLeast(44), .b,
                  "§4 minimum row height; F7-8, ION-ITEM, FL-LT")
    }
    + listCellPages.flatMap { page in
      let inset: Length = page.appearance == .insetGrouped ? .layoutMargin : .fixed(0)
      let insetSource = page.appearance == .insetGrouped
        ? "§5 horizontal inset of rows: insetGrouped = layout margin; F7-8, ION-LIST, FL-LS"
        : "§5 horizontal inset of rows: \(page.appearance) 0; F7-8, ION-LIST, FL-LS"
      return [
        Expectation(page, .metrics, "rows' leading inset from the screen edge", lists, .inset(.left, from: nil), .length(inset),
                    .b, insetSource),
        Expectation(page, .metrics, "rows' trailing inset from the screen edge", lists, .inset(.right, from: nil),
                    .length(page.hasSectionIndex && page.appearance != .insetGrouped ? .fixed(16) : inset), .b,
                    page.hasSectionIndex ? insetSource + "; the section index's strip (docs/appearance.md)" : insetSource),
        Expectation(page, .metrics, "row content starts at the layout margin", topLevelRows,
                    .contentInset(.left, from: ".lp-items"), .length(.layoutMargin), .b,
                    "§4 layout margin 16 compact (A/B), 20 regular (B); AD-CMG, SAP, SO-SEPINSET"),
        Expectation(page, .metrics, "row content ends at the layout margin", topLevelRows,
                    .contentInset(.right, from: ".lp-items"), .length(.layoutMargin), .b,
                    "§4 layout margin 16 compact (A/B), 20 regular (B); AD-CMG, SAP, SO-SEPINSET"),
      ]
    }
    + listCellPages.filter { $0.appearance == .insetGrouped }.map { page in
      Expectation(page, .metrics, "inset group corner radius", lists, .cornerRadius, .length(.fixed(10)), .b,
                  "§5 corner radius of section: insetGrouped 10; FL-LS, ION-PR-23711, TOK")
    }

  // Separators [§1, §4, §5] -----------------------------------------------------

  private static let separators: [Expectation] =
    listCellPages.flatMap(edgeLines)
    + separatedPages.flatMap { page in
      let trailing = page.appearance == .insetGrouped
        ? "§4 separator trailing edge: insetGrouped ends at the group's edge; FL-LS, ION-LIST"
        : "§4 separator trailing edge: reaches the row's trailing edge; UYL-SEP, FL-LS"
      return [
        Expectation(page, .separators, "separator colour", lists, .separators(.color), .color(Palette.separator), .a,
                    "§1 separator, §4 separator colour; FL-COL, GIST-COLORS, CC-SCH, FL-LS"),
        Expectation(page, .separators, "separator is one device pixel", lists, .separators(.deviceThickness),
                    .devicePixels(1), .b, "§4 hairline thickness; FL-LS, F7-8, ION-PR-26586"),
        Expectation(page, .separators, "separator starts at the text of the row above", lists,
                    .separators(.leadingToText), .length(.fixed(0)), .a, "§4 separator leading edge; AD-SEPGUIDE, AD-SEPCONF"),
        Expectation(page, .separators, "separator's trailing end", lists, .separators(.trailingInset),
                    .length(.fixed(0)), .b, trailing),
      ]
    }
    + [
      (ExamplePage.regions, lists), (.compatibility, lists), (.contacts, lists), (.settings, "#general > .lp-items"),
      (.accessories, "#displayed-states > .lp-items"),
    ].map { page, textOnlyLists in
      Expectation(page, .separators, "separator of text-only rows starts at the layout margin", textOnlyLists,
                  .separators(.leadingInset), .length(.layoutMargin), .b,
                  "§4 separator leading edge, text-only row; SO-SEPINSET, F7-8, ION-ITEM")
    }

  /// The lines along a section's top and bottom edges: none in plain and
  /// insetGrouped, a full-width one under the last row in grouped.
  private static func edgeLines(_ page: ExamplePage) -> [Expectation] {
    switch page.appearance {
    case .grouped:
      let source = "§5 separator under last row: grouped full-width bottom edge line; FL-LS, F7-3661"
      return [
        Expectation(page, .separators, "line under the last row", lists, .edgeLine(.bottom, .present), .flag(true), .b, source),
        Expectation(page, .separators, "line under the last row is one device pixel", lists,
                    .edgeLine(.bottom, .deviceThickness), .devicePixels(1), .b, source),
        Expectation(page, .separators, "line under the last row starts at the screen edge", lists,
                    .edgeLine(.bottom, .leadingInsetFromViewport), .length(.fixed(0)), .b, source),
        Expectation(page, .separators, "line under the last row ends at the screen edge", lists,
                    .edgeLine(.bottom, .trailingInsetFromViewport), .length(.fixed(0)), .b, source),
      ]
    case .plain, .insetGrouped:
      let source = page.appearance == .plain
        ? "§5 hairline above first / below last row: plain none; FL-LS, ION-21656"
        : "§5 hairline above first / below last row, separator under last row: insetGrouped none; FL-LS, F7-3661"
      return [
        Expectation(page, .separators, "no line above the first row", lists, .edgeLine(.top, .present), .flag(false), .b, source),
        Expectation(page, .separators, "no line under the last row", lists, .edgeLine(.bottom, .present), .flag(false), .b, source),
      ]
    case .sidebar, .sidebarPlain:
      return []
    }
  }

  // Headers and footers [§5, §6, §7] ------------------------------------------

  private static let headersAndFooters: [Expectation] =
    [ExamplePage.characters, .compatibility, .settings, .accessories, .favourites, .listenNow].flatMap { page in
      let header = "§6 groupedHeader footnote 13 regular secondaryLabel uppercase; CC-SEC, FL-LS"
      return [
        Expectation(page, .typography, "grouped header size", headers, .style("font-size"), .length(.fixed(13)), .b, header),
        Expectation(page, .typography, "grouped header leading", headers, .style("line-height"), .length(.fixed(18)), .b,
                    "§3 footnote leading, §6 groupedHeader; CC-TYP, CC-SEC"),
        Expectation(page, .typography, "grouped header weight", headers, .style("font-weight"), .keyword("400"), .b, header),
        Expectation(page, .colour, "grouped header colour", headers, .color("color"), .color(Palette.secondaryLabel), .b, header),
        Expectation(page, .typography, "grouped header in capitals", headers, .renderedUppercase, .flag(true), .b, header),
        Expectation(page, .pinning, "grouped header scrolls with its section", headers, .pinned, .flag(false), .a,
                    "§5 section header pinned: insetGrouped no; AD-HDRMODE, AD-TVPG, MS-STYLE, JIANSHU"),
      ]
    }
    + [ExamplePage.characters, .compatibility, .settings, .accessories, .favourites].flatMap { page in
      let footer = "§6 groupedFooter footnote 13 regular secondaryLabel sentence case; CC-SEC, FL-LS"
      return [
        Expectation(page, .typography, "grouped footer size", footers, .style("font-size"), .length(.fixed(13)), .b, footer),
        Expectation(page, .typography, "grouped footer leading", footers, .style("line-height"), .length(.fixed(18)), .b,
                    "§3 footnote leading, §6 groupedFooter; CC-TYP, CC-SEC"),
        Expectation(page, .typography, "grouped footer weight", footers, .style("font-weight"), .keyword("400"), .b, footer),
        Expectation(page, .colour, "grouped footer colour", footers, .color("color"), .color(Palette.secondaryLabel), .b, footer),
        Expectation(page, .typography, "grouped footer in sentence case", footers, .renderedUppercase, .flag(false), .b, footer),
      ]
    }
    + [ExamplePage.contacts, .customCells].map { page in
      Expectation(page, .pinning, "plain header stays pinned", headers, .pinned, .flag(true), .a,
                  "§5 section header pinned: plain yes; AD-HDRMODE, AD-TVPG, MS-STYLE, JIANSHU")
    }
    + [
      Expectation(.sidebarPlain, .pinning, "sidebarPlain header stays pinned", headers, .pinned, .flag(true), .a,
                  "§5 section header pinned: sidebarPlain yes, §11 sidebar vs sidebarPlain; AD-HDRMODE"),
    ]
    + regionsHeaderItems

  /// With `headerMode: firstItemInSection`, the first item is styled as the
  /// grouped list's header.
  private static let regionsHeaderItems: [Expectation] = {
    let text = ".lp-header-item .lp-texts > :first-child"
    let source = "§7 firstItemInSection styled as a header, §6 groupedHeader; AD-FIRSTITEM, CC-SEC, FL-LS"
    return [
      Expectation(.regions, .typography, "first-item header size", text, .style("font-size"), .length(.fixed(13)), .b, source),
      Expectation(.regions, .colour, "first-item header colour", text, .color("color"), .color(Palette.secondaryLabel), .b, source),
      Expectation(.regions, .typography, "first-item header in capitals", text, .renderedUppercase, .flag(true), .b, source),
      Expectation(.regions, .pinning, "first-item header scrolls with its section", ".lp-header-item", .pinned, .flag(false), .a,
                  "§5 section header pinned: grouped no; AD-HDRMODE, AD-FIRSTITEM"),
    ]
  }()

  // Secondary texts [§6] --------------------------------------------------------

  private static let secondaryTexts: [Expectation] =
    [
      Expectation(.largeText, .typography, "valueCell secondary text is body size at accessibilityLarge",
                  ":is(.cell-style-valueCell, .cell-valueCell) .lp-texts > * + *", .style("font-size"), .length(.fixed(33)), .a,
                  "Dynamic Type sizes (HIG): body 33 at AX2; §6 valueCell() secondary body"),
      Expectation(.largeText, .typography, "valueCell secondary text has body leading at accessibilityLarge",
                  ":is(.cell-style-valueCell, .cell-valueCell) .lp-texts > * + *", .style("line-height"), .length(.fixed(40)), .a,
                  "Dynamic Type sizes (HIG): body leading 40 at AX2"),
    ]
    + [ExamplePage.regions, .compatibility, .settings].flatMap { page in
      [
        Expectation(page, .typography, "valueCell secondary text is body size", ":is(.cell-style-valueCell, .cell-valueCell) .lp-texts > * + *",
                    .style("font-size"), .length(.fixed(17)), .b, "§6 valueCell() secondary body 17; FL-LT, F7-8"),
        Expectation(page, .colour, "valueCell secondary text is secondaryLabel", ":is(.cell-style-valueCell, .cell-valueCell) .lp-texts > * + *",
                    .color("color"), .color(Palette.secondaryLabel), .b, "§6 valueCell() secondaryLabel; FL-LT, F7-8"),
        // The settings example's two long values go under their text at 390 px
        // (ValueCellLayoutTests measures them).
        Expectation(page, .placement, "valueCell secondary text is side by side, trailing",
                    ":is(.cell-style-valueCell, .cell-valueCell) .lp-texts:not(#storage *, #language-region *) > * + *",
                    .side(of: ".lp-texts > :first-child"), .keyword("trailing"), .b,
                    "§6 valueCell() side-by-side; FL-LT, F7-8"),
      ]
    }
    + [ExamplePage.characters, .favourites, .swipeActions, .listenNow].map { page in
      Expectation(page, .colour, "subtitleCell secondary text is secondaryLabel",
                  ":is(.cell-style-subtitleCell .layout-list, .layout-list .cell-subtitleCell) .lp-texts > * + *", .color("color"), .color(Palette.secondaryLabel), .b,
                  "§6 subtitleCell() secondaryLabel and notes; SO-CELLBG")
    }

  // Accessories [§8] --------------------------------------------------------------

  /// The edges and the A-graded colours of ``Accessory/Kind/expectedInBrowser``:
  /// every kind on the accessories example, and the kinds the other
  /// examples show.
  private static let accessories: [Expectation] = {
    func side(_ page: ExamplePage, _ kind: Accessory.Kind) -> Expectation {
      let expected = kind.expectedInBrowser
      return Expectation(page, .placement, "\(kind.rawValue) accessory on the \(expected.side) edge",
                         ".lp-accessory-\(kind.rawValue)", .side(of: ".lp-texts"), .keyword(expected.side), .a,
                         "§8 \(kind.rawValue) edge; AD-ACC, \(expected.sideSources)")
    }
    let colours = Accessory.Kind.allCases.compactMap { kind -> Expectation? in
      let expected = kind.expectedInBrowser
      guard case .a(let sources) = expected.colourGrade else { return nil }
      return Expectation(.accessories, .colour, "\(kind.rawValue) accessory is \(expected.color.name)",
                         ".lp-accessory-\(kind.rawValue)", .color("color"), .color(expected.color), .a,
                         "§8 \(kind.rawValue) colour; \(sources)")
    }
    return colours + Accessory.Kind.allCases.map { side(.accessories, $0) } + [
      side(.characters, .checkmark),
      side(.characters, .disclosureIndicator),
      side(.compatibility, .checkmark),
      side(.compatibility, .disclosureIndicator),
      side(.compatibility, .label),
      side(.customCells, .disclosureIndicator),
      side(.favourites, .customView),
      side(.favourites, .disclosureIndicator),
      side(.listenNow, .disclosureIndicator),
      side(.settings, .disclosureIndicator),
      side(.settings, .label),
      side(.sidebar, .outlineDisclosure),
      side(.sidebarPlain, .outlineDisclosure),
      side(.sidebarPlain, .label),
    ]
  }()
}
