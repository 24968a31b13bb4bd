/// The named schemas of the format's JSON Schema (its `$defs`): one for
/// each kind of map, each form a value may take, each kind of scalar and
/// each set of words. A reference names a case, so none can dangle, and
/// every case is written.
enum SchemaDefinition: String, CaseIterable {
  // Maps, each made from its key vocabulary.
  case page, navigationItem, barButtonItem, searchController, searchBar
  case contentUnavailableConfiguration, contentUnavailableButton
  case section, header, footer, item
  case textProperties, imageProperties, directionalLayoutMargins, separatorConfiguration, separatorInsets
  case accessoryMap, swipeActionsConfiguration, swipeAction, menuMap, menuAction, menuGroup

  // Values with more than one form.
  case indexTitles, accessory, bareAccessory, accessories, swipeActions
  case menu, menuElement, menuElementsWithVisibleAction

  // Scalars.
  case text, markdown, identifier, boolean, length, count, lineCount, indexTitle
  case color, hexColor, image, symbolImage, remoteImage, imagePath, imageSize, link

  // Words.
  case appearance, sectionAppearance, headerMode, footerMode, cellStyle, colorScheme, contentSizeCategory
  case largeTitleDisplayMode, backButtonDisplayMode, barButtonSystemItem, barButtonItemStyle
  case contentUnavailablePreset, layout, orthogonalScrollingBehavior, headerStyle, footerStyle
  case swipedSide, dragState, textStyle, textAlignment, textTransform, separatorVisibility
  case accessoryType, accessoryPlacement, accessoryDisplayed, accessoryToggle
  case swipeActionStyle, menuActionState, menuActionAttribute, systemColor

  /// The schema this name stands for.
  var schema: JSONValue {
    switch self {
    case .page: PageKey.pageSchema
    case .navigationItem:
      NavigationItemKey.mapSchema("What the navigation bar shows besides the title (UINavigationItem).")
    case .barButtonItem: BarButtonItemKey.barButtonItemSchema
    case .searchController:
      SearchControllerKey.mapSchema("A search field under the title that filters the rows (UISearchController).")
    case .searchBar: SearchBarKey.mapSchema("The search field of a searchController (UISearchBar).")
    case .contentUnavailableConfiguration:
      ContentUnavailableKey.mapSchema(
        "An empty state, shown where a page or a section has no row (UIContentUnavailableConfiguration).")
    case .contentUnavailableButton:
      ContentUnavailableButtonKey.mapSchema("The button of an empty state.", required: [.title])
    case .section: SectionKey.sectionSchema
    case .header: SupplementKey.supplementSchema(style: .headerStyle)
    case .footer: SupplementKey.supplementSchema(style: .footerStyle)
    case .item: ItemKey.mapSchema("A row of the list.", required: [.text])
    case .textProperties:
      TextPropertiesKey.mapSchema(
        "How a text is drawn (UIListContentConfiguration.TextProperties); the nearest level wins.")
    case .imageProperties:
      ImagePropertiesKey.mapSchema("How an image is drawn (UIListContentConfiguration.ImageProperties).")
    case .directionalLayoutMargins:
      EdgeKey.mapSchema("The space between a cell's edges and its content, in points (NSDirectionalEdgeInsets).")
    case .separatorConfiguration:
      SeparatorConfigurationKey.mapSchema("How separators are drawn (UIListSeparatorConfiguration).")
    case .separatorInsets: SeparatorInsetsKey.mapSchema("A separator's insets from the row's edges, in points.")
    case .accessoryMap: AccessoryKey.accessoryMapSchema
    case .swipeActionsConfiguration:
      SwipeActionsConfigurationKey.mapSchema("Swipe actions as UISwipeActionsConfiguration.", required: [.actions])
    case .swipeAction: SwipeActionKey.swipeActionSchema
    case .menuMap: MenuKey.mapSchema("A menu with a title (UIMenu).", required: [.children])
    case .menuAction: MenuActionKey.actionSchema
    case .menuGroup: MenuActionKey.groupSchema
    case .indexTitles: Self.indexTitlesSchema
    case .indexTitle: Self.indexTitleSchema
    case .accessory: Self.accessorySchema
    case .bareAccessory: Self.bareAccessorySchema
    case .accessories: Self.accessoriesSchema
    case .swipeActions: Self.swipeActionsSchema
    case .menu: Self.menuSchema
    case .menuElement: Self.menuElementSchema
    case .menuElementsWithVisibleAction: Self.visibleActionSchema
    case .text: Self.textSchema
    case .markdown: Self.markdownSchema
    case .identifier: Self.identifierSchema
    case .boolean: ["type": "boolean", "description": "true or false; in YAML 1.2 yes, no, on and off are strings."]
    case .length: ["type": "number", "minimum": 0, "description": "A number of points, zero or more."]
    case .count: ["type": "integer", "minimum": 1, "description": "A whole number, 1 or more."]
    case .lineCount:
      ["type": "integer", "minimum": 0, "description": "A whole number of lines; 0 for as many as the text needs."]
    case .color: Self.colorSchema
    case .hexColor: Self.hexColorSchema
    case .image: Self.imageSchema
    case .symbolImage: Self.symbolImageSchema
    case .remoteImage: Self.remoteImageSchema
    case .imagePath: Self.imagePathSchema
    case .imageSize: Self.imageSizeSchema
    case .link: Self.linkSchema
    case .appearance: .words(Appearance.self, "A list's look (UICollectionLayoutListConfiguration.Appearance).")
    case .sectionAppearance:
      .words(
        Appearance.allCases.filter { !$0.isSidebar },
        "A section's own look; the sidebar appearances lay out a whole page and are the page's only.")
    case .headerMode:
      .words(HeaderMode.self, "Where section headers come from (UICollectionLayoutListConfiguration.HeaderMode).")
    case .footerMode:
      .words(FooterMode.self, "Whether sections show a footer (UICollectionLayoutListConfiguration.FooterMode).")
    case .cellStyle:
      .words(CellStyle.self, "A cell's content configuration (UIListContentConfiguration): where secondaryText goes.")
    case .colorScheme: .words(ColorScheme.self, "Light, dark, or auto to follow the reader's setting.")
    case .contentSizeCategory:
      .words(
        ContentSizeCategory.self, "A Dynamic Type size (UIContentSizeCategory), or auto for the browser's text size.")
    case .largeTitleDisplayMode: .words(NavigationItem.LargeTitleDisplayMode.self, "How the title is drawn.")
    case .backButtonDisplayMode: .words(NavigationItem.BackButtonDisplayMode.self, "What the back button shows.")
    case .barButtonSystemItem: .words(BarButtonItem.SystemItem.self, "A system item (UIBarButtonItem.SystemItem).")
    case .barButtonItemStyle: .words(BarButtonItem.Style.self, "A bar button item's style (UIBarButtonItem.Style).")
    case .contentUnavailablePreset:
      .words(
        ContentUnavailableConfiguration.Preset.self,
        "UIContentUnavailableConfiguration's empty(), loading() or search().")
    case .layout: .words(LayoutName.self, "How a section lays out its items.")
    case .orthogonalScrollingBehavior:
      .words(
        OrthogonalScrollingBehavior.self,
        "How a horizontal section scrolls (UICollectionLayoutSectionOrthogonalScrollingBehavior).")
    case .headerStyle: .words(HeaderStyle.self, "A header's content configuration (UIListContentConfiguration).")
    case .footerStyle: .words(FooterStyle.self, "A footer's content configuration (UIListContentConfiguration).")
    case .swipedSide: .words(DeclaredCellState.Swiped.self, "The side a row is drawn swiped open on.")
    case .dragState: .words(DeclaredCellState.DragState.self, "A drag state a row is drawn in.")
    case .textStyle: .words(TextStyle.self, "A text style of Dynamic Type (UIFont.TextStyle).")
    case .textAlignment: .words(TextAlignment.self, "A text's alignment.")
    case .textTransform: .words(TextTransform.self, "A change of the letters' case.")
    case .separatorVisibility:
      .words(SeparatorConfiguration.Visibility.self, "UIListSeparatorConfiguration.Visibility.")
    case .accessoryType: .words(Accessory.Kind.self, "An accessory's type (UICellAccessory).")
    case .accessoryPlacement: .words(Accessory.Placement.self, "The edge of a row.")
    case .accessoryDisplayed:
      .words(Accessory.Displayed.self, "When an accessory shows (UICellAccessory.DisplayedState).")
    case .accessoryToggle: .words(Accessory.Toggle.self, "What pressing a customView toggles.")
    case .swipeActionStyle: .words(SwipeAction.Style.self, "A swipe action's style (UIContextualAction.Style).")
    case .menuActionState: .words(MenuAction.State.self, "A menu action's state (UIMenuElement.State).")
    case .menuActionAttribute:
      .words(MenuAction.Attribute.self, "A menu action's attribute (UIMenuElement.Attributes).")
    case .systemColor: .words(SystemColor.self, "A UIKit system color, which follows light and dark mode.")
    }
  }
}
