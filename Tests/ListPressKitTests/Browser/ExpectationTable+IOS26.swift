import ListPressKit

/// The iOS 26 expectation table: the values of `shared/reference/uikit-lists.md`
/// §14 that the examples show, measured on the build with the default options,
/// where every example but the compatibility one is in the iOS 26 design.
/// §14 grades nothing A; its B values are checked as closely as the classic
/// table's (1 px, 2 per channel), its C values within 3 px. U values, and what
/// docs/appearance.md calls ListPress's choice, are left out.
extension Expectation {
  static let ios26Table: [Expectation] =
    ios26Typography + ios26Colours + ios26Metrics + ios26Separators + ios26Headers + ios26NavigationBar
    + ios26SwipeActions + ios26Sidebars

  /// The classic table's checks of the compatibility example, made of the
  /// build with the default options too: the page sets
  /// `designRequiresCompatibility: true`, so it stays classic there.
  static let compatibilityInDefaultBuild: [Expectation] =
    table.filter { $0.page == .compatibility }.map { $0.measured(in: .ios26) }

  /// The examples in the iOS 26 design in the default build.
  private static let ios26Pages = ExamplePage.allCases.filter { $0.drawn(in: .ios26) == .ios26 }
  private static let ios26ListCellPages = listCellPages.filter(ios26Pages.contains)
  private static let ios26InsetGroupedPages = ios26ListCellPages.filter { $0.appearance == .insetGrouped }
  private static let sidebarPages = ios26Pages.filter { [.sidebar, .sidebarPlain].contains($0.appearance) }

  /// The `tintColor` each example sets (systemBlue when it sets none), in the iOS 26 design.
  private static func tint(of page: ExamplePage) -> DynamicColor {
    switch page {
    case .favourites: IOS26Palette.systemOrange
    case .sidebarPlain: IOS26Palette.systemIndigo
    default: IOS26Palette.systemBlue
    }
  }

  private static func ios26(
    _ page: ExamplePage, _ category: Category, _ subject: String, _ selector: String, _ metric: Metric,
    _ expected: Expected, _ grade: Grade, _ reference: String
  ) -> Expectation {
    Expectation(.ios26, page, category, subject, selector, metric, expected, grade, reference)
  }

  // Typography [§14] ----------------------------------------------------------

  private static let ios26Typography: [Expectation] =
    ios26Pages.flatMap { page in
      [
        ios26(page, .typography, "large title size", ".lp-title", .style("font-size"),
              .length(.fixed(Double(page.typeRamp[.largeTitle].size))), .c,
              "§14 Large title 34 bold, unchanged; F7-9; Dynamic Type sizes (HIG) for the large text example"),
        ios26(page, .typography, "large title weight", ".lp-title", .style("font-weight"), .keyword("700"), .c,
              "§14 Large title 34 bold, unchanged; F7-9"),
      ]
    }

  // Colours [§14] -------------------------------------------------------------

  private static let ios26Colours: [Expectation] =
    ios26ListCellPages.flatMap { page in
      let plain = page.appearance == .plain
      return [
        ios26(page, .colour, "primary text is label", primaryTexts, .color("color"), .color(Palette.label), .c,
              "§14 Semantic label colours unchanged; HIGT-27"),
        ios26(page, .colour, "list background", ".lp-list", .backdrop,
              .color(plain ? Palette.systemBackground : Palette.systemGroupedBackground), .c,
              "§14 Backgrounds unchanged; IT26, HIGT-27"),
        ios26(page, .colour, "row background", unselectedRows,
              .backdrop, .color(plain ? Palette.systemBackground : Palette.secondarySystemGroupedBackground), .c,
              "§14 Backgrounds unchanged; IT26, HIGT-27"),
      ]
    }
    + [ExamplePage.characters, .customCells].map { page in
      ios26(page, .colour, "links are the tint, systemBlue", ":is(.lp-row, .lp-outline-summary) + div a", .color("color"),
            .color(IOS26Palette.systemBlue), .b, IOS26Palette.reference)
    }
    + [ExamplePage.listenNow, .customCells, .settings, .swipeActions, .sidebar, .sidebarPlain].map { page in
      ios26(page, .colour, "row symbols are the tint, \(tint(of: page).name)",
            ".layout-list .lp-row:not(.is-selected > .lp-row, .is-selected > .lp-outline > .lp-outline-summary > .lp-row) > [data-symbol]",
            .color("color"), .color(tint(of: page)), .b, IOS26Palette.reference)
    }
    + [
      (ExamplePage.accessories, "delete", ".lp-accessory-delete", IOS26Palette.systemRed),
      (.accessories, "insert", ".lp-accessory-insert", IOS26Palette.systemGreen),
      (.accessories, "checkmark", ".lp-accessory-checkmark", tint(of: .accessories)),
      (.accessories, "detail", ".lp-accessory-detail", tint(of: .accessories)),
      (.accessories, "outline disclosure", ".lp-accessory-outlineDisclosure", tint(of: .accessories)),
      (.accessories, "customView with tintColor systemYellow", ".lp-accessory-customView", IOS26Palette.systemYellow),
      (.accessories, "disclosureIndicator with tintColor systemPurple", ".lp-accessory-disclosureIndicator[style*='--systemPurple']",
       IOS26Palette.systemPurple),
      (.characters, "checkmark", ".lp-accessory-checkmark", tint(of: .characters)),
      (.favourites, "favourite toggle with tintColor systemYellow", ".lp-favorite", IOS26Palette.systemYellow),
    ].map { page, accessory, selector, color in
      ios26(page, .colour, "\(accessory) accessory is \(color.name)", selector, .color("color"), .color(color), .b,
            "\(IOS26Palette.reference); §8 accessory colours")
    }

  // Metrics [§14] -------------------------------------------------------------

  private static let ios26Metrics: [Expectation] =
    ios26ListCellPages.map { page in
      ios26(page, .metrics, "minimum row height", rows, .height, .atLeast(52), .b,
            "§14 Minimum row height 52; F7-9, KON-5, IT26, MTW-26, MAUI-26")
    }
    + [ExamplePage.favourites, .swipeActions, .listenNow].map { page in
      ios26(page, .metrics, "two-line subtitleCell row height",
            ":is(.cell-style-subtitleCell .layout-list, .layout-list .cell-subtitleCell) .lp-row:has(> .lp-texts > :nth-child(2)):not(:has(> img))",
            .height, .length(.fixed(64)), .c, "§14 Two-line (subtitle) row height ≈ 64; IT26")
    }
    + ios26InsetGroupedPages.flatMap { page in
      let margin = "§14 insetGrouped horizontal margin 20 (compact iPhone); MTW-26, MAUI-26, IT26 (20 at regular width too)"
      return [
        ios26(page, .metrics, "group's leading inset from the screen edge", lists, .inset(.left, from: nil), .length(.fixed(20)),
              .b, margin),
        ios26(page, .metrics, "group's trailing inset from the screen edge", lists, .inset(.right, from: nil),
              .length(.fixed(20)), .b, margin),
        ios26(page, .metrics, "inset group corner radius", lists, .cornerRadius, .length(.fixed(26)), .b,
              "§14 insetGrouped section corner radius 26; RC-26, MTW-26, MAUI-26, FIORI-26"),
        ios26(page, .metrics, "inset group corners are continuous (corner-shape: squircle)", lists, .cornerShape,
              .keyword("superellipse(2)"), .c, "§14 Corner shape continuous, CSS corner-shape: squircle; HIG-2025, AD-CORNER"),
      ]
    }

  // Separators [§14] ------------------------------------------------------------

  private static let ios26Separators: [Expectation] =
    separatedPages.filter(ios26Pages.contains).flatMap { page in
      let inset = page.appearance != .plain
      return [
        ios26(page, .separators, "separator colour", lists, .separators(.color), .color(Palette.separator), .c,
              "§14 Semantic separator colour unchanged; HIGT-27")
      ]
        + (inset
          ? [
            ios26(page, .separators, "separator ends before the row's trailing edge", lists, .separators(.trailingInset),
                  .atLeast(8), .b, "§14 Separator trailing inset on inset/grouped rows exists; MAUI-26, IT26-2"),
            ios26(page, .separators, "separator's trailing inset", lists, .separators(.trailingInset), .length(.layoutMargin), .c,
                  "§14 Separator trailing inset ≈ 16 (the row's padding: 20 at regular width); MAUI-26, IT26-2"),
          ] : [])
    }

  // Headers [§14] ---------------------------------------------------------------

  private static let ios26Headers: [Expectation] =
    [ExamplePage.characters, .settings, .accessories, .favourites, .listenNow].flatMap { page in
      let size = "§14 insetGrouped header 17 semibold; MAUI-26"
      return [
        ios26(page, .typography, "grouped header not in capitals", headers, .renderedUppercase, .flag(false), .b,
              "§14 Grouped / insetGrouped header text not uppercased; BRAVE-26, MAUI-26, F7-9, KON-5"),
        ios26(page, .typography, "grouped header size", headers, .style("font-size"), .length(.fixed(17)), .c, size),
        ios26(page, .typography, "grouped header weight", headers, .style("font-weight"), .keyword("600"), .c, size),
      ]
    }
    + [
      ios26(.regions, .typography, "first-item header not in capitals", ".lp-header-item .lp-texts > :first-child",
            .renderedUppercase, .flag(false), .b,
            "§14 Grouped header text not uppercased, §7 firstItemInSection styled as a header; BRAVE-26, MAUI-26, AD-FIRSTITEM"),
      ios26(.regions, .typography, "first-item header size", ".lp-header-item .lp-texts > :first-child", .style("font-size"),
            .length(.fixed(17)), .c, "§14 Grouped header 17 semibold, §7 firstItemInSection styled as a header; MAUI-26"),
    ]

  // Navigation bar [§14] --------------------------------------------------------

  private static let ios26NavigationBar: [Expectation] =
    ios26Pages.map { page in
      ios26(page, .separators, "no hairline under the navigation bar", ".lp-bar", .edgeLine(.bottom, .present),
            .flag(false), .b, "§14 Navigation bar: no hairline; F7-9, KON-5, NF-26")
    }
    + [
      ios26(.accessories, .metrics, "Edit/Done button is a capsule", ".lp-edit-button", .capsuleShortfall, .length(.fixed(0)),
            .b, "§14 Navigation bar: bar buttons (Edit/Done) are glass capsules; F7-9, KON-5, NF-26"),
      ios26(.accessories, .colour, "Edit/Done text is label", ".lp-edit-button", .color("color"), .color(Palette.label), .b,
            "§14 Navigation bar: glass capsule bar buttons; F7-9, KON-5, NF-26 (text in label: docs/appearance.md)"),
      ios26(.accessories, .metrics, "the bar buttons' row stays 44 high", ".lp-bar-buttons", .height, .length(.fixed(44)), .c,
            "§14 Navigation bar (bar buttons are capsules in the 44 pt bar); F7-9, KON-5"),
    ]

  // Swipe actions [§14] ---------------------------------------------------------

  private static let ios26SwipeActions: [Expectation] = {
    let actions = ".lp-swipe-action"
    let source = "§14 Swipe actions: detached capsule buttons inside the row's height; FA-20, F7-9, AT-200"
    return [
      ios26(.swipeActions, .metrics, "swipe action is a capsule", actions, .capsuleShortfall, .length(.fixed(0)), .b,
            "§14 Swipe actions: radius = half the height; FA-20, F7-9, AT-200"),
      ios26(.swipeActions, .metrics, "swipe actions are apart", actions, .gapToNextSibling, .length(.fixed(10)), .b,
            "§14 Swipe actions: about 10 gap between buttons; F7-9, FA-20"),
      ios26(.swipeActions, .metrics, "swipe action is inside the row, below its top", actions, .inset(.top, from: ".lp-item"),
            .atLeast(4), .b, source),
      ios26(.swipeActions, .metrics, "swipe action is inside the row, above its bottom", actions,
            .inset(.bottom, from: ".lp-item"), .atLeast(4), .b, source),
      ios26(.swipeActions, .metrics, "swipe action's distance from the row's top", actions, .inset(.top, from: ".lp-item"),
            .length(.fixed(10)), .c, "§14 Swipe actions: about 10 from the edges; F7-9"),
      ios26(.swipeActions, .metrics, "swipe action's distance from the row's bottom", actions, .inset(.bottom, from: ".lp-item"),
            .length(.fixed(10)), .c, "§14 Swipe actions: about 10 from the edges; F7-9"),
    ]
      + [
        ("destructive action without a colour", ".lp-swipe-action.style-destructive:not([style*='--action-background'])",
         IOS26Palette.systemRed),
        ("action with backgroundColor systemBlue", ".lp-swipe-action[style*='var(--systemBlue)']", IOS26Palette.systemBlue),
        ("action with backgroundColor systemOrange", ".lp-swipe-action[style*='var(--systemOrange)']", IOS26Palette.systemOrange),
        ("action with backgroundColor systemPurple", ".lp-swipe-action[style*='var(--systemPurple)']", IOS26Palette.systemPurple),
      ].map { subject, selector, color in
        ios26(.swipeActions, .colour, "\(subject) is \(color.name)", selector, .backdrop, .color(color), .b,
              "\(IOS26Palette.reference); §10 swipe action background")
      }
  }()

  // Sidebars [§14] --------------------------------------------------------------

  private static let ios26Sidebars: [Expectation] =
    sidebarPages.flatMap { page in
      let selected = ".is-selected > :is(.lp-row, .lp-outline > .lp-outline-summary > .lp-row)"
      let source = "§14 iPadOS sidebar selected row: capsule fill, inset ≈ 16 from the column edge, 44 rows; ZOT-1171, IT26"
      return [
        ios26(page, .metrics, "selected row is a capsule", selected, .capsuleShortfall, .length(.fixed(0)), .c, source),
        ios26(page, .colour, "selected row is filled with the tint, \(tint(of: page).name)", selected, .backdrop,
              .color(tint(of: page)), .b, "\(IOS26Palette.reference); §11 sidebar selection in the tint"),
        ios26(page, .metrics, "rows' leading inset from the column edge", topLevelRows, .inset(.left, from: ".lp-list"),
              .length(.fixed(16)), .c, source),
        ios26(page, .metrics, "rows' trailing inset from the column edge", topLevelRows, .inset(.right, from: ".lp-list"),
              .length(.fixed(16)), .c, source),
        ios26(page, .metrics, "row height", rows, .height, .length(.fixed(44)), .c, source),
      ]
    }
}
