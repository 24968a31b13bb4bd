import ListPressKit
import Testing

/// The navigation bar's HTML for a page's `navigationItem`: the title's
/// display, the prompt, the bar button items at each end and the back
/// button.
@Suite struct NavigationBarRenderTests {
  /// The `header.lp-navigation-bar` of the page `navigationItem` (YAML)
  /// makes, with the page's other `keys`, drawn in `design`.
  private func bar(
    _ navigationItem: String, keys: String = "", classic: Bool = false, standalone: Bool = false
  ) throws -> String {
    let page = try decodePage("---\nnavigationItem: \(navigationItem)\n\(keys)items: [{ text: Row }]\n---\n")
    let renderer = PageRenderer(designRequiresCompatibility: classic)
    let html = try renderer.render(page, at: "folder/list.html", links: SiteLinks(standalone: standalone))
    let start = try #require(html.range(of: "<header class=\"lp-navigation-bar\">"))
    let end = try #require(html.range(of: "</header>", range: start.upperBound..<html.endIndex))
    return String(html[start.lowerBound..<end.upperBound])
  }

  private func rootClasses(_ navigationItem: String) throws -> String {
    let page = try decodePage("---\nnavigationItem: \(navigationItem)\nitems: [{ text: Row }]\n---\n")
    let html = try PageRenderer().render(page, at: "list.html")
    return String(try #require(html.firstMatch(of: /<html lang="en" class="([^"]+)"/)?.1))
  }

  @Test func theTrailingItemsAreWrittenInReadingOrderTheFirstOutermost() throws {
    let html = try bar("{ rightBarButtonItems: [{ title: First, id: a }, { title: Second, id: b }] }")
    #expect(html.contains(
      "<div class=\"lp-bar-buttons\"><div class=\"lp-bar-group\">"
        + "<button type=\"button\" class=\"lp-bar-button\" data-item-id=\"b\" data-title=\"Second\">Second</button>"
        + "<button type=\"button\" class=\"lp-bar-button\" data-item-id=\"a\" data-title=\"First\">First</button>"
        + "</div></div>"))
  }

  @Test func aProminentItemHasAGroupOfItsOwn() throws {
    let html = try bar("{ leftBarButtonItems: [{ title: A }, { title: B, style: prominent }, { title: C }, { title: D }] }")
    let groups = html.matches(of: /<div class="lp-bar-group( is-prominent)?">(.*?)<\/div>/).map {
      ($0.1 != nil, $0.2.matches(of: /data-title="(\w)"/).map { String($0.1) })
    }
    #expect(groups.map(\.0) == [false, true, false])
    #expect(groups.map(\.1) == [["A"], ["B"], ["C", "D"]])
    #expect(html.contains("class=\"lp-bar-button is-prominent\" data-title=\"B\""))
  }

  @Test func aSystemItemIsDrawnAsASymbolNamedByItsTitleOrAsAWord() throws {
    let html = try bar("{ rightBarButtonItems: [{ systemItem: action, id: share }, { systemItem: save }] }")
    #expect(html.contains(
      "<button type=\"button\" class=\"lp-bar-button\" data-system-item=\"save\" data-title=\"Save\">Save</button>"))
    #expect(html.contains(
      "<button type=\"button\" class=\"lp-bar-button has-image\" data-item-id=\"share\" data-system-item=\"action\" data-title=\"Share\">"
        + "<span class=\"lp-bar-button-image\" data-symbol=\"square.and.arrow.up\"></span><span class=\"lp-visually-hidden\">Share</span></button>"))
  }

  /// Done and Cancel are words in the classic design and glyphs in the
  /// iOS 26 one, where Done is prominent.
  @Test(arguments: [true, false])
  func doneAndCancelFollowTheDesign(classic: Bool) throws {
    let html = try bar("{ leftBarButtonItems: [{ systemItem: cancel }], rightBarButtonItems: [{ systemItem: done }] }", classic: classic)
    if classic {
      #expect(html.contains(">Cancel</button>") && html.contains(">Done</button>"))
      #expect(!html.contains("is-prominent"))
    } else {
      #expect(html.contains("data-symbol=\"xmark\"></span><span class=\"lp-visually-hidden\">Cancel</span>"))
      #expect(html.contains("<div class=\"lp-bar-group is-prominent\"><button type=\"button\" class=\"lp-bar-button has-image is-prominent\""))
      #expect(html.contains("data-symbol=\"checkmark\"></span><span class=\"lp-visually-hidden\">Done</span>"))
    }
  }

  @Test func anItemsTintDisabledStateAndTextAreWrittenEscaped() throws {
    let html = try bar("{ rightBarButtonItems: [{ title: \"<b>Sort & go</b>\", tintColor: systemRed, disabled: true }] }")
    #expect(html.contains(
      "<button type=\"button\" class=\"lp-bar-button\" style=\"--item-tint: var(--systemRed)\" "
        + "data-title=\"&lt;b&gt;Sort &amp; go&lt;/b&gt;\" disabled>&lt;b&gt;Sort &amp; go&lt;/b&gt;</button>"))
  }

  @Test func aPromptIsWrittenFirstInTheBarEscaped() throws {
    let html = try bar("{ prompt: \"Pick <one>\" }")
    #expect(html.hasPrefix("<header class=\"lp-navigation-bar\"><div class=\"lp-bar\"><p class=\"lp-prompt\">Pick &lt;one&gt;</p>"))
    #expect(try rootClasses("{ prompt: Hi }").split(separator: " ").contains("has-prompt"))
  }

  @Test(arguments: [("never", true), ("always", false), ("automatic", false)])
  func onlyNeverDrawsTheTitleInline(mode: String, inline: Bool) throws {
    #expect(try rootClasses("{ largeTitleDisplayMode: \(mode) }").split(separator: " ").contains("has-inline-title") == inline)
  }

  @Test(arguments: [
    ("{ parent: ../settings.html }", "<a class=\"lp-back-button\" href=\"../settings.html\">Back</a>"),
    ("{ parent: ../settings.html, backButtonTitle: Settings }", "<a class=\"lp-back-button\" href=\"../settings.html\">Settings</a>"),
    ("{ backButtonTitle: Lists }", "<a class=\"lp-back-button\" href=\"../index.html\">Lists</a>"),
    ("{ backButtonTitle: Lists, backButtonDisplayMode: generic }", "<a class=\"lp-back-button\" href=\"../index.html\">Back</a>"),
    ("{ backButtonDisplayMode: minimal }", "<a class=\"lp-back-button is-minimal\" href=\"../index.html\">Index</a>"),
    ("{ leftBarButtonItems: [{ title: Close }], leftItemsSupplementBackButton: true }",
     "<a class=\"lp-back-button\" href=\"../index.html\">Index</a><div class=\"lp-bar-group\">"),
  ])
  func theBackButtonLeadsWhereTheDefinitionSays(navigationItem: String, link: String) throws {
    #expect(try bar(navigationItem).contains("<div class=\"lp-bar-leading\">" + link))
  }

  @Test func leadingItemsTakeTheBackButtonsPlace() throws {
    let html = try bar("{ leftBarButtonItems: [{ systemItem: cancel }] }", classic: true)
    #expect(!html.contains("lp-back-button"))
    #expect(html.contains("<div class=\"lp-bar-leading\"><div class=\"lp-bar-group\"><button"))
  }

  @Test func aStandalonePageGoesBackOnlyToAParent() throws {
    #expect(!(try bar("{ prompt: Hi }", standalone: true)).contains("lp-back-button"))
    #expect(try bar("{ parent: \"https://example.org/\" }", standalone: true).contains(
      "<a class=\"lp-back-button\" href=\"https://example.org/\">Back</a>"))
  }

  /// The `edit` system item is the Edit/Done button: the page adds no other,
  /// and it says Done while editing.
  @Test(arguments: [false, true])
  func theEditItemIsThePagesEditButton(editing: Bool) throws {
    let keys = "editing: \(editing)\n"
    let page = try decodePage(
      "---\nnavigationItem: { rightBarButtonItems: [{ systemItem: edit }] }\n\(keys)"
        + "items: [{ text: Row, accessories: [{ type: delete, displayed: whenEditing }] }]\n---\n")
    let html = try PageRenderer().render(page, at: "list.html")
    #expect(!html.contains("lp-edit-button"))
    #expect(html.contains(
      "<button type=\"button\" class=\"lp-bar-button\" data-system-item=\"edit\" data-title=\"\(editing ? "Done" : "Edit")\" data-listpress-edit>"
        + "\(editing ? "Done" : "Edit")</button>"))
  }

  @Test func theStylesheetDrawsTheItemsSymbols() throws {
    let page = try decodePage(
      "---\nnavigationItem: { rightBarButtonItems: [{ systemItem: compose }, { image: \"symbol:gearshape\", title: Settings }] }\n"
        + "items: [{ text: Row }]\n---\n")
    let html = try PageRenderer().render(page, at: "list.html", links: SiteLinks(standalone: true))
    #expect(html.contains("[data-symbol=\"square.and.pencil\"]"))
    #expect(html.contains("[data-symbol=\"gearshape\"]"))
  }
}
