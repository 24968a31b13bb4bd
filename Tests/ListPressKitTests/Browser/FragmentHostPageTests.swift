import Foundation
import ListPressKit
import Testing

/// Three fragments of three lists on one host page, in Chromium, WebKit
/// and Firefox: in either order, with or without a hostile host
/// stylesheet, each list keeps its symbols and measures as on its own page;
/// the page is valid HTML and accessible.
struct FragmentHostPageTests {
  /// The three lists: `party` and `picnic` both have an item `about`; each
  /// draws symbols the others do not; `picnic`'s first section has no
  /// header; `settings` has a header, a footer and value cells.
  static let definitions: [(name: String, text: String)] = [
    (
      "party",
      """
      ---
      title: Party
      sections:
        - id: guests
          items:
            - id: about
              text: About the party
              image: symbol:star
              description: "[Itself](#about), [home](#home) and [the top](#top)."
              trailingSwipeActions: [{ title: Delete, style: destructive }, { title: Flag }]
              accessories: [{ type: customView, toggle: favorite, placement: trailing, image: "symbol:heart" }]
            - id: home
              text: Home
              image: symbol:house
              link: "#guests"
              accessories: [{ type: customView, toggle: favorite, placement: trailing, image: "symbol:bookmark" }]
      ---

      """
    ),
    (
      "picnic",
      """
      ---
      title: Picnic
      appearance: insetGrouped
      sections:
        - items:
            - id: about
              text: About the picnic
              image: symbol:sun.max
              accessories: [disclosureIndicator]
            - text: Blanket
              secondaryText: Tartan
              image: symbol:umbrella
        - header: Food
          items:
            - text: Sandwiches
              image: symbol:gift
      ---

      """
    ),
    (
      "settings",
      """
      ---
      title: Settings
      appearance: insetGrouped
      cellStyle: valueCell
      sections:
        - header: Connections
          footer: Values trail on the row's line.
          items:
            - text: Wi-Fi
              secondaryText: Harbour Studios 5G
              image: symbol:wifi
              accessories: [disclosureIndicator]
            - text: Bluetooth
              image: symbol:bluetooth
              accessories: [checkmark]
      ---

      """
    ),
  ]

  /// A stylesheet of the kind a documentation theme has, aimed at plain
  /// elements, every one of which a list also uses.
  static let hostileStyles = """
    body { font: italic 15px/2 Georgia, serif; text-transform: uppercase; letter-spacing: 2px; }
    section { padding: 12px; margin: 30px 0; border: 3px dashed red; gap: 8px; }
    h2 { border-bottom: 4px dashed blue; font-style: italic; text-transform: uppercase; letter-spacing: 5px; margin: 2em 0; }
    .markdown-body h2 { border-bottom: 6px solid green; padding-bottom: .3em; line-height: 3; }
    li { padding: 8px; margin: 6px; border: 1px dashed orange; line-height: 3; }
    ul { padding: 20px; margin: 10px; gap: 10px; display: flex; flex-direction: column; }
    img { box-shadow: 0 0 0 4px red; border-radius: 0; padding: 3px; outline: 2px solid red; }
    span { outline: 1px solid purple; padding: 2px; font-style: italic; letter-spacing: 1px; }
    div { padding: 5px; margin: 5px; border: 1px dotted gray; gap: 9px; line-height: 1; }
    a { text-decoration: underline wavy; color: red; outline: 2px solid green; text-transform: lowercase; }
    p { margin: 20px; line-height: 2.5; font-style: italic; }

    """

  /// A host page with `fragments`, each in a `.host-frame`, after a
  /// heading with the anchor `top`; with `styles` in its head.
  static func hostPage(_ fragments: [String], styles: String = "") -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Three lists</title>
    <style>
    .host-frame { display: block; margin: 0; padding: 0; border: 0; }
    \(styles)</style>
    </head>
    <body>
    <main class="markdown-body">
    <h1 id="top">Three lists</h1>
    <p>Some prose before the lists.</p>
    \(fragments.map { "<article class=\"host-frame\">\n\($0)</article>" }.joined(separator: "\n"))
    </main>
    </body>
    </html>

    """
  }

  /// The three definitions written to a folder, each list's page of its
  /// own (`NAME.html`) and its fragment, in the definitions' order.
  struct Written {
    let folder: TemporaryFolder
    let fragments: [String]

    func url(_ name: String) -> URL {
      URL(fileURLWithPath: folder.path + "/" + name)
    }
  }

  static func write() throws -> Written {
    let folder = try TemporaryFolder()
    var fragments: [String] = []
    for (name, text) in definitions {
      try folder.write(text, to: name + ".md")
      let file = folder.path + "/" + name + ".md"
      fragments.append(try #require(ListPress.render(file: file, format: .fragment).html))
      try folder.write(try #require(ListPress.render(file: file, format: .standalone).html), to: name + ".html")
    }
    return Written(folder: folder, fragments: fragments)
  }

  /// The orders the fragments are pasted in: as written, and reversed
  /// (where the first list's symbols once lost to the last one's rules).
  static let orders: [[Int]] = [[0, 1, 2], [2, 1, 0]]

  @Test("Three fragments measure as their own pages, keeping their symbols",
        arguments: Engine.allCases, [false, true])
  func threeFragmentsMeasureAsTheirOwnPages(engine: Engine, hostile: Bool) async throws {
    let written = try Self.write()
    for (index, order) in Self.orders.enumerated() {
      try written.folder.write(
        Self.hostPage(order.map { written.fragments[$0] }, styles: hostile ? Self.hostileStyles : ""),
        to: "host-\(index).html")
    }
    try await EnginePage.use(engine) { tab in
      let (own, width) = try await Self.ownPages(written, in: tab)
      // Every symbol is drawn by its own mask, not the placeholder's.
      for boxes in own {
        let symbols = boxes.filter { $0.label.contains("[") }
        #expect(symbols.count >= 2, "\(engine.name): \(boxes)")
        #expect(Set(symbols.map { $0.look.split(separator: "|")[2] }).count == symbols.count, "\(engine.name): \(symbols)")
      }
      for (index, order) in Self.orders.enumerated() {
        try await tab.load(written.url("host-\(index).html"))
        try await FragmentMeasure.setFrames(of: tab, to: width)
        let pasted = try await FragmentMeasure.fragments(in: tab)
        #expect(pasted.count == 3)
        for (found, definition) in zip(pasted, order) {
          FragmentMeasure.expectSame(
            found, as: own[definition],
            "\(engine.name), \(hostile ? "hostile host" : "plain host"), order \(order), \(Self.definitions[definition].name)")
        }
      }
    }
  }

  /// The boxes of each definition's own page, in `definitions` order, and
  /// the width of their lists.
  private static func ownPages(
    _ written: Written, in tab: any PageDriver
  ) async throws -> (boxes: [[FragmentMeasure.Box]], width: Double) {
    var own: [[FragmentMeasure.Box]] = []
    var width = 0.0
    for (name, _) in definitions {
      try await tab.load(written.url(name + ".html"))
      own.append(try await FragmentMeasure.ownPage(in: tab))
      width = try await FragmentMeasure.listWidth(in: tab)
    }
    return (own, width)
  }

  /// In dark mode, on a host page that declares `light dark` and has the
  /// hostile stylesheet, the lists are dark and measure as their own pages.
  @Test func inDarkModeOnAHostWithADarkModeTheListsMeasureAsTheirOwnPages() async throws {
    let written = try Self.write()
    let host = Self.hostPage(written.fragments, styles: Self.hostileStyles)
      .replacingOccurrences(of: "<title>", with: "<meta name=\"color-scheme\" content=\"light dark\">\n<title>")
    try written.folder.write(host, to: "host.html")
    try await EnginePage.use(.chromium, mode: .dark) { tab in
      let (own, width) = try await Self.ownPages(written, in: tab)
      #expect(own[1].first?.look.hasPrefix("rgb(0, 0, 0)") == true, "the inset grouped page is dark: \(String(describing: own[1].first))")
      try await tab.load(written.url("host.html"))
      try await FragmentMeasure.setFrames(of: tab, to: width)
      let pasted = try await FragmentMeasure.fragments(in: tab)
      #expect(pasted.count == 3)
      for (found, (expected, (name, _))) in zip(pasted, zip(own, Self.definitions)) {
        FragmentMeasure.expectSame(found, as: expected, "Chromium, dark, hostile host, \(name)")
      }
    }
  }

  @Test("A fragment's first section keeps its top margin inside the list's band", arguments: Engine.allCases)
  func firstSectionKeepsItsMargin(engine: Engine) async throws {
    let written = try Self.write()
    try written.folder.write(Self.hostPage(written.fragments), to: "host.html")
    try await EnginePage.use(engine) { tab in
      try await tab.load(written.url("host.html"))
      let gaps = try await FragmentMeasure.firstSectionGaps(in: tab)
      #expect(gaps.count == 3)
      for (gap, (name, _)) in zip(gaps, Self.definitions) where name != "party" {
        // The inset grouped lists' first sections have a top margin, which
        // shows as the band above them.
        #expect(gap[1] > 0, "\(engine.name), \(name): \(gap)")
        #expect(abs(gap[0] - gap[1]) <= 0.5, "\(engine.name), \(name): the first section starts \(gap[0]) px below the band's top; its margin is \(gap[1]) px")
      }
    }
  }

  /// The host page with the three fragments is valid HTML (no id twice),
  /// and axe-core finds no serious or critical violation in it, in light
  /// and dark mode.
  @Test func theHostPageValidatesAndIsAccessible() async throws {
    let written = try Self.write()
    let host = Self.hostPage(written.fragments, styles: Self.hostileStyles)
    try written.folder.write(host, to: "host.html")
    let ids = host.ranges(of: " id=\"").compactMap { opening in
      host[opening.upperBound...].firstIndex(of: "\"").map { String(host[opening.upperBound..<$0]) }
    }
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect(ids.contains("party-about") && ids.contains("picnic-about"))
    if Validators.nuRuns {
      let errors = try await NuChecker.errors(in: [written.url("host.html")], log: written.url("vnu-log.txt"))
      #expect(errors.isEmpty, "\(errors)")
    }
    if Validators.axeRuns {
      let violations = try await Self.axeViolations(in: written.url("host.html"))
      #expect(violations.isEmpty, "\(violations)")
    }
  }

  /// The serious and critical violations axe-core finds in the page at
  /// `url`, in light and dark mode, but for the UIKit label greys' contrast.
  static func axeViolations(in url: URL) async throws -> [AxeCore.Violation] {
    guard let script = Validators.axeScript else { throw Validators.Missing(what: "axe.min.js") }
    let source = try String(contentsOf: script, encoding: .utf8)
    return try await SharedBrowser.use { browser in
      let tab = try await browser.openTab()
      try await browser.load(url, session: tab)
      try await AxeCore.inject(source, into: browser, session: tab)
      var found: [AxeCore.Violation] = []
      for mode in Mode.allCases {
        try await browser.emulate(width: 390, height: 844, mode: mode, session: tab)
        found += try await AxeCore.violations(in: browser, session: tab).filter { $0.isSerious && !$0.isUIKitColourContrast }
      }
      return found
    }
  }
}
