extension PageKey: SchemaKey {
  /// The front matter: the one map that keeps keys of its own (the page's
  /// data for templates), and has `sections` or `items`, not both.
  static var pageSchema: JSONValue {
    mapSchema(
      "A list definition's front matter. A key the format does not define is the page's own data, for templates.",
      isOpen: true,
      rules: [.init("oneOf", [.requires(Self.sections.rawValue), .requires(Self.items.rawValue)])])
  }

  var valueSchema: JSONValue {
    switch self {
    case .title:
      .ref(.text).described("The page's heading and the browser tab's title; by default the file's name without .md.")
    case .navigationItem:
      .ref(.navigationItem).described("What the navigation bar shows besides the title (UINavigationItem).")
    case .appearance: .ref(.appearance).described("The list's look; default plain.")
    case .headerMode:
      .ref(.headerMode).described(
        "Where section headers come from; default supplementary when a section has a header, else none.")
    case .footerMode:
      .ref(.footerMode).described("Whether sections show a footer; default supplementary when a section has one.")
    case .showsSeparators: .ref(.boolean).described("Whether rows have separators; default true (false in a sidebar).")
    case .separatorConfiguration: .ref(.separatorConfiguration).described("How the list's separators are drawn.")
    case .headerTopPadding: .ref(.length).described("Points above each section header, instead of the appearance's.")
    case .cellStyle: .ref(.cellStyle).described("Every item's cell style; default cell (sidebarCell in a sidebar).")
    case .textProperties: .ref(.textProperties).described("How every item's text is drawn.")
    case .secondaryTextProperties: .ref(.textProperties).described("How every item's secondary text is drawn.")
    case .imageProperties: .ref(.imageProperties).described("How every item's image is drawn.")
    case .imageToTextPadding: .ref(.length).described("Points between each row's image and its texts.")
    case .textToSecondaryTextVerticalPadding:
      .ref(.length).described("Points between each row's text and the secondary text under it.")
    case .textToSecondaryTextHorizontalPadding:
      .ref(.length).described("Points between each row's text and the secondary text beside it.")
    case .directionalLayoutMargins: .ref(.directionalLayoutMargins).described("The space around each row's content.")
    case .prefersSideBySideTextAndSecondaryText:
      .ref(.boolean).described(
        "Whether the secondary text goes beside the text when both fit; default the cell style's.")
    case .tintColor: .ref(.color).described("The page's accent color; default systemBlue.")
    case .editing: .ref(.boolean).described("Draw the list in editing mode; default false.")
    case .colorScheme: .ref(.colorScheme).described("Light, dark, or auto (default) to follow the reader's setting.")
    case .preferredContentSizeCategory:
      .ref(.contentSizeCategory).described("The Dynamic Type size the page is drawn at; default auto.")
    case .draft: .ref(.boolean).described("Leave the page out of a build unless it is made with --drafts.")
    case .designRequiresCompatibility:
      .ref(.boolean).described(
        "true draws the classic design of iOS 14 to 18, false the iOS 26 one; default the build's.")
    case .indexTitles: .ref(.indexTitles)
    case .contentUnavailableConfiguration:
      .ref(.contentUnavailableConfiguration).described(
        "What the page shows in place of its list when no section has a row.")
    case .sections: .list(of: .ref(.section)).described("The list's sections; a page has sections or items, not both.")
    case .items:
      .list(of: .ref(.item)).described("The rows of a list of one section; a page has items or sections, not both.")
    }
  }
}
