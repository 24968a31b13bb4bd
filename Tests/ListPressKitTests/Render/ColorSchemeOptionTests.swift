import Foundation
import ListPressKit
import Testing

/// `--color-scheme`: the colour scheme every page is drawn in, whatever its
/// own `colorScheme` key says, as a browser gets it: the root element's
/// `color-scheme-…` class and the `color-scheme` meta element.
@Suite struct ColorSchemeOptionTests {
  private static func definition(saying scheme: ColorScheme) -> String {
    "---\ntitle: Party\ncolorScheme: \(scheme.rawValue)\nitems: [{ text: Balloons }]\n---\n"
  }

  /// The value of the first `attribute` of the first `<tag …>` in `html`
  /// that has one.
  private static func attribute(_ attribute: String, ofTagStarting tag: String, in html: String) throws -> String {
    let tagStart = try #require(html.firstRange(of: tag)).lowerBound
    let valueStart = try #require(html[tagStart...].firstRange(of: " \(attribute)=\"")).upperBound
    let valueEnd = try #require(html[valueStart...].firstIndex(of: "\""))
    return String(html[valueStart..<valueEnd])
  }

  /// The `color-scheme-…` classes of the root element and the meta
  /// element's content of a whole page.
  private static func scheme(ofPage html: String) throws -> (classes: [String], meta: String) {
    let classes = try attribute("class", ofTagStarting: "<html ", in: html).split(separator: " ").map(String.init)
    let meta = try attribute("content", ofTagStarting: "<meta name=\"color-scheme\"", in: html)
    return (classes.filter { $0.hasPrefix("color-scheme-") }, meta)
  }

  private static func metaContent(of scheme: ColorScheme) -> String {
    switch scheme {
    case .auto: "light dark"
    case .light: "light"
    case .dark: "dark"
    }
  }

  /// Every combination of what the page says and what the option says,
  /// and the option left out: the option wins whenever it is given.
  @Test(arguments: ColorScheme.allCases, [nil] + ColorScheme.allCases.map(Optional.some))
  func theOptionOverridesWhatThePageSays(pageSays: ColorScheme, option: ColorScheme?) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(saying: pageSays), to: "party.md")
    let rendered = ListPress.render(file: folder.path + "/party.md", format: .standalone, colorScheme: option)
    #expect(rendered.diagnostics.isEmpty)
    let html = try #require(rendered.html)
    let drawnIn = option ?? pageSays
    let (classes, meta) = try Self.scheme(ofPage: html)
    #expect(classes == ["color-scheme-\(drawnIn.rawValue)"])
    #expect(meta == Self.metaContent(of: drawnIn))
  }

  /// A build draws every page in the option's scheme, and the index too;
  /// the gallery's variant pages keep their own light and dark schemes,
  /// which are what the review shows.
  @Test(arguments: ColorScheme.allCases)
  func aBuildDrawsEveryPageAndTheIndexInTheOptionsScheme(option: ColorScheme) throws {
    let folder = try TemporaryFolder()
    for scheme in ColorScheme.allCases {
      try folder.write(Self.definition(saying: scheme), to: "in/\(scheme.rawValue).md")
    }
    let report = ListPress.build(
      inputs: [folder.path + "/in"],
      options: BuildOptions(outputDirectory: folder.path + "/out", writesGallery: true, colorScheme: option))
    #expect(report.diagnostics.isEmpty)
    for page in ColorScheme.allCases.map({ "\($0.rawValue).html" }) + ["index.html"] {
      let (classes, meta) = try Self.scheme(ofPage: String(decoding: try folder.bytes(at: "out/" + page), as: UTF8.self))
      #expect(classes == ["color-scheme-\(option.rawValue)"], "\(page)")
      #expect(meta == Self.metaContent(of: option), "\(page)")
    }
    for variant in [ColorScheme.light, .dark] {
      for page in ["auto.insetGrouped-\(variant.rawValue).html", "auto.ios26-\(variant.rawValue).html"] {
        let (classes, meta) = try Self.scheme(ofPage: String(decoding: try folder.bytes(at: "out/" + page), as: UTF8.self))
        #expect(classes == ["color-scheme-\(variant.rawValue)"], "\(page)")
        #expect(meta == Self.metaContent(of: variant), "\(page)")
      }
    }
  }

  /// The case: a list whose page says `auto`, pasted as a fragment
  /// into a host page that has only a light design, stays light. Its
  /// container carries the light class, and its scoped styles force the
  /// light scheme on exactly that container.
  @Test func aFragmentOfAnAutoPageRenderedLightIsLight() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.definition(saying: .auto), to: "party.md")
    let rendered = ListPress.render(file: folder.path + "/party.md", format: .fragment, colorScheme: .light)
    #expect(rendered.diagnostics.isEmpty)
    let html = try #require(rendered.html)
    let classes = try Self.attribute("class", ofTagStarting: "<div class=\"lp-fragment ", in: html).split(separator: " ")
    #expect(classes.filter { $0.hasPrefix("color-scheme-") } == ["color-scheme-light"])
    let scope = try Self.attribute("data-listpress-fragment", ofTagStarting: "<div class=\"lp-fragment ", in: html)

    let prefix = "data:text/css;charset=utf-8;base64,"
    let link = try Self.attribute("href", ofTagStarting: "<link rel=\"stylesheet\"", in: html)
    #expect(link.hasPrefix(prefix))
    let css = String(decoding: try #require(Data(base64Encoded: String(link.dropFirst(prefix.count)))), as: UTF8.self)
    let lightRule = try #require(css.firstRange(of: ".color-scheme-light { color-scheme: light; }"))
    // The rule is scoped to this fragment's container.
    let ruleStart = css[..<lightRule.lowerBound].lastIndex(of: "}").map { css.index(after: $0) } ?? css.startIndex
    #expect(css[ruleStart..<lightRule.lowerBound].contains(scope))

    let unforced = ListPress.render(file: folder.path + "/party.md", format: .fragment)
    #expect(try #require(unforced.html).contains("color-scheme-auto"))
  }
}
