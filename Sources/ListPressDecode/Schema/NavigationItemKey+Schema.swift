extension NavigationItemKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .largeTitleDisplayMode:
      .ref(.largeTitleDisplayMode).described("never draws the title small in the bar; default automatic.")
    case .prompt: .ref(.text).described("A line of text at the top of the bar.")
    case .searchController: .ref(.searchController)
    case .leftBarButtonItems: .list(of: .ref(.barButtonItem)).described("Buttons from the leading edge.")
    case .rightBarButtonItems: .list(of: .ref(.barButtonItem)).described("Buttons from the trailing edge inwards.")
    case .leftItemsSupplementBackButton:
      .ref(.boolean).described("Keep the back button beside the leading buttons; default false (they replace it).")
    case .parent: .ref(.link).described("Where the back button leads; default the site's index.")
    case .backButtonTitle: .ref(.text).described("The back button's title.")
    case .backButtonDisplayMode:
      .ref(.backButtonDisplayMode).described("What the back button shows; default default (its title).")
    }
  }
}

extension BarButtonItemKey: SchemaKey {
  /// A bar button item: a `systemItem` alone, or a `title` (with an image
  /// if wanted).
  static var barButtonItemSchema: JSONValue {
    mapSchema(
      "A button of the navigation bar (UIBarButtonItem): a systemItem, or a title with an optional image.",
      rules: [
        .init("if", .requires(Self.systemItem.rawValue)),
        .init("then", ["not": ["anyOf": [.requires(Self.title.rawValue), .requires(Self.image.rawValue)]]]),
        .init("else", .requires(Self.title.rawValue)),
      ])
  }

  var valueSchema: JSONValue {
    switch self {
    case .id:
      .ref(.identifier).described(
        "The name its click event reports; unique in the file, among section and item ids too.")
    case .systemItem:
      .ref(.barButtonSystemItem).described(
        "A system item, which brings its own title or drawing; no title or image with it.")
    case .title: .ref(.text).described("The button's title; with an image, its accessible name.")
    case .image: .ref(.symbolImage).described("A symbol shown in place of the title; needs a title too.")
    case .style: .ref(.barButtonItemStyle).described("plain (default), prominent, or done.")
    case .tintColor: .ref(.color).described("The button's color; default the page's tintColor.")
    case .disabled: .ref(.boolean).described("Draw the button disabled; default false.")
    }
  }
}

extension SearchControllerKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .searchBar: .ref(.searchBar)
    }
  }
}

extension SearchBarKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .placeholder: .ref(.text).described("The field's placeholder; default Search.")
    case .scopeButtonTitles:
      [
        "type": "array", "items": .ref(.text), "not": ["minItems": 1, "maxItems": 1],
        "description": "The titles of a scope bar under the field: two or more.",
      ]
    }
  }
}
