import ListPressKit
import Testing

/// `contentUnavailableConfiguration` (UIContentUnavailableConfiguration) on
/// the page and a section.
@Suite struct ContentUnavailableDecodingTests {
  @Test func decodesEveryKeyOnThePageAndASection() throws {
    let page = try decodePage(
      """
      ---
      contentUnavailableConfiguration:
        image: symbol:tray
        text: No Messages
        secondaryText: They appear here.
        button: { title: Compose, id: compose }
      sections:
        - items: []
          contentUnavailableConfiguration: { preset: search }
      ---

      """)
    #expect(
      page.contentUnavailableConfiguration
        == ContentUnavailableConfiguration(
          image: .symbol("tray"), text: "No Messages", secondaryText: "They appear here.",
          button: .init(title: "Compose", id: "compose")))
    #expect(page.sections[0].contentUnavailableConfiguration == ContentUnavailableConfiguration(preset: .search))
  }

  /// The presets' own image and texts, as UIKit's `empty()`, `loading()`
  /// and `search()` give them, unless the definition gives its own.
  @Test(arguments: [
    (ContentUnavailableConfiguration(preset: .empty), nil, nil, nil),
    (ContentUnavailableConfiguration(preset: .loading), nil, "Loading…", nil),
    (ContentUnavailableConfiguration(preset: .search), ImageSource.symbol("magnifyingglass"), "No Results",
     "Check the spelling or try a new search."),
    (ContentUnavailableConfiguration(preset: .search, image: .symbol("tray"), text: "Nothing", secondaryText: "Try again"),
     ImageSource.symbol("tray"), "Nothing", "Try again"),
  ])
  func presetsFillWhatIsNotGiven(
    configuration: ContentUnavailableConfiguration, image: ImageSource?, text: String?, secondaryText: String?
  ) {
    #expect(configuration.resolvedImage == image)
    #expect(configuration.resolvedText == text)
    #expect(configuration.resolvedSecondaryText == secondaryText)
  }

  @Test(arguments: [
    ("{ preset: loaded }", "loaded", "unknown preset 'loaded'; expected one of 'empty', 'loading' or 'search'"),
    ("{ preset: serch }", "serch", "unknown preset 'serch'; did you mean 'search'?"),
    ("{ title: Empty }", "title",
     "unknown key 'title' in content unavailable configuration; expected one of 'preset', 'image', 'text', 'secondaryText' or 'button'"),
    ("{ button: { id: go } }", "{ id", "a content unavailable configuration's button needs a 'title'"),
    ("{ button: { title: Go, action: go } }", "action", "unknown key 'action' in button; expected one of 'title' or 'id'"),
    ("{ image: /etc/tray.png }", "/etc", "image path '/etc/tray.png' is absolute; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("empty", "empty", "expected a map for 'contentUnavailableConfiguration', found a string"),
  ])
  func refusesWhatItDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\ncontentUnavailableConfiguration: \(written)\nitems: []\n---\n"
    expectRefused(source, at: needle, after: "contentUnavailableConfiguration:", message)
  }
}
