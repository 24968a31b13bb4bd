extension SectionKey: SchemaKey {
  /// A section, whose `columns` need a grid and whose scrolling behavior
  /// needs a horizontal layout. The rule is written twice: as
  /// `dependentSchemas` for validators of 2020-12, and as `dependencies`,
  /// its name in draft 7, which editors' YAML language servers read (the
  /// 2020-12 metaschema keeps the old name free for this).
  static var sectionSchema: JSONValue {
    let needsLayout = { (layout: LayoutName) -> JSONValue in
      [
        "required": [.string(Self.layout.rawValue)],
        "properties": [Self.layout.rawValue: ["const": .string(layout.rawValue)]],
      ]
    }
    let layouts: JSONValue = [
      Self.columns.rawValue: needsLayout(.grid),
      Self.orthogonalScrollingBehavior.rawValue: needsLayout(.horizontal),
    ]
    return mapSchema("A section of the list.", rules: [.init("dependentSchemas", layouts), .init("dependencies", layouts)])
  }

  var valueSchema: JSONValue {
    switch self {
    case .id: .ref(.identifier).described("The section's anchor; unique in the file, among item ids too.")
    case .header:
      JSONValue.anyOf(.ref(.text), .ref(.header)).described(
        "Text above the section, or a map with text, secondaryText, image and style.")
    case .footer:
      JSONValue.anyOf(.ref(.text), .ref(.footer)).described(
        "Text below the section, or a map with text, secondaryText, image and style.")
    case .appearance: .ref(.sectionAppearance).described("The section's own look, over the page's.")
    case .headerMode: .ref(.headerMode).described("Where this section's header comes from, over the page's.")
    case .footerMode: .ref(.footerMode).described("Whether this section shows its footer, over the page's.")
    case .textProperties: .ref(.textProperties).described("How its items' texts are drawn, over the page's.")
    case .secondaryTextProperties:
      .ref(.textProperties).described("How its items' secondary texts are drawn, over the page's.")
    case .showsSeparators: .ref(.boolean).described("Whether its rows have separators, over the page's.")
    case .separatorConfiguration:
      .ref(.separatorConfiguration).described("How its separators are drawn, over the page's.")
    case .headerTopPadding: .ref(.length).described("Points above its header, over the page's.")
    case .layout: .ref(.layout).described("list (default) rows, grid cards in columns, or a horizontal scrolling row.")
    case .columns: .ref(.count).described("A grid's number of columns (layout: grid only); default 2.")
    case .orthogonalScrollingBehavior:
      .ref(.orthogonalScrollingBehavior).described(
        "How a horizontal section scrolls and rests (layout: horizontal only).")
    case .items: .list(of: .ref(.item)).described("The section's rows.")
    case .contentUnavailableConfiguration:
      .ref(.contentUnavailableConfiguration).described("What the section shows in place of its rows when it has none.")
    }
  }
}

// A header's and a footer's keys differ only in the words of `style`, so
// their schema is made for one or the other.
extension SupplementKey {
  /// A header or a footer written as a map; `style` names the words of its
  /// `style`, a header's or a footer's.
  static func supplementSchema(style: SchemaDefinition) -> JSONValue {
    let part = style == .headerStyle ? "header" : "footer"
    return .map(
      "A section \(part) written as a map (UIListContentConfiguration's \(part) configurations).",
      properties: allCases.map { ($0.rawValue, $0.valueSchema(part: part, style: style)) },
      required: [Self.text.rawValue])
  }

  private func valueSchema(part: String, style: SchemaDefinition) -> JSONValue {
    switch self {
    case .text: .ref(.text).described("The \(part)'s text.")
    case .secondaryText: .ref(.text).described("A second, smaller line under it.")
    case .image: .ref(.image).described("An image before the text, as tall as a line of it.")
    case .style: .ref(style).described("The \(part)'s configuration; default \(part), which adapts to the appearance.")
    }
  }
}
