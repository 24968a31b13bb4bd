import Foundation
import ListPressKit
import Testing

/// A fragment pasted into a host page, in a real browser: the host keeps its
/// own styles, and the list gets ListPress's, as on a page of its own.
@Suite(.enabled(if: Chromium.testsRun, "Chromium not found: fragment browser tests skipped (install `chromium` or set LISTPRESS_CHROMIUM)"))
struct FragmentInBrowserTests {
  /// A host page with styles of its own, `FRAGMENT` where the list goes.
  /// Its body's text styles are inherited by whatever is inside it.
  private static let host = """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>Host</title>
    <style>
    body { font: italic 600 14px/1.6 Georgia, serif; color: rgb(40, 40, 40); text-align: justify;
      text-transform: uppercase; word-spacing: 3px; }
    .note { color: rgb(1, 2, 3); }
    </style></head>
    <body>
    <h1>Documentation</h1>
    <p class="note">Some <a href="#x">prose</a>.</p>
    <ul><li>host item</li></ul>
    <section><h2>Host section</h2><div hidden>hidden</div><div class="box">box</div></section>
    FRAGMENT
    </body>
    </html>
    """

  /// The host's elements and what is measured of each.
  private static let hostProbes = """
    ({
      html: ["background-color", "color", "font-family", "font-size", "line-height", "letter-spacing", "color-scheme"],
      body: ["margin-top", "margin-left", "padding-bottom", "background-color", "text-align"],
      h1: ["font-size", "margin-top", "letter-spacing"],
      ".note": ["color", "margin-top"],
      "a": ["color"],
      "ul": ["padding-left", "list-style-type", "margin-top", "background-color"],
      "li": ["display"],
      "section": ["margin-top"],
      "h2": ["font-size", "text-transform", "margin-top"],
      "div[hidden]": ["display"],
      ".box": ["box-sizing"],
    })
    """

  /// What is compared of every element of a list. Not `color-scheme`: a
  /// list in `auto` inherits its host's, whose colours are compared.
  private static let listProperties = [
    "display", "color", "background-color", "font-family", "font-size", "font-weight", "font-style", "line-height",
    "letter-spacing", "word-spacing", "text-align", "text-transform", "padding-top", "padding-inline-start",
    "padding-inline-end", "margin-top", "margin-bottom", "min-height", "border-bottom-width", "border-top-left-radius",
    "list-style-type", "box-sizing", "mask-image", "height",
  ]

  /// What is compared of every element's `::before` box, where the
  /// stylesheet draws the system accessories.
  private static let drawingProperties = ["content", "display", "width", "height", "background-color", "mask-image"]

  /// A list with a header and footer, a symbol, text with secondary text,
  /// and accessories, which the stylesheet draws as masks on `::before`.
  private static func definition(colorScheme: String) -> String {
    """
    ---
    title: Settings
    appearance: insetGrouped
    cellStyle: valueCell
    colorScheme: \(colorScheme)
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
  }

  @Test func theHostKeepsItsStylesAndTheListGetsListPresss() async throws {
    let folder = try TemporaryFolder()
    try folder.write(TemplateTestSupport.groceries.replacingOccurrences(of: "image: images/apple.svg", with: "accessories: [checkmark]"), to: "groceries.md")
    let fragment = try #require(ListPress.render(file: folder.path + "/groceries.md", format: .fragment).html)
    try folder.write(Self.host.replacingOccurrences(of: "FRAGMENT", with: ""), to: "alone.html")
    try folder.write(Self.host.replacingOccurrences(of: "FRAGMENT", with: fragment), to: "host.html")

    let measure = """
      (() => {
        const values = {};
        for (const [selector, properties] of Object.entries(\(Self.hostProbes))) {
          const style = getComputedStyle(document.querySelector(selector));
          for (const property of properties) values[selector + " " + property] = style.getPropertyValue(property);
        }
        return values;
      })()
      """
    let list = """
      (() => {
        const container = document.querySelector("[data-listpress-fragment]");
        const items = container.querySelector(".lp-items"), row = container.querySelector(".lp-row");
        return [getComputedStyle(container).fontSize, getComputedStyle(items).paddingLeft,
          getComputedStyle(items).listStyleType, getComputedStyle(row).minHeight];
      })()
      """
    let (before, after, fragmentValues) = try await SharedBrowser.use { browser in
      let tab = try await browser.openTab()
      try await browser.load(URL(fileURLWithPath: folder.path + "/alone.html"), session: tab)
      let before = try await browser.value(of: measure, as: [String: String].self, session: tab)
      try await browser.load(URL(fileURLWithPath: folder.path + "/host.html"), session: tab)
      let after = try await browser.value(of: measure, as: [String: String].self, session: tab)
      return (before, after, try await browser.value(of: list, as: [String].self, session: tab))
    }
    #expect(before.count == 29)
    #expect(before.filter { after[$0.key] != $0.value }.map { "\($0.key): \($0.value) -> \(after[$0.key] ?? "")" } == [])
    // The fragment's rows are those of the iOS 26 design, at least 52 points tall.
    #expect(fragmentValues == ["17px", "0px", "none", "52px"])
  }

  /// A list in `auto` takes the colour scheme of its host page: on a page
  /// that has no dark mode (no `color-scheme`) it stays light when the
  /// reader's system is dark; on one that says `light dark` it follows the
  /// system.
  @Test(arguments: [("", ["rgb(0, 0, 0)", "rgb(0, 0, 0)"]), ("light dark", ["rgb(0, 0, 0)", "rgb(255, 255, 255)"])])
  func aListInAutoTakesItsHostsColourScheme(hostScheme: String, labels: [String]) async throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(colorScheme: "auto"), to: "settings.md")
    let fragment = try #require(ListPress.render(file: folder.path + "/settings.md", format: .fragment).html)
    let meta = hostScheme.isEmpty ? "" : "<meta name=\"color-scheme\" content=\"\(hostScheme)\">"
    let host = Self.host.replacingOccurrences(of: "<title>", with: meta + "<title>")
    try folder.write(host.replacingOccurrences(of: "FRAGMENT", with: fragment), to: "host.html")
    let found = try await SharedBrowser.use { browser in
      let tab = try await browser.openTab()
      var found: [String] = []
      for mode in [Mode.light, .dark] {
        try await browser.emulate(width: 390, height: 844, mode: mode, session: tab)
        try await browser.load(URL(fileURLWithPath: folder.path + "/host.html"), session: tab)
        found.append(
          try await browser.value(
            of: "getComputedStyle(document.querySelector('.lp-texts > :first-child')).color", as: String.self, session: tab))
      }
      return found
    }
    #expect(found == labels)
  }

  @Test(arguments: ["auto", "dark"])
  func theListLooksAsOnItsOwnPage(colorScheme: String) async throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(colorScheme: colorScheme), to: "settings.md")
    let file = folder.path + "/settings.md"
    let fragment = try #require(ListPress.render(file: file, format: .fragment).html)
    try folder.write(try #require(ListPress.render(file: file, format: .standalone).html), to: "page.html")
    // A host page with a dark mode of its own says so, and a list in `auto` follows it.
    let host = Self.host.replacingOccurrences(of: "<title>", with: "<meta name=\"color-scheme\" content=\"light dark\"><title>")
    try folder.write(host.replacingOccurrences(of: "FRAGMENT", with: fragment), to: "host.html")

    let measure = """
      (() => {
        const list = document.querySelector(".lp-list");
        // A separator (the texts' ::before) is as wide as its list less its
        // insets, and the host's list is narrower than the page's: its width
        // is compared as what it lacks of the list's.
        const drawn = (element, drawing, property) => element.matches(".lp-texts") && property === "width"
          ? (list.getBoundingClientRect().width - parseFloat(drawing.width)).toFixed(1) + "px short of the list"
          : drawing.getPropertyValue(property);
        return [list, ...list.querySelectorAll("*")].map((element) => {
          const style = getComputedStyle(element);
          const drawing = getComputedStyle(element, "::before");
          const name = element.tagName.toLowerCase() + "." + (element.getAttribute("class") ?? "").replaceAll(" ", ".");
          return name + " " + \(Self.listProperties).map((property) => property + ": " + style.getPropertyValue(property)).join("; ")
            + " ::before " + \(Self.drawingProperties).map((property) => property + ": " + drawn(element, drawing, property)).join("; ");
        });
      })()
      """
    // The symbol and the chevron are painted through their masks, the symbol
    // in the tint; the primary text's colour tells the mode.
    let colours = """
      (() => {
        const symbol = getComputedStyle(document.querySelector("[data-symbol='wifi']"));
        const chevron = getComputedStyle(document.querySelector(".lp-accessory-disclosureIndicator"), "::before");
        const masked = (style) => style.maskImage.startsWith('url("data:image/svg+xml,') ? "masked" : style.maskImage;
        return [masked(symbol), masked(chevron), symbol.backgroundColor,
          getComputedStyle(document.querySelector(".lp-texts > :first-child")).color];
      })()
      """
    let labels = try await SharedBrowser.use { browser in
      let tab = try await browser.openTab()
      var labels: [Mode: String] = [:]
      for mode in Mode.allCases {
        try await browser.emulate(width: 390, height: 844, mode: mode, session: tab)
        try await browser.load(URL(fileURLWithPath: folder.path + "/page.html"), session: tab)
        let page = try await browser.value(of: measure, as: [String].self, session: tab)
        let pageColours = try await browser.value(of: colours, as: [String].self, session: tab)
        try await browser.load(URL(fileURLWithPath: folder.path + "/host.html"), session: tab)
        let pasted = try await browser.value(of: measure, as: [String].self, session: tab)
        let pastedColours = try await browser.value(of: colours, as: [String].self, session: tab)
        #expect(page.count > 15, "\(mode)")
        #expect(pasted.count == page.count, "\(mode)")
        for (inPage, inHost) in zip(page, pasted) {
          #expect(inHost == inPage, "\(mode)")
        }
        #expect(pastedColours == pageColours, "\(mode)")
        #expect(pastedColours.prefix(2) == ["masked", "masked"], "\(mode)")
        labels[mode] = pastedColours.last
      }
      return labels
    }
    let dark = "rgb(255, 255, 255)"
    #expect(labels == (colorScheme == "dark" ? [.light: dark, .dark: dark] : [.light: "rgb(0, 0, 0)", .dark: dark]))
  }
}
