import ListPressKit
import Testing

@Suite struct PageRendererTests {
  /// The page as written at a depth that `prefix` (`""`, `"../"`, ...) climbs.
  private func render(_ page: ListPage, unsafe: Bool = false, prefix: String = "") -> String {
    let folders = String(repeating: "folder/", count: prefix.count / 3)
    return try! PageRenderer(allowsUnsafeHTML: unsafe).render(page, at: folders + "list.html")
  }

  private func page(_ items: [ListItem], configure: (inout ListPage) -> Void = { _ in }) -> ListPage {
    var page = ListPage(path: "list.md", title: "List", sections: [ListSection(items: items)])
    configure(&page)
    return page
  }

  // MARK: Document

  @Test func writesADocumentWithItsChrome() {
    let html = render(SamplePages.characters, prefix: "../../")
    #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\""))
    #expect(html.contains("<meta charset=\"utf-8\">"))
    #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    #expect(html.contains("<title>Characters</title>"))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"../../\(TemplateSet.builtIn.stylesheetFileName)\">"))
    #expect(html.contains(
      "<header class=\"lp-navigation-bar\"><div class=\"lp-bar\"><div class=\"lp-bar-leading\"><a class=\"lp-back-button\" href=\"../../index.html\">Index</a></div>"
        + "<span class=\"lp-bar-title\" aria-hidden=\"true\">Characters</span><div class=\"lp-bar-buttons\"></div></div>"
        + "<h1 class=\"lp-title\">Characters</h1></header>"))
    #expect(html.containsInOrder(["<main", "<div class=\"lp-body\"><p>Every member", "<div class=\"lp-list\">", "</main>"]))
  }

  @Test func describesThePageWithClassesAndCustomProperties() {
    var page = SamplePages.characters
    page.editing = true
    page.showsSeparators = false
    page.colorScheme = .dark
    page.tintColor = .rgba(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0x80)
    let html = render(page)
    #expect(html.contains(
      "class=\"lp-page appearance-insetGrouped cell-style-subtitleCell color-scheme-dark design-ios26 is-editing no-separators\""))
    #expect(html.contains(
      "style=\"--tint: #ff880080; --image-width: 60px; --image-height: 60px; --image-corner-radius: 30px\""))
    #expect(html.contains("<meta name=\"color-scheme\" content=\"dark\">"))
  }

  @Test(arguments: [
    (ListColor.system(.systemBlue), "--tint: var(--systemBlue)"),
    (.system(.secondaryLabel), "--tint: var(--secondaryLabel)"),
    (.rgba(red: 0x12, green: 0xAB, blue: 0xEF, alpha: 0xFF), "--tint: #12abef"),
  ])
  func mapsTheTintColor(color: ListColor, expected: String) {
    #expect(render(page([]) { $0.tintColor = color }).contains(expected))
  }

  @Test func omitsAnEmptyBody() {
    #expect(!render(page([]) { $0.body = "\n  \n" }).contains("lp-body"))
  }

  @Test func isDeterministic() {
    let first = render(SamplePages.characters)
    for _ in 0..<5 {
      #expect(render(SamplePages.characters) == first)
    }
  }

  // MARK: Escaping

  static let hostileTexts = ["<script>alert(1)</script>", "\" onerror=\"alert(1)", "' onmouseover='alert(1)"]

  /// Pages with a hostile string in one field each.
  static let hostileFields: [(String, @Sendable (String) -> ListPage)] = [
    ("title", { ListPage(path: "a.md", title: $0) }),
    ("text", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: $0)])]) }),
    ("secondaryText", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", secondaryText: $0)])]) }),
    ("header", { ListPage(path: "a.md", title: "t", headerMode: .supplementary, sections: [ListSection(header: $0)]) }),
    ("footer", { ListPage(path: "a.md", title: "t", footerMode: .supplementary, sections: [ListSection(footer: $0)]) }),
    ("section id", { ListPage(path: "a.md", title: "t", sections: [ListSection(id: $0)]) }),
    ("item id", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: $0, text: "a")])]) }),
    ("link", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", link: "https://x.org/" + $0)])]) }),
    ("label", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", accessories: [Accessory(.label, text: $0)])])]) }),
    ("customView", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", accessories: [Accessory(.customView, placement: .leading, text: $0, image: .symbol($0))])])]) }),
    ("swipe title", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", trailingSwipeActions: [SwipeAction(title: $0, image: .symbol($0))])])]) }),
    ("symbol", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", image: .symbol($0))])]) }),
    ("remote image", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", image: .remote("https://x.org/" + $0))])]) }),
    ("file image", { ListPage(path: "a.md", title: "t", sections: [ListSection(items: [ListItem(id: "a", text: "a", image: .file($0, position: TextPosition(line: 1, column: 1)))])]) }),
    ("first item header", { ListPage(path: "a.md", title: "t", headerMode: .firstItemInSection, sections: [ListSection(items: [ListItem(id: "a", text: $0)])]) }),
  ]

  @Test(arguments: hostileFields.map(\.0), hostileTexts)
  func escapesHostileText(field: String, hostile: String) {
    let makePage = Self.hostileFields.first { $0.0 == field }!.1
    let html = render(makePage(hostile))
    #expect(!html.contains(hostile))
    // The page's own script is the only one.
    #expect(html.occurrences(of: "<script") == 1)
    #expect(!html.contains("\" onerror"))
    #expect(!html.contains("' onmouseover"))
  }

  @Test func escapesTheTitleInEveryPlace() {
    let html = render(ListPage(path: "a.md", title: "A & <B>"))
    // The document's title, the bar's and the large title.
    #expect(html.occurrences(of: "A &amp; &lt;B&gt;") == 3)
  }

  // MARK: Markdown

  @Test func rendersDescriptionsUnderTheRow() {
    let html = render(SamplePages.characters)
    let cloud = html.element(startingWith: "<li class=\"lp-item has-swipe-actions\" id=\"cloud\"", tag: "li")
    #expect(cloud?.containsInOrder([
      "<span class=\"lp-row\">", "<a class=\"lp-texts\"", "</a>",
      "</span><div><p>Ex-<strong>SOLDIER</strong> for hire. See <a href=\"https://example.org/cloud\">the wiki</a>.</p>",
    ]) == true)
  }

  @Test func dropsUnsafeMarkdownUnlessAllowed() {
    let item = ListItem(id: "a", text: "a", description: "[x](javascript:alert(1)) <img src=x onerror=alert(2)>")
    let unsafeBody = "<script>alert(3)</script>"
    let safe = render(page([item]) { $0.body = unsafeBody })
    #expect(!safe.contains("javascript:"))
    #expect(!safe.contains("onerror"))
    #expect(!safe.contains("<script>"))
    #expect(safe.contains("raw HTML omitted"))

    let unsafe = render(page([item]) { $0.body = unsafeBody }, unsafe: true)
    #expect(unsafe.contains("<a href=\"javascript:alert(1)\">x</a>"))
    #expect(unsafe.contains("<img src=x onerror=alert(2)>"))
    #expect(unsafe.contains("<script>alert(3)</script>"))
  }

  // MARK: Sections and items

  @Test func drawsSectionsWithHeadersFootersAndLists() {
    let html = render(SamplePages.characters)
    let party = html.element(startingWith: "<section class=\"lp-section layout-list section-insetGrouped\" id=\"party\" style=\"--rows: 2\">", tag: "section")
    #expect(party?.containsInOrder([
      "<h2 class=\"lp-section-header\">Party</h2>",
      "<ul class=\"lp-items has-transitions\">",
      "id=\"cloud\"", "id=\"tifa\"",
      "</ul>",
      "<footer class=\"lp-section-footer\"><p>Members who travel with Cloud.</p></footer>",
    ]) == true)
  }

  @Test func followsTheHeaderAndFooterModes() {
    var page = SamplePages.characters
    page.headerMode = .none
    page.footerMode = .none
    let html = render(page)
    #expect(!html.contains("lp-section-header"))
    #expect(!html.contains("lp-section-footer"))
  }

  @Test func drawsOutlinesAsDetails() {
    let html = render(SamplePages.characters)
    let midgar = html.element(startingWith: "<li class=\"lp-item cell-valueCell has-children\" id=\"midgar\">", tag: "li")
    #expect(midgar?.containsInOrder([
      "<details class=\"lp-outline\" open><summary class=\"lp-outline-summary\"><span class=\"lp-row\">",
      "lp-accessory-label", "lp-accessory-outlineDisclosure",
      "</summary><ul class=\"lp-items lp-children\" style=\"--outline-level: 1\">",
      "id=\"sector-7\"", "id=\"wall-market\"",
      "</ul></details></li>",
    ]) == true)
    #expect(html.contains("<details class=\"lp-outline\"><summary"))
  }

  @Test func saysHowDeepEachOutlineListSits() {
    let grandchild = ListItem(id: "c", text: "C")
    let child = ListItem(id: "b", text: "B", children: [grandchild])
    let html = render(page([ListItem(id: "a", text: "A", children: [child])]))
    #expect(html.containsInOrder([
      "<section class=\"lp-section layout-list section-plain\" style=\"--rows: 1\">\n<ul class=\"lp-items has-transitions\">", "id=\"a\"",
      "<ul class=\"lp-items lp-children\" style=\"--outline-level: 1\">", "id=\"b\"",
      "<ul class=\"lp-items lp-children\" style=\"--outline-level: 2\">", "id=\"c\"",
    ]))
  }

  @Test func makesTheFirstItemTheSectionHeading() {
    let header = ListItem(id: "library", text: "Library")
    let html = render(page([header, ListItem(id: "recents", text: "Recents")]) { $0.headerMode = .firstItemInSection })
    #expect(html.containsInOrder([
      "<h2 class=\"lp-section-header lp-header-item\" id=\"library\"><span class=\"lp-row\">",
      "Library", "</h2>", "<ul class=\"lp-items\">", "id=\"recents\"",
    ]))
    #expect(!html.contains("<li class=\"lp-item\" id=\"library\""))
  }

  @Test func makesAFirstItemWithChildrenAnOutlineSection() {
    let header = ListItem(id: "library", text: "Library", children: [ListItem(id: "recents", text: "Recents")], expanded: true)
    let html = render(page([header, ListItem(id: "shared", text: "Shared")]) { $0.headerMode = .firstItemInSection })
    #expect(html.containsInOrder([
      "<details class=\"lp-section-outline\" open><summary class=\"lp-outline-summary\"><h2 class=\"lp-section-header lp-header-item\" id=\"library\">",
      "</h2></summary><ul class=\"lp-items\">", "id=\"recents\"", "id=\"shared\"", "</ul></details>",
    ]))
  }

  @Test func givesAnOutlineSectionHeaderItsDisclosureAndKeepsItsChildrenAtTheTopLevel() {
    let header = ListItem(id: "library", text: "Library", children: [ListItem(id: "recents", text: "Recents")])
    let html = render(page([header]) { $0.headerMode = .firstItemInSection })
    let summary = html.element(startingWith: "<summary class=\"lp-outline-summary\">", tag: "summary")
    #expect(summary?.contains("lp-accessory-outlineDisclosure") == true)
    #expect(!html.contains("<details class=\"lp-section-outline\" open>"))
    #expect(!html.contains("lp-children"))
  }

  @Test(arguments: [
    (SectionLayout.grid(columns: 3), "<section class=\"lp-section layout-grid section-plain\" style=\"--columns: 3\">"),
    (.horizontal, "<section class=\"lp-section layout-horizontal section-plain\">"),
    (.list, "<section class=\"lp-section layout-list section-plain\">"),
  ])
  func classifiesSectionLayouts(layout: SectionLayout, expected: String) {
    let page = ListPage(path: "a.md", title: "t", sections: [ListSection(layout: layout)])
    #expect(render(page).contains(expected))
  }

  @Test(arguments: [
    (CellStyle.subtitleCell, " cell-subtitleCell"),
    (.valueCell, " cell-valueCell"),
    (.sidebarCell, " cell-sidebarCell"),
    (.cell, ""),
  ])
  func placesSecondaryTextInTheTexts(style: CellStyle, expectedClass: String) {
    let html = render(page([ListItem(id: "a", text: "Name", secondaryText: "Value", style: style)]))
    #expect(html.contains(
      "<li class=\"lp-item\(expectedClass)\" id=\"a\"><span class=\"lp-row\"><span class=\"lp-texts\"><span>Name</span><span>Value</span></span></span></li>"))
  }

  @Test func namesACellStyleOnlyWhereItIsNotThePages() {
    let html = render(page([ListItem(id: "a", text: "A"), ListItem(id: "b", text: "B", style: .valueCell)]) { $0.cellStyle = .valueCell })
    #expect(html.contains("cell-style-valueCell"))
    #expect(html.contains("<li class=\"lp-item\" id=\"a\">"))
    #expect(html.contains("<li class=\"lp-item\" id=\"b\">"))
  }

  @Test func marksSelectedAndDisabledItems() {
    let html = render(page([
      ListItem(id: "a", text: "a", link: "https://a.org", selected: true),
      ListItem(id: "b", text: "b", link: "https://b.org", disabled: true),
      ListItem(id: "c", text: "c", disabled: true),
    ]))
    #expect(html.contains(
      "<li class=\"lp-item is-selected\" id=\"a\"><span class=\"lp-row\"><a class=\"lp-texts\" href=\"https://a.org\" aria-current=\"true\">"))
    // A disabled item is not a link, whether or not it has one.
    #expect(html.contains("<li class=\"lp-item is-disabled\" id=\"b\"><span class=\"lp-row\"><span class=\"lp-texts\">"))
    #expect(html.contains("<li class=\"lp-item is-disabled\" id=\"c\"><span class=\"lp-row\"><span class=\"lp-texts\">"))
    #expect(!html.contains("https://b.org"))
  }

  @Test func disablesTheButtonsOfADisabledItem() {
    let html = render(page([
      ListItem(
        id: "b", text: "b", accessories: [Accessory(.customView, placement: .leading, toggle: .favorite)],
        trailingSwipeActions: [SwipeAction(title: "Delete", style: .destructive)], disabled: true)
    ]))
    let buttons = html.components(separatedBy: "<button").dropFirst()
    #expect(buttons.count == 4)
    for button in buttons {
      #expect(button.prefix(while: { $0 != ">" }).contains(" disabled"), "<button\(button.prefix(80))")
    }
  }

  // MARK: Links

  @Test func makesRowsWithALinkAnchors() {
    let html = render(page([ListItem(id: "a", text: "A", link: "party/cloud.html#top")]))
    #expect(html.contains("<span class=\"lp-row\"><a class=\"lp-texts\" href=\"party/cloud.html#top\"><span>"))
  }

  @Test(arguments: ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "vbscript:x", "data:text/html,x", "file:///etc/passwd"])
  func dropsUnsafeLinks(link: String) {
    let item = ListItem(id: "a", text: "A", link: link)
    #expect(render(page([item])).contains("<span class=\"lp-row\"><span class=\"lp-texts\">"))
    #expect(render(page([item]), unsafe: true).contains("<span class=\"lp-row\"><a class=\"lp-texts\" href="))
  }

  // MARK: Images

  @Test func drawsImages() {
    let html = render(page([
      ListItem(id: "a", text: "Cloud", image: .file("images/my cloud#1.png", position: TextPosition(line: 3, column: 10))),
      ListItem(id: "b", text: "Tifa", image: .remote("https://example.org/tifa.png?size=2&x=1")),
      ListItem(id: "c", text: "Star", image: .symbol("star.fill")),
    ]) { $0.imageProperties = ImageProperties(maximumSize: ImageSize(width: 40, height: 30.5)) })
    #expect(html.contains(
      "<img src=\"images/my%20cloud%231.png\" alt=\"Cloud\" width=\"40\" height=\"30.5\" loading=\"lazy\">"))
    #expect(html.contains(
      "<img src=\"https://example.org/tifa.png?size=2&amp;x=1\" alt=\"Tifa\" width=\"40\" height=\"30.5\" loading=\"lazy\">"))
    #expect(html.contains("<span class=\"lp-row\"><span data-symbol=\"star.fill\"></span>"))
  }

  // MARK: Accessories

  private static let allAccessories: [Accessory] = [
    Accessory(.delete),
    Accessory(.checkmark),
    Accessory(.multiselect),
    Accessory(.reorder),
    Accessory(.customView, placement: .leading, displayed: .whenNotEditing, image: .symbol("star")),
    Accessory(.disclosureIndicator, isHidden: true),
  ]

  @Test func placesAccessoriesAroundTheImageAndTextsInOrder() {
    let item = ListItem(id: "a", text: "A", image: .symbol("person"), accessories: Self.allAccessories)
    let html = render(page([item]))
    #expect(html.containsInOrder([
      "lp-accessory-delete", "lp-accessory-multiselect", "lp-accessory-customView",
      "data-symbol=", "lp-texts",
      "lp-accessory-checkmark", "lp-accessory-disclosureIndicator", "lp-accessory-reorder",
    ]))
  }

  /// Where a description's text starts depends on how many leading
  /// accessories show: the item's element says it for each mode, a hidden
  /// accessory counting since it keeps its place, and an item without any
  /// says nothing (the stylesheet's zero), so that the children of an
  /// outline do not take their parent's counts.
  @Test(arguments: [
    (allAccessories, " style=\"--leading-accessories-when-not-editing: 1; --leading-accessories-when-editing: 2\""),
    ([Accessory(.customView, placement: .leading, isHidden: true, image: .symbol("star"))],
     " style=\"--leading-accessories-when-not-editing: 1; --leading-accessories-when-editing: 1\""),
    ([Accessory(.delete)], " style=\"--leading-accessories-when-editing: 1\""),
    ([Accessory(.checkmark), Accessory(.disclosureIndicator)], ""),
  ])
  func countsTheLeadingAccessoriesOfEachMode(accessories: [Accessory], attributes: String) {
    let child = ListItem(id: "child", text: "Child")
    let html = render(page([
      ListItem(id: "a", text: "A", accessories: accessories),
      ListItem(id: "b", text: "B", accessories: accessories, children: [child]),
    ]))
    #expect(html.contains("<li class=\"lp-item\"\(attributes) id=\"a\">"))
    #expect(html.contains("<li class=\"lp-item has-children\"\(attributes) id=\"b\">"))
    #expect(html.contains("<li class=\"lp-item\" id=\"child\">"))
  }

  /// A section's list is `has-transitions` when one of its rows has
  /// something that transitions from the first frame it is drawn in: the
  /// stylesheet then draws it as usual, not only near the screen.
  @Test(arguments: [
    ([ListItem(id: "a", text: "A"), ListItem(id: "b", text: "B", accessories: [Accessory(.checkmark)])], false),
    ([ListItem(id: "a", text: "A"), ListItem(id: "b", text: "B", accessories: [Accessory(.reorder, displayed: .whenEditing)])], true),
    ([ListItem(id: "a", text: "A"), ListItem(id: "b", text: "B", accessories: [Accessory(.checkmark, isHidden: true)])], true),
    ([ListItem(id: "a", text: "A"), ListItem(id: "b", text: "B", children: [ListItem(id: "c", text: "C")])], true),
  ])
  func marksWhatTransitionsFromItsFirstFrame(items: [ListItem], transitions: Bool) {
    let html = render(page(items))
    #expect(html.contains("<ul class=\"lp-items\(transitions ? " has-transitions" : "")\">"))
    #expect(html.contains("<li class=\"lp-item\" id=\"a\">"))
  }

  /// The list of a page with a search field is `is-searchable`, which the
  /// stylesheet draws only near the screen, so that a search matching
  /// nothing hides it cheaply; a fragment's list, which has no search
  /// field, is not.
  @Test(arguments: [false, true])
  func marksTheListASearchFieldFilters(hasSearchField: Bool) throws {
    let page = page([ListItem(id: "a", text: "A")]) {
      if hasSearchField { $0.navigationItem.searchController = SearchController() }
    }
    #expect(render(page).contains("<div class=\"lp-list\(hasSearchField ? " is-searchable" : "")\">"))
    let fragment = try PageRenderer().renderFragment(page, idPrefix: "t-")
    #expect(fragment.contains("<div class=\"lp-list\">"))
  }

  @Test(arguments: [false, true])
  func leavesEditingVisibilityToTheStylesheet(editing: Bool) {
    let html = render(page([ListItem(id: "a", text: "A", accessories: Self.allAccessories)]) { $0.editing = editing })
    func accessory(_ kind: String) -> String? {
      html.element(startingWith: "<span class=\"lp-accessory lp-accessory-\(kind)", tag: "span")
    }
    // Never a hidden attribute: the page's script switches modes with a class on the root.
    for kind in ["delete", "multiselect", "reorder"] {
      #expect(accessory(kind)?.contains(" hidden") == false, "\(kind)")
      #expect(accessory(kind)?.contains("data-displayed=\"whenEditing\"") == true)
    }
    #expect(accessory("customView")?.contains("data-displayed=\"whenNotEditing\"") == true)
    // Trailing and always are the defaults, left unsaid.
    #expect(accessory("disclosureIndicator") == "<span class=\"lp-accessory lp-accessory-disclosureIndicator is-invisible\"></span>")
    #expect(accessory("delete")?.contains("data-placement=\"leading\"") == true)
    #expect(html.contains("lp-page appearance-plain cell-style-cell color-scheme-auto design-ios26\(editing ? " is-editing" : "") "))
  }

  @Test(arguments: [false, true])
  func offersTheEditButtonOnlyWhenAccessoriesDependOnEditing(editing: Bool) {
    let switching = render(page([ListItem(id: "a", text: "A", accessories: [Accessory(.delete)])]) { $0.editing = editing })
    #expect(switching.contains(
      "<button type=\"button\" class=\"lp-edit-button\" data-listpress-edit hidden>\(editing ? "Done" : "Edit")</button>"))
    let nested = ListItem(id: "a", text: "A", children: [ListItem(id: "b", text: "B", accessories: [Accessory(.reorder)])])
    #expect(render(page([nested])).contains("lp-edit-button"))
    let fixed = render(page([ListItem(id: "a", text: "A", accessories: [Accessory(.checkmark), Accessory(.disclosureIndicator)])]))
    #expect(!fixed.contains("lp-edit-button"))
  }

  @Test func namesEveryAccessoryThatMeansSomethingForItsRow() {
    let item = ListItem(
      id: "cloud", text: "Cloud Strife",
      accessories: [
        Accessory(.delete), Accessory(.insert), Accessory(.multiselect), Accessory(.reorder), Accessory(.detail),
        Accessory(.checkmark), Accessory(.disclosureIndicator), Accessory(.label, text: "12"),
      ])
    let html = render(page([item]) { $0.editing = true })
    for name in ["Delete Cloud Strife", "Insert Cloud Strife", "Not selected", "Reorder Cloud Strife", "More info about Cloud Strife", "Checked"] {
      #expect(html.contains("role=\"img\" aria-label=\"\(name)\""), "\(name)")
    }
    // The chevron is decoration, an empty element with no name; the label reads its own text.
    #expect(html.contains("<span class=\"lp-accessory lp-accessory-disclosureIndicator\"></span>"))
    #expect(html.element(startingWith: "<span class=\"lp-accessory lp-accessory-label", tag: "span")?
      .contains("aria-") == false)
  }

  @Test(arguments: [("star", false, "star"), ("star.fill", true, "star.fill"), ("heart", false, "heart")])
  func makesTheFavouriteToggleAButton(symbol: String, pressed: Bool, drawn: String) {
    let toggle = Accessory(.customView, placement: .leading, tintColor: .system(.systemYellow), image: .symbol(symbol), toggle: .favorite)
    let html = render(page([ListItem(id: "deep-field", text: "Deep Field", accessories: [toggle])]))
    let base = symbol.replacingOccurrences(of: ".fill", with: "")
    #expect(html.contains(
      "<button type=\"button\" class=\"lp-accessory lp-accessory-customView lp-favorite\" data-placement=\"leading\" "
        + "data-toggle=\"favorite\" data-item-id=\"deep-field\" data-symbol-off=\"\(base)\" "
        + "data-symbol-on=\"\(base).fill\" aria-pressed=\"\(pressed)\" aria-label=\"Favourite Deep Field\" "
        + "style=\"--accessory-tint: var(--systemYellow)\"><span class=\"lp-accessory-image\" data-symbol=\"\(drawn)\">"
        + "</span></button>"))
  }

  @Test func aStandalonePageCarriesItsScriptAndBothStatesOfAFavourite() throws {
    let toggle = Accessory(.customView, placement: .leading, image: .symbol("star"), toggle: .favorite)
    let html = try PageRenderer().render(
      page([ListItem(id: "a", text: "A", accessories: [toggle])]), at: "a.html", links: SiteLinks(standalone: true))
    #expect(html.contains("[data-symbol=\"star\"]{"))
    #expect(html.contains("[data-symbol=\"star.fill\"]{"))
    #expect(html.contains("<script>\n" + TemplateSet.builtIn.script))
    #expect(!html.contains("<script src"))
  }

  @Test func leavesTheDrawingsOfAccessoriesToTheStylesheet() {
    let item = ListItem(
      id: "a", text: "A",
      accessories: [Accessory(.checkmark, tintColor: .system(.systemGreen)), Accessory(.label, text: "12"), Accessory(.detail)],
      selected: true)
    let html = render(page([item]))
    #expect(html.contains(
      "<span class=\"lp-accessory lp-accessory-checkmark\" role=\"img\" aria-label=\"Checked\" style=\"--accessory-tint: var(--systemGreen)\"></span>"))
    #expect(html.contains("<span class=\"lp-accessory-text\">12</span>"))
    #expect(html.contains("aria-label=\"More info about A\"></span>"))
    #expect(!html.contains("<svg"))
  }

  @Test func addsTheOutlineDisclosureOfAnItemWithChildrenOnce() {
    let child = ListItem(id: "b", text: "B")
    let implicit = render(page([ListItem(id: "a", text: "A", children: [child])]))
    let explicit = render(page([ListItem(id: "a", text: "A", accessories: [Accessory(.outlineDisclosure)], children: [child])]))
    #expect(implicit.occurrences(of: "lp-accessory-outlineDisclosure") == 1)
    #expect(explicit == implicit)
  }

  @Test func drawsMultiselectFilledWhenSelected() {
    let selected = render(page([ListItem(id: "a", text: "A", accessories: [Accessory(.multiselect)], selected: true)]) { $0.editing = true })
    let unselected = render(page([ListItem(id: "a", text: "A", accessories: [Accessory(.multiselect)])]) { $0.editing = true })
    #expect(selected.contains("<span class=\"lp-accessory lp-accessory-multiselect is-checked\""))
    #expect(selected.contains("aria-label=\"Selected\""))
    #expect(!unselected.contains("is-checked"))
    #expect(unselected.contains("aria-label=\"Not selected\""))
  }

  // MARK: Swipe actions

  @Test func putsTheRowInASwipeTrackBetweenItsActions() {
    let item = ListItem(
      id: "mail", text: "Mail",
      leadingSwipeActions: [SwipeAction(title: "Pin", backgroundColor: .system(.systemOrange))],
      trailingSwipeActions: [SwipeAction(title: "Delete", style: .destructive), SwipeAction(image: .symbol("flag"))])
    let html = render(page([item]))
    #expect(html.containsInOrder([
      "<li class=\"lp-item has-swipe-actions\" id=\"mail\"><div class=\"lp-swipe\"><div class=\"lp-swipe-track\">",
      "<div class=\"lp-swipe-cell\"><span class=\"lp-row\">",
      "<button type=\"button\" class=\"lp-swipe-menu-button\" popovertarget=\"lp-actions-mail\" aria-label=\"Actions for Mail\">",
      "</span></div><div class=\"lp-swipe-actions\" data-side=\"trailing\" aria-hidden=\"true\">",
      "<button type=\"button\" class=\"lp-swipe-action style-destructive\" data-index=\"0\" tabindex=\"-1\"><span class=\"lp-action-title\">Delete</span></button>",
      "<button type=\"button\" class=\"lp-swipe-action\" data-index=\"1\" tabindex=\"-1\"><span class=\"lp-action-image\" data-symbol=\"flag\"></span><span class=\"lp-visually-hidden\">flag</span></button>",
      "</div></div><div class=\"lp-swipe-actions\" data-side=\"leading\" aria-hidden=\"true\">",
      "<button type=\"button\" class=\"lp-swipe-action\" data-index=\"0\" tabindex=\"-1\" style=\"--action-background: var(--systemOrange)\">",
      "</div></div><div class=\"lp-actions-menu\" id=\"lp-actions-mail\" data-item-id=\"mail\" popover=\"auto\" aria-label=\"Actions for Mail\">",
      "<button type=\"button\" class=\"lp-menu-action\" data-side=\"leading\" data-index=\"0\" popovertarget=\"lp-actions-mail\" popovertargetaction=\"hide\"",
      "data-side=\"trailing\" data-index=\"0\"", "data-side=\"trailing\" data-index=\"1\"", "</button></div></li>",
    ]))
  }

  @Test func givesAnOutlineItemItsActionsAsAMenuOnly() {
    let item = ListItem(
      id: "folder", text: "Folder", trailingSwipeActions: [SwipeAction(title: "Delete", style: .destructive)],
      children: [ListItem(id: "file", text: "File")])
    let html = render(page([item]))
    #expect(!html.contains("lp-swipe-track"))
    #expect(html.containsInOrder([
      "<summary class=\"lp-outline-summary\"><span class=\"lp-row\">", "lp-swipe-menu-button", "</summary>",
      "</details><div class=\"lp-actions-menu\" id=\"lp-actions-folder\"",
    ]))
  }

  @Test func marksTrailingActionsThatAFullSwipeDoesNotPerform() {
    let item = ListItem(
      id: "mail", text: "Mail", leadingSwipeActions: [SwipeAction(title: "Pin")],
      trailingSwipeActions: [SwipeAction(title: "Delete", style: .destructive)],
      performsFirstTrailingActionWithFullSwipe: false)
    #expect(render(page([item])).contains("<div class=\"lp-swipe-actions\" data-side=\"trailing\" data-full-swipe=\"false\" aria-hidden=\"true\">"))
    let performs = ListItem(id: "mail", text: "Mail", trailingSwipeActions: [SwipeAction(title: "Flag")])
    #expect(!render(page([performs])).contains("data-full-swipe"))
  }
}
