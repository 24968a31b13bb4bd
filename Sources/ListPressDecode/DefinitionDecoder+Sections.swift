import ListPressDiagnostics
import ListPressLoad

/// Sections: their keys, their layout, and whether their headers and
/// footers will show.
extension DefinitionDecoder {
  /// The section `node` defines, or `nil` when it is not a map.
  mutating func section(_ node: YAMLNode) -> ListSection? {
    guard let pairs = node.mapping else {
      diagnostics.error(
        "expected a section (a map with 'items') in 'sections', found \(node.kindDescription)",
        at: node.position
      )
      return nil
    }
    var section = ListSection(position: node.position)
    let listOnlyKeysBefore = listOnlyKeys.count
    var layout: LayoutName?
    var columns: (count: Int?, keyPosition: TextPosition)?
    var scrollingKeyPosition: TextPosition?
    var appearanceKeyPosition: TextPosition?
    var headerKeyPosition: TextPosition?
    var footerKeyPosition: TextPosition?
    for pair in pairs {
      guard let key: SectionKey = key(of: pair, in: "section") else { continue }
      let name = key.rawValue
      switch key {
      case .id: section.id = identifier(pair.value, for: name)
      case .header:
        if pair.value.mapping != nil {
          header(pair.value, into: &section)
        } else {
          section.header = string(pair.value, for: name)
        }
        if section.header != nil { headerKeyPosition = pair.key.position }
      case .footer:
        if pair.value.mapping != nil {
          footer(pair.value, into: &section)
        } else {
          section.footer = string(pair.value, for: name)
        }
        if section.footer != nil { footerKeyPosition = pair.key.position }
      case .textProperties: section.textProperties = textProperties(pair.value, for: name)
      case .secondaryTextProperties: section.secondaryTextProperties = textProperties(pair.value, for: name)
      case .appearance:
        section.appearance = word(pair.value, named: "appearance", for: name)
        appearanceKeyPosition = pair.key.position
      case .headerMode: section.headerMode = word(pair.value, named: "header mode", for: name)
      case .footerMode: section.footerMode = word(pair.value, named: "footer mode", for: name)
      case .orthogonalScrollingBehavior:
        section.orthogonalScrollingBehavior = word(pair.value, named: "scrolling behavior", for: name)
        scrollingKeyPosition = pair.key.position
      case .showsSeparators: section.showsSeparators = bool(pair.value, for: name)
      case .separatorConfiguration: section.separatorConfiguration = separatorConfiguration(pair.value, for: name)
      case .headerTopPadding: section.headerTopPadding = length(pair.value, for: name)
      case .layout: layout = word(pair.value, named: "layout", for: name)
      case .columns: columns = (count(pair.value, for: name), pair.key.position)
      case .items: section.items = sequence(pair.value, for: name)?.compactMap { item($0) } ?? []
      case .contentUnavailableConfiguration:
        section.contentUnavailableConfiguration = contentUnavailableConfiguration(pair.value, for: name)
      }
    }
    switch layout {
    case .grid?:
      section.layout = .grid(columns: columns?.count ?? SectionLayout.defaultGridColumns)
    case .horizontal?:
      section.layout = .horizontal
    case .list?, nil:
      section.layout = .list
      // A list section draws what its items wrote.
      listOnlyKeys.removeSubrange(listOnlyKeysBefore...)
    }
    if let columns, layout != .grid {
      diagnostics.error("'columns' applies only to a grid section; add 'layout: grid'", at: columns.keyPosition)
    }
    if let scrollingKeyPosition, layout != .horizontal {
      diagnostics.error(
        "'orthogonalScrollingBehavior' applies only to a horizontal section; add 'layout: horizontal'",
        at: scrollingKeyPosition)
    }
    if let appearanceKeyPosition, section.appearance?.isSidebar == true {
      diagnostics.error(
        "a section's appearance is 'plain', 'grouped' or 'insetGrouped'; '\(section.appearance!.rawValue)' lays out "
          + "a whole page: give it to the page's 'appearance'",
        at: appearanceKeyPosition)
      section.appearance = nil
    }
    if let appearanceKeyPosition, section.appearance != nil { sectionAppearanceKeyPositions.append(appearanceKeyPosition) }
    if let headerKeyPosition { headerKeyPositions.append((headerKeyPosition, section.headerMode)) }
    if let footerKeyPosition { footerKeyPositions.append((footerKeyPosition, section.footerMode)) }
    return section
  }

  /// A header written as a map (`{ text, secondaryText, image, style }`),
  /// after `UIListContentConfiguration`'s header configurations.
  private mutating func header(_ node: YAMLNode, into section: inout ListSection) {
    let header: Supplement<HeaderStyle> = supplement(node, named: "header")
    (section.header, section.headerSecondaryText, section.headerImage, section.headerStyle) =
      (header.text, header.secondaryText, header.image, header.style)
  }

  /// A footer written as a map, after `UIListContentConfiguration`'s footer
  /// configurations.
  private mutating func footer(_ node: YAMLNode, into section: inout ListSection) {
    let footer: Supplement<FooterStyle> = supplement(node, named: "footer")
    (section.footer, section.footerSecondaryText, section.footerImage, section.footerStyle) =
      (footer.text, footer.secondaryText, footer.image, footer.style)
  }

  /// What a header or a footer written as a map gives.
  private struct Supplement<Style> {
    var text: String?
    var secondaryText: String?
    var image: ImageSource?
    var style: Style?
  }

  /// The header or footer (`owner`) `node` writes as a map; its `text` is
  /// required.
  private mutating func supplement<Style: Vocabulary>(_ node: YAMLNode, named owner: String) -> Supplement<Style> {
    var supplement = Supplement<Style>()
    guard let pairs = mapping(node, for: owner) else { return supplement }
    var hasText = false
    for pair in pairs {
      guard let key: SupplementKey = key(of: pair, in: owner) else { continue }
      let name = key.rawValue
      switch key {
      case .text:
        hasText = true
        supplement.text = string(pair.value, for: name)
      case .secondaryText: supplement.secondaryText = string(pair.value, for: name)
      case .image: supplement.image = image(pair.value, for: name)
      case .style: supplement.style = word(pair.value, named: "\(owner) style", for: name)
      }
    }
    if !hasText {
      diagnostics.error("\(owner) is missing 'text'", at: node.position)
    }
    return supplement
  }

  /// Takes out of the items of grid and horizontal sections what only a
  /// list section draws (outline children, accessories, swipe actions),
  /// with a warning at each key that says so. With `firstItemInSection`,
  /// a section's header item keeps its children: they are the section's
  /// outline, not the card's.
  mutating func dropListOnlyFeatures(from sections: inout [ListSection], headerMode: HeaderMode) {
    for index in sections.indices {
      let layout: String
      switch sections[index].layout {
      case .list: continue
      case .grid: layout = "grid"
      case .horizontal: layout = "horizontal"
      }
      let sectionHeaderMode = sections[index].headerMode ?? headerMode
      for itemIndex in sections[index].items.indices {
        let isHeader = sectionHeaderMode == .firstItemInSection && itemIndex == 0
        var item = sections[index].items[itemIndex]
        for entry in listOnlyKeys where entry.item == item.position {
          let (key, position) = (entry.key, entry.position)
          switch key {
          case .children where isHeader: continue
          case .children:
            diagnostics.warning("'children' is ignored in a \(layout) section: only a list section draws an outline", at: position)
            item.children = []
            item.expanded = false
          case .accessories:
            diagnostics.warning("'accessories' is ignored in a \(layout) section: only a list section draws accessories", at: position)
            item.accessories = []
          case .contextMenu:
            diagnostics.warning(
              "'contextMenu' is ignored in a \(layout) section: context menus work only in a list section", at: position)
            item.contextMenu = nil
          case .swiped:
            diagnostics.warning(
              "'swiped' is ignored in a \(layout) section: swipe actions work only in a list section", at: position)
            item.declaredState.swiped = nil
          default:
            diagnostics.warning(
              "'\(key.rawValue)' is ignored in a \(layout) section: swipe actions work only in a list section",
              at: position)
            item.leadingSwipeActions = []
            item.trailingSwipeActions = []
          }
        }
        sections[index].items[itemIndex] = item
      }
    }
  }

  /// With `firstItemInSection`, warns about each section whose header item
  /// has children and is followed by other items: the page folds the
  /// whole section under the header, where UIKit folds only the header's
  /// children and keeps the section's other items.
  mutating func warnAboutFoldedItems(in sections: [ListSection], headerMode: HeaderMode) {
    for section in sections where (section.headerMode ?? headerMode) == .firstItemInSection {
      guard let header = section.items.first, !header.children.isEmpty, section.items.count > 1 else { continue }
      let others = section.items.count - 1
      diagnostics.warning(
        "collapsing the header item '\(header.text)' also hides the \(others) item\(others == 1 ? "" : "s") after it "
          + "in its section, which UIKit keeps in view; make \(others == 1 ? "it a child" : "them children") of "
          + "'\(header.text)', or give \(others == 1 ? "it" : "them") a section of \(others == 1 ? "its" : "their") own",
        at: section.items[1].position)
    }
  }

  /// Warns about section headers and footers that their section's modes,
  /// or the page's, hide.
  mutating func warnAboutHiddenHeadersAndFooters(headerMode: HeaderMode, footerMode: FooterMode) {
    func headerProblem(_ headerMode: HeaderMode) -> String? {
      switch headerMode {
      case .supplementary: nil
      case .none: "'header' is not shown because headerMode is 'none'; use headerMode: supplementary"
      case .firstItemInSection:
        "'header' is not shown because headerMode is 'firstItemInSection', where the first item is the header"
      }
    }
    for (position, ownMode) in headerKeyPositions {
      if let problem = headerProblem(ownMode ?? headerMode) {
        diagnostics.warning(problem, at: position)
      }
    }
    func footerProblem(_ footerMode: FooterMode) -> String? {
      switch footerMode {
      case .supplementary: nil
      case .none: "'footer' is not shown because footerMode is 'none'; use footerMode: supplementary"
      }
    }
    for (position, ownMode) in footerKeyPositions {
      if let problem = footerProblem(ownMode ?? footerMode) {
        diagnostics.warning(problem, at: position)
      }
    }
  }

  /// Gives every item decoded without an `id` a slug of its text, in the
  /// order the items are written, now that every explicit id is known.
  mutating func assignGeneratedIdentifiers(to sections: inout [ListSection]) {
    for index in sections.indices {
      assignGeneratedIdentifiers(to: &sections[index].items)
    }
  }

  private mutating func assignGeneratedIdentifiers(to items: inout [ListItem]) {
    for index in items.indices {
      if items[index].id == ItemIdentifiers.pending {
        items[index].id = identifiers.generate(from: items[index].text)
      }
      assignGeneratedIdentifiers(to: &items[index].children)
    }
  }
}

/// The keys of a header or a footer written as a map.
enum SupplementKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case text, secondaryText, image, style
}

extension HeaderStyle: Vocabulary {
  static let lookup = WordTable<Self>()
}

extension FooterStyle: Vocabulary {
  static let lookup = WordTable<Self>()
}

/// The keys of a section (docs/format.md, "Sections").

enum SectionKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case id, header, footer, appearance, headerMode, footerMode, textProperties, secondaryTextProperties
  case showsSeparators, separatorConfiguration, headerTopPadding, layout, columns, orthogonalScrollingBehavior, items
  case contentUnavailableConfiguration
}

extension OrthogonalScrollingBehavior: Vocabulary {
  static let lookup = WordTable<Self>()
}

/// The values of a section's `layout`.
enum LayoutName: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case list, grid, horizontal
}
