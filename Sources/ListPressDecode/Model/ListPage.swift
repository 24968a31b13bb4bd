import ListPressLoad

/// One list definition, decoded: the page's configuration, its sections and
/// its Markdown body. Every default that docs/format.md states is already applied.
public struct ListPage: Hashable, Sendable {
  /// The definition's path, as given to the tool.
  public var path: String
  /// The page and navigation title.
  public var title: String
  /// What the navigation bar shows besides the title: how the title is
  /// drawn, a prompt, bar button items, and the back button.
  public var navigationItem: NavigationItem
  /// The list's appearance.
  public var appearance: Appearance
  /// How section headers are made.
  public var headerMode: HeaderMode
  /// How section footers are made.
  public var footerMode: FooterMode
  /// Whether rows are separated by hairlines.
  public var showsSeparators: Bool
  /// How separators are drawn, for every row.
  public var separatorConfiguration: SeparatorConfiguration?
  /// The space above every section header, in points (`headerTopPadding`);
  /// `nil` for the appearance's own.
  public var headerTopPadding: Double?
  /// The cell style of every item that does not set its own.
  public var cellStyle: CellStyle
  /// How the primary text of every item is drawn.
  public var textProperties: TextProperties?
  /// How the secondary text of every item is drawn.
  public var secondaryTextProperties: TextProperties?
  /// How images are drawn.
  public var imageProperties: ImageProperties?
  /// The spacings of every row's content.
  public var spacing: ContentSpacing
  /// Whether every row's secondary text goes beside its text when both
  /// fit (`prefersSideBySideTextAndSecondaryText`); `nil` for each cell
  /// style's own (`true` for `valueCell`).
  public var prefersSideBySideTextAndSecondaryText: Bool?
  /// The page's accent colour.
  public var tintColor: ListColor
  /// Whether the list is drawn in editing mode.
  public var editing: Bool
  /// The colour scheme.
  public var colorScheme: ColorScheme
  /// The Dynamic Type size the page's text, rows, images and accessories
  /// are drawn at (`preferredContentSizeCategory`); `auto` follows the
  /// reader's browser text size.
  public var preferredContentSizeCategory: ContentSizeCategory
  /// Whether the page is a draft (built only on request, never indexed).
  public var draft: Bool
  /// Whether the page is drawn in the classic design of iOS 14–18 (`true`)
  /// or in the iOS 26 design (`false`), as UIKit draws an app whose
  /// Info.plist sets `UIDesignRequiresCompatibility` or not; `nil` when the
  /// definition leaves it to the build (`--design-requires-compatibility`),
  /// whose default is the iOS 26 design.
  public var designRequiresCompatibility: Bool?
  /// The section index down the list's trailing edge; `nil` for none.
  public var indexTitles: IndexTitles?
  /// What the page shows in place of its list when no section has a row;
  /// `nil` for nothing.
  public var contentUnavailableConfiguration: ContentUnavailableConfiguration?
  /// The sections (a file with `items` has one section without header or footer).
  public var sections: [ListSection]
  /// The Markdown body after the front matter.
  public var body: String
  /// The line of the original file on which the body starts.
  public var bodyStartLine: Int
  /// Page-level keys the contract does not define, in the order written,
  /// typed as YAML gives them: data for templates.
  public var userData: [YAMLPair]

  /// Creates a page with the defaults of docs/format.md for everything not given.
  public init(
    path: String,
    title: String,
    navigationItem: NavigationItem = NavigationItem(),
    appearance: Appearance = .plain,
    headerMode: HeaderMode = .none,
    footerMode: FooterMode = .none,
    showsSeparators: Bool = true,
    separatorConfiguration: SeparatorConfiguration? = nil,
    headerTopPadding: Double? = nil,
    cellStyle: CellStyle = .cell,
    textProperties: TextProperties? = nil,
    secondaryTextProperties: TextProperties? = nil,
    imageProperties: ImageProperties? = nil,
    spacing: ContentSpacing = ContentSpacing(),
    prefersSideBySideTextAndSecondaryText: Bool? = nil,
    tintColor: ListColor = .system(.systemBlue),
    editing: Bool = false,
    colorScheme: ColorScheme = .auto,
    preferredContentSizeCategory: ContentSizeCategory = .auto,
    draft: Bool = false,
    designRequiresCompatibility: Bool? = nil,
    indexTitles: IndexTitles? = nil,
    contentUnavailableConfiguration: ContentUnavailableConfiguration? = nil,
    sections: [ListSection] = [],
    body: String = "",
    bodyStartLine: Int = 1,
    userData: [YAMLPair] = []
  ) {
    self.path = path
    self.title = title
    self.navigationItem = navigationItem
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.showsSeparators = showsSeparators
    self.separatorConfiguration = separatorConfiguration
    self.headerTopPadding = headerTopPadding
    self.cellStyle = cellStyle
    self.textProperties = textProperties
    self.secondaryTextProperties = secondaryTextProperties
    self.imageProperties = imageProperties
    self.spacing = spacing
    self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    self.tintColor = tintColor
    self.editing = editing
    self.colorScheme = colorScheme
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.draft = draft
    self.designRequiresCompatibility = designRequiresCompatibility
    self.indexTitles = indexTitles
    self.contentUnavailableConfiguration = contentUnavailableConfiguration
    self.sections = sections
    self.body = body
    self.bodyStartLine = bodyStartLine
    self.userData = userData
  }
}
