import Foundation
import ListPressKit
import Testing

@testable import ListPressRender

/// The Dynamic Type sizes as the stylesheet gives them: Apple's table
/// (`TypeRamp`) in a root rule per fixed category, `large`'s ramp in units
/// of the reader's text size on `:root`, and the class a page's root gets.
struct DynamicTypeStylesheetTests {
  /// The custom properties of the first rule whose selector line is
  /// `selector` and that sets `property`, as `name: value` without the
  /// semicolon.
  private func declarations(of selector: String, setting property: String = "--type-unit", in css: String) throws
    -> [String: String]
  {
    for rule in css.ranges(of: "\n" + selector + " {\n") {
      let body = css[rule.upperBound...].prefix { $0 != "}" }
      var declarations: [String: String] = [:]
      for line in body.split(separator: "\n") {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("--"), let colon = text.firstIndex(of: ":") else { continue }
        declarations[String(text[..<colon])] =
          String(text[text.index(after: colon)...].dropLast()).trimmingCharacters(in: .whitespaces)
      }
      if declarations[property] != nil { return declarations }
    }
    Issue.record("no rule \(selector) sets \(property)")
    return [:]
  }

  @Test("Apple's body sizes, from extraSmall to accessibilityExtraExtraExtraLarge")
  func bodyColumn() {
    let sizes = ContentSizeCategory.allCases.filter { $0 != .auto }.map { TypeRamp($0)[.body].size }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(TypeRamp(.auto) == TypeRamp(.large))
  }

  @Test("Every text style grows, or stays, from one category to the next, and its line is taller than its size")
  func everyStyleGrows() {
    let categories = ContentSizeCategory.allCases.filter { $0 != .auto }
    for style in TextStyle.allCases {
      let ramps = categories.map { TypeRamp($0)[style] }
      #expect(zip(ramps, ramps.dropFirst()).allSatisfy { $0.size <= $1.size && $0.lineHeight <= $1.lineHeight }, "\(style)")
      #expect(ramps.allSatisfy { $0.lineHeight > $0.size }, "\(style)")
    }
  }

  @Test("Each fixed category's rule sets every text style to Apple's table", arguments: ContentSizeCategory.allCases.filter { $0 != .auto })
  func fixedCategoryRule(category: ContentSizeCategory) throws {
    let css = try #require(TemplateSet.builtIn.sharedFiles.first).contents
    let rule = try declarations(of: ":root.content-size-\(category.rawValue)", in: css)
    let ramp = TypeRamp(category)
    #expect(rule["--type-unit"] == "calc(\(ramp[.body].size)px / 17)")
    for style in TextStyle.allCases {
      let name = TextPropertiesStyle.cssName(of: style)
      #expect(rule["--\(name)-size"] == "\(ramp[style].size)px", "\(category) \(style)")
      #expect(rule["--\(name)-line-height"] == "\(ramp[style].lineHeight)px", "\(category) \(style)")
    }
    #expect(rule.count == 1 + 2 * TextStyle.allCases.count)
  }

  @Test("The root's ramp is large's, in points of the reader's text size")
  func autoRamp() throws {
    let rule = try declarations(of: ":root", in: TemplateSet.builtIn.stylesheet)
    #expect(rule["--type-unit"] == "calc(1rem / 16)")
    let ramp = TypeRamp(.large)
    for style in TextStyle.allCases {
      let name = TextPropertiesStyle.cssName(of: style)
      #expect(rule["--\(name)-size"] == "calc(var(--type-unit) * \(ramp[style].size))", "\(style)")
      #expect(rule["--\(name)-line-height"] == "calc(var(--type-unit) * \(ramp[style].lineHeight))", "\(style)")
    }
  }

  @Test("A fixed category is a class on the page's root; auto adds none", arguments: ContentSizeCategory.allCases)
  func rootClass(category: ContentSizeCategory) throws {
    let page = ListPage(path: "a.md", title: "A", preferredContentSizeCategory: category, sections: [ListSection(items: [ListItem(id: "a", text: "a")])])
    let html = try PageRenderer().render(page, at: "a.html")
    let expected = category == .auto ? "" : " content-size-\(category.rawValue)"
    #expect(html.contains("class=\"lp-page appearance-plain cell-style-cell color-scheme-auto\(expected) design-ios26 has-separators\""))
  }
}
