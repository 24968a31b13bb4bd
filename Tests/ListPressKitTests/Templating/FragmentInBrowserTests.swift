import Foundation
import ListPressKit
import Testing

/// A fragment pasted into a host page, in a real browser: the host keeps its
/// own styles, and the list gets ListPress's.
@Suite struct FragmentInBrowserTests {
  /// A host page that measures its own elements, pastes the fragment, and
  /// measures them again; the fragment's template holds the fragment.
  private static let host = """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>Host</title>
    <style>.note { color: rgb(1, 2, 3); }</style></head>
    <body>
    <h1>Documentation</h1>
    <p class="note">Some <a href="#x">prose</a>.</p>
    <ul><li>host item</li></ul>
    <section><h2>Host section</h2><div hidden>hidden</div><div class="box">box</div></section>
    <template id="fragment">FRAGMENT</template>
    <div id="slot"></div>
    <pre id="result"></pre>
    <script>
    const probes = {
      html: ["background-color", "color", "font-family", "font-size", "line-height", "letter-spacing", "color-scheme"],
      body: ["margin-top", "margin-left", "padding-bottom", "background-color"],
      h1: ["font-size", "margin-top", "letter-spacing"],
      ".note": ["color", "margin-top"],
      "a": ["color"],
      "ul": ["padding-left", "list-style-type", "margin-top", "background-color"],
      "li": ["display"],
      "section": ["margin-top"],
      "h2": ["font-size", "text-transform", "margin-top"],
      "div[hidden]": ["display"],
      ".box": ["box-sizing"],
    };
    function measure() {
      const values = {};
      for (const [selector, properties] of Object.entries(probes)) {
        const style = getComputedStyle(document.querySelector(selector));
        for (const property of properties) values[selector + " " + property] = style.getPropertyValue(property);
      }
      return values;
    }
    const before = measure();
    document.getElementById("slot").innerHTML = document.getElementById("fragment").innerHTML;
    const after = measure();
    const changed = Object.keys(before).filter((key) => before[key] !== after[key])
      .map((key) => key + ": " + before[key] + " -> " + after[key]);
    const container = document.querySelector("[data-listpress-fragment]");
    const items = container.querySelector(".lp-items");
    const row = container.querySelector(".lp-row");
    document.getElementById("result").textContent = JSON.stringify({
      changed,
      fragment: [getComputedStyle(container).fontSize, getComputedStyle(items).paddingLeft,
        getComputedStyle(items).listStyleType, getComputedStyle(row).minHeight],
    });
    </script>
    </body>
    </html>
    """

  private struct Result: Decodable {
    var changed: [String]
    var fragment: [String]
  }

  @Test(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed: apt-get install -y chromium"))
  func theHostKeepsItsStylesAndTheListGetsListPresss() throws {
    let folder = try TemporaryFolder()
    try folder.write(TemplateTestSupport.groceries.replacingOccurrences(of: "image: images/apple.svg", with: "accessories: [checkmark]"), to: "groceries.md")
    let fragment = try #require(ListPress.render(file: folder.path + "/groceries.md", format: .fragment).html)
    try folder.write(Self.host.replacingOccurrences(of: "FRAGMENT", with: fragment), to: "host.html")

    let dom = try HeadlessChromium.dumpDOM(of: folder.path + "/host.html")
    let start = try #require(dom.range(of: "<pre id=\"result\">"))
    let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
    let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&amp;", with: "&")
    let result = try JSONDecoder().decode(Result.self, from: Data(json.utf8))
    #expect(result.changed == [])
    #expect(result.fragment == ["17px", "0px", "none", "44px"])
  }
}
