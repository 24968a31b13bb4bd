import Foundation
import ListPressKit
import Testing

/// `listpress.js` on a host page with fragments whose ids are prefixed:
/// a swipe action chosen from an item's menu names the item by its
/// prefixed id, and a favourite toggle turns on, in the fragment it is in.
struct FragmentScriptTests {
  /// What a `listpress:swipeaction` event said.
  private struct Fired: Decodable, Sendable, Equatable {
    let itemId: String
    let side: String
    let index: Int
    let title: String?
    let bubbledFrom: String
  }

  @Test("Swipe actions and favourites work in prefixed fragments", arguments: Engine.allCases)
  func scriptFeaturesWorkInPrefixedFragments(engine: Engine) async throws {
    let written = try FragmentHostPageTests.write()
    try written.folder.write(TemplateSet.builtIn.script, to: "listpress.js")
    let host = FragmentHostPageTests.hostPage(written.fragments)
      .replacingOccurrences(of: "</head>", with: "<script src=\"listpress.js\" defer></script>\n</head>")
    try written.folder.write(host, to: "host.html")
    try await EnginePage.use(engine) { tab in
      try await tab.load(written.url("host.html"))
      try await tab.run(
        """
        window.fired = [];
        document.addEventListener('listpress:swipeaction', event => window.fired.push(
          { ...event.detail, bubbledFrom: event.target.closest('.lp-item').id }))
        """)
      let menuOpen = "document.getElementById('party-lp-actions-about').matches(':popover-open')"
      try await tab.click("#party-about .lp-swipe-menu-button")
      #expect(try await tab.value(menuOpen, as: Bool.self), "\(engine.name)")
      try await tab.settle()
      try await tab.click("#party-lp-actions-about button[data-side=trailing][data-index='1']")
      #expect(try await tab.value(menuOpen, as: Bool.self) == false, "\(engine.name)")
      #expect(
        try await tab.value("window.fired", as: [Fired].self) == [
          Fired(itemId: "party-about", side: "trailing", index: 1, title: "Flag", bubbledFrom: "party-about")
        ], "\(engine.name)")

      let toggle = "document.querySelector('#party-home .lp-favorite')"
      #expect(try await tab.value("\(toggle).getAttribute('aria-pressed')", as: String.self) == "false")
      try await tab.click("#party-home .lp-favorite")
      #expect(try await tab.value("\(toggle).getAttribute('aria-pressed')", as: String.self) == "true", "\(engine.name)")
      #expect(try await tab.value("\(toggle).dataset.itemId", as: String.self) == "party-home")
    }
  }
}
