import ListPressDiagnostics

/// A section of a list: its header, footer, layout and items.
public struct ListSection: Hashable, Sendable {
  /// The section's identifier, used as its anchor.
  public var id: String?
  /// The header text (`headerMode: supplementary`).
  public var header: String?
  /// The header's secondary text, under its text.
  public var headerSecondaryText: String?
  /// The image before the header's text.
  public var headerImage: ImageSource?
  /// The header's content configuration; `nil` for the appearance's own.
  public var headerStyle: HeaderStyle?
  /// The footer text (`footerMode: supplementary`).
  public var footer: String?
  /// The footer's secondary text, under its text.
  public var footerSecondaryText: String?
  /// The image before the footer's text.
  public var footerImage: ImageSource?
  /// The footer's content configuration; `nil` for the appearance's own.
  public var footerStyle: FooterStyle?
  /// How the primary texts of the section's items are drawn, over the page's.
  public var textProperties: TextProperties?
  /// How the secondary texts of the section's items are drawn, over the page's.
  public var secondaryTextProperties: TextProperties?
  /// The section's own appearance (`plain`, `grouped` or `insetGrouped`),
  /// as a compositional layout's section provider gives each section its
  /// own list configuration; `nil` for the page's.
  public var appearance: Appearance?
  /// How the section's header is made; `nil` for the page's `headerMode`.
  public var headerMode: HeaderMode?
  /// How the section's footer is made; `nil` for the page's `footerMode`.
  public var footerMode: FooterMode?
  /// How a `horizontal` section scrolls and comes to rest; `nil` for
  /// ``OrthogonalScrollingBehavior/continuousGroupLeadingBoundary``.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior?
  /// Whether the section's rows are separated by hairlines; `nil` for the
  /// page's `showsSeparators`.
  public var showsSeparators: Bool?
  /// How the section's separators are drawn, over the page's.
  public var separatorConfiguration: SeparatorConfiguration?
  /// The space above the section's header, in points (`headerTopPadding`);
  /// `nil` for the page's, or the appearance's own.
  public var headerTopPadding: Double?
  /// How the items are laid out.
  public var layout: SectionLayout
  /// The items; with `headerMode: firstItemInSection` the first is the header.
  public var items: [ListItem]
  /// What the section shows in place of its rows when it has none; `nil`
  /// for nothing.
  public var contentUnavailableConfiguration: ContentUnavailableConfiguration?
  /// Where the section starts in its file.
  public var position: TextPosition

  /// Creates a section.
  public init(
    id: String? = nil,
    header: String? = nil,
    headerSecondaryText: String? = nil,
    headerImage: ImageSource? = nil,
    headerStyle: HeaderStyle? = nil,
    footer: String? = nil,
    footerSecondaryText: String? = nil,
    footerImage: ImageSource? = nil,
    footerStyle: FooterStyle? = nil,
    textProperties: TextProperties? = nil,
    secondaryTextProperties: TextProperties? = nil,
    appearance: Appearance? = nil,
    headerMode: HeaderMode? = nil,
    footerMode: FooterMode? = nil,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior? = nil,
    showsSeparators: Bool? = nil,
    separatorConfiguration: SeparatorConfiguration? = nil,
    headerTopPadding: Double? = nil,
    layout: SectionLayout = .list,
    items: [ListItem] = [],
    contentUnavailableConfiguration: ContentUnavailableConfiguration? = nil,
    position: TextPosition = TextPosition(line: 1, column: 1)
  ) {
    self.id = id
    self.header = header
    self.headerSecondaryText = headerSecondaryText
    self.headerImage = headerImage
    self.headerStyle = headerStyle
    self.footer = footer
    self.footerSecondaryText = footerSecondaryText
    self.footerImage = footerImage
    self.footerStyle = footerStyle
    self.textProperties = textProperties
    self.secondaryTextProperties = secondaryTextProperties
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.showsSeparators = showsSeparators
    self.separatorConfiguration = separatorConfiguration
    self.headerTopPadding = headerTopPadding
    self.layout = layout
    self.items = items
    self.contentUnavailableConfiguration = contentUnavailableConfiguration
    self.position = position
  }
}
