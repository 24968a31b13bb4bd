import Foundation
@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild
import Testing

/// `ListPress.render(file:format:)`: a page, a standalone page, a fragment.
@Suite struct StandaloneAndFragmentTests {
  private typealias Support = TemplateTestSupport
  private static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>"

  private func definition() throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    try folder.write(Support.groceries, to: "lists/groceries.md")
    try folder.write(Self.svg, to: "lists/images/apple.svg")
    return (folder, folder.path + "/lists/groceries.md")
  }

  @Test func aPageLinksToTheHashedStylesheet() throws {
    let (folder, file) = try definition()
    _ = folder
    let (html, diagnostics) = ListPress.render(file: file)
    #expect(diagnostics.isEmpty)
    #expect(try #require(html).contains("<link rel=\"stylesheet\" href=\"\(TemplateSet.builtIn.stylesheetFileName)\">"))
  }

  @Test func aStandalonePageReferencesNoOtherFile() throws {
    let (folder, file) = try definition()
    _ = folder
    let (html, diagnostics) = ListPress.render(file: file, format: .standalone)
    #expect(diagnostics.isEmpty)
    let page = try #require(html)
    #expect(!page.contains("<link"))
    #expect(page.contains("<style>\n" + TemplateSet.builtIn.stylesheet))
    let dataURL = "data:image/svg+xml;base64," + Data(Self.svg.utf8).base64EncodedString()
    let name = ContentHash(ofText: dataURL).description
    #expect(page.contains("<img src=\"\(ImageResolver.placeholderSource)\" data-image=\"\(name)\" alt=\"Apples\""))
    #expect(page.contains("img[data-image=\"\(name)\"]{content:url(\"\(dataURL)\")}\n"))
    #expect(!page.contains("src=\"images/"))
    #expect(!page.contains("index.html"))
  }

  /// An image used 100 times is carried once: the page grows by the
  /// image's `data:` URL and 100 short references, not 100 copies.
  @Test func aStandalonePageCarriesEachImageOnce() throws {
    let folder = try TemporaryFolder()
    let image = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\"><desc>" + String(repeating: "x", count: 100_000) + "</desc></svg>").utf8)
    try folder.write(bytes: image, to: "images/big.svg")
    try folder.write(bytes: ImageFixtures.png, to: "images/small.png")
    let items = (0..<100).map { "  - text: Row \($0)\n    image: \($0 % 2 == 0 ? "images/big.svg" : "./images/../images/big.svg")\n" }
    try folder.write("---\nitems:\n" + items.joined() + "  - text: Small\n    image: images/small.png\n---\n", to: "many.md")
    try folder.write("---\nitems:\n" + items.map { $0.replacing(/image: .*\n/, with: "image: symbol:star\n") }.joined() + "---\n", to: "none.md")
    let page = try #require(ListPress.render(file: folder.path + "/many.md", format: .standalone).html)
    let withoutImages = try #require(ListPress.render(file: folder.path + "/none.md", format: .standalone).html)
    let dataURL = "data:image/svg+xml;base64," + Data(image).base64EncodedString()
    #expect(page.ranges(of: dataURL).count == 1)
    #expect(page.ranges(of: "data-image=\"\(ContentHash(ofText: dataURL).description)\"").count == 101)
    #expect(page.contains("data:image/png;base64," + Data(ImageFixtures.png).base64EncodedString()))
    // Each use costs the placeholder and the name: about 130 bytes more than a symbol.
    #expect(page.utf8.count < withoutImages.utf8.count + dataURL.utf8.count + 101 * 200)
  }

  @Test func aStandalonePageNeedsItsImages() throws {
    let folder = try TemporaryFolder()
    try folder.write(Support.groceries, to: "groceries.md")
    let (html, diagnostics) = ListPress.render(file: folder.path + "/groceries.md", format: .standalone)
    #expect(html == nil)
    #expect(diagnostics.map(\.description) == [
      "\(folder.path)/groceries.md:9:12: error: image file 'images/apple.svg' does not exist (looked for '\(folder.path)/images/apple.svg')"
    ])
  }

  @Test func aFragmentIsTheListWithStylesScopedToItsContainerLinkedAsADataURL() throws {
    let (folder, file) = try definition()
    _ = folder
    let fragment = try #require(ListPress.render(file: file, format: .fragment).html)
    let identifier = try #require(fragment.firstMatch(of: /data-listpress-fragment="(lp-[0-9a-f]{8})"/)?.1)
    let encoded = try #require(
      fragment.wholeMatch(of: /<link rel="stylesheet" href="data:text\/css;charset=utf-8;base64,([A-Za-z0-9+\/=]+)">\n[\s\S]*/)?.1)
    #expect(fragment.containsInOrder([
      "\n<div class=\"lp-fragment lp-page appearance-insetGrouped cell-style-cell color-scheme-auto design-ios26 has-separators\" "
        + "data-listpress-fragment=\"\(identifier)\" style=\"--tint: var(--systemBlue)\">\n<div class=\"lp-list\">",
      "Apples", "</div>\n</div>\n",
    ]))
    #expect(!fragment.contains("<style"))
    #expect(!fragment.contains("<html"))
    #expect(!fragment.contains("Things to buy"))
    #expect(!fragment.contains("<h1"))

    let css = String(decoding: try #require(Data(base64Encoded: String(encoded))), as: UTF8.self)
    #expect(!css.contains("/*"))
    // The container, weighing as two ids more than any selector of the host page.
    let scope = "[data-listpress-fragment=\"\(identifier)\"]:not(#\\#):not(#\\#)"
    for selector in Self.selectors(in: css) {
      #expect(selector.contains(scope), "\(selector)")
      #expect(!selector.contains(":root") && selector.firstMatch(of: /(?:^|[\s>+~(])(?:html|body)(?![\w-])/) == nil, "\(selector)")
    }
    #expect(css.hasPrefix("\(scope) { all: initial; display: flow-root; }\n\(scope) *, \(scope) *::before, \(scope) *::after { all: revert; }\n"))
    #expect(css.contains("\(scope) {\n  color-scheme: light dark;"))
    #expect(css.contains("\(scope).color-scheme-dark { color-scheme: dark; }"))
    #expect(css.contains(".lp-row:is(\(scope), \(scope) *) {"))
    #expect(css.contains("*:is(\(scope), \(scope) *)::before"))
    #expect(css.contains(".appearance-sidebar\(scope),\n.appearance-sidebarPlain\(scope) {\n    display: grid;"))
    #expect(css.hasSuffix("\(scope).color-scheme-auto { color-scheme: inherit; }\n"))
  }

  @Test func aFragmentTemplateAlsoSeesItsStylesAsText() throws {
    let (folder, file) = try definition()
    try folder.write("<style>{{{inlineStyles}}}</style>\n<p>{{stylesheet}}</p>\n", to: "templates/fragment.mustache")
    let templates = try #require(TemplateSet.load(overridesIn: folder.path + "/templates").templates)
    let fragment = try #require(ListPress.render(file: file, format: .fragment, templates: templates).html)
    let css = try #require(fragment.firstMatch(of: /<style>([\s\S]*)<\/style>/)?.1)
    let encoded = try #require(fragment.firstMatch(of: /<p>data:text\/css;charset=utf-8;base64,(.*)<\/p>/)?.1)
    #expect(css.contains("[data-listpress-fragment="))
    #expect(String(decoding: try #require(Data(base64Encoded: String(encoded))), as: UTF8.self) == css)
  }

  /// The selector of every style rule of `css` (at any depth of `@media`).
  private static func selectors(in css: String) -> [String] {
    var selectors: [String] = []
    var prelude = ""
    var depth = 0
    var blockDepths: [Int] = []
    // Inside @keyframes, `from` and `to` are keyframe selectors, not the page's.
    var keyframesDepth: Int?
    for character in css.replacing(/\/\*[\s\S]*?\*\//, with: "") {
      switch character {
      case "{":
        let text = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("@keyframes") {
          keyframesDepth = keyframesDepth ?? depth
        } else if text.hasPrefix("@") {
          blockDepths.append(depth)
        } else if keyframesDepth == nil, blockDepths.last.map({ $0 == depth - 1 }) ?? (depth == 0) {
          selectors += Self.topLevelPieces(of: text).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        depth += 1
        prelude = ""
      case "}":
        depth -= 1
        if keyframesDepth == depth {
          keyframesDepth = nil
        } else if blockDepths.last == depth {
          blockDepths.removeLast()
        }
        prelude = ""
      case ";":
        prelude = ""
      default:
        prelude.append(character)
      }
    }
    return selectors
  }

  /// The pieces of a selector list between commas outside parentheses.
  private static func topLevelPieces(of list: String) -> [String] {
    var pieces = [""]
    var depth = 0
    for character in list {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == ",", depth == 0 {
        pieces.append("")
      } else {
        pieces[pieces.count - 1].append(character)
      }
    }
    return pieces
  }
}
