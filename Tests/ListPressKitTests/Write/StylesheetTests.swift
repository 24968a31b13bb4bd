import Foundation
import ListPressKit
import Testing

@testable import ListPressRender

@Suite struct StylesheetTests {
  /// The palettes of the stylesheet, by the name in their `/* Palette: … */` comment.
  enum Palette: String, CaseIterable {
    case standard = "standard"
    case increasedContrast = "increased contrast"
  }

  /// The stylesheet as a site gets it.
  private func stylesheet() throws -> String {
    let file = try #require(TemplateSet.builtIn.sharedFiles.first)
    return file.contents
  }

  /// The selector and declarations of a palette: the rule after its
  /// comment (inside an `@media` rule when there is one).
  private func palette(_ palette: Palette, in css: String) throws -> (selector: String, declarations: [String]) {
    let marker = try #require(css.range(of: "/* Palette: \(palette.rawValue) */\n"))
    var lines = css[marker.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }[...]
    if lines.first?.hasPrefix("@media") == true { lines = lines.dropFirst() }
    let selector = try #require(lines.first)
    let declarations = lines.dropFirst().prefix { $0 != "}" }.filter { !$0.isEmpty }
    return (selector, Array(declarations))
  }

  /// The light and the dark value of `color` in `declarations`: the two
  /// arguments of its `light-dark()`, or its one value twice.
  private func values(of color: SystemColor, in declarations: [String]) -> (light: String, dark: String)? {
    guard
      let value = declarations.first(where: { $0.hasPrefix("--\(color.rawValue): ") })
        .map({ String($0.dropFirst(color.rawValue.count + 4).dropLast()) })
    else { return nil }
    guard value.hasPrefix("light-dark("), value.hasSuffix(")") else { return (value, value) }
    // The arguments are colours whose own commas sit inside parentheses.
    let arguments = value.dropFirst("light-dark(".count).dropLast()
    var depth = 0
    for index in arguments.indices {
      switch arguments[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        return (String(arguments[..<index]), String(arguments[arguments.index(after: index)...].drop { $0 == " " }))
      default: break
      }
    }
    return nil
  }

  @Test(arguments: SystemColor.allCases)
  func definesEverySystemColorInEveryPalette(color: SystemColor) throws {
    let css = try stylesheet()
    for palette in Palette.allCases {
      #expect(values(of: color, in: try self.palette(palette, in: css).declarations) != nil, "\(palette)")
    }
  }

  @Test func appliesEachPaletteWhereItBelongs() throws {
    let css = try stylesheet()
    #expect(try palette(.standard, in: css).selector == ":root {")
    #expect(css.contains(":root {\n  color-scheme: light dark;\n"))
    #expect(css.contains(":root.color-scheme-light { color-scheme: light; }\n:root.color-scheme-dark { color-scheme: dark; }\n"))
    #expect(css.contains("/* Palette: increased contrast */\n@media (prefers-contrast: more) {\n  :root {\n"))
    // Each colour is named once per palette: the scheme picks its value.
    #expect(!css.contains("prefers-color-scheme"))
    for palette in Palette.allCases {
      let names = try self.palette(palette, in: css).declarations.compactMap { $0.split(separator: ":").first }
      #expect(Set(names).count == names.count, "\(palette)")
    }
  }

  @Test(arguments: [
    (SystemColor.systemBlue, "#007AFF", "#0A84FF", "#0040DD", "#409CFF"),
    (.systemRed, "#FF3B30", "#FF453A", "#D70015", "#FF6961"),
    (.systemGray, "#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"),
    (.label, "#000000", "#FFFFFF", "#000000", "#FFFFFF"),
    (.secondaryLabel, "rgba(60, 60, 67, 0.6)", "rgba(235, 235, 245, 0.6)", "rgba(60, 60, 67, 0.68)", "rgba(235, 235, 245, 0.68)"),
    (.tertiaryLabel, "rgba(60, 60, 67, 0.3)", "rgba(235, 235, 245, 0.3)", "rgba(60, 60, 67, 0.38)", "rgba(235, 235, 245, 0.38)"),
    (.separator, "rgba(60, 60, 67, 0.29)", "rgba(84, 84, 88, 0.6)", "rgba(60, 60, 67, 0.37)", "rgba(84, 84, 88, 0.68)"),
    (.systemGroupedBackground, "#F2F2F7", "#000000", "#EBEBF0", "#000000"),
    (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"),
  ])
  func usesUIKitValues(color: SystemColor, light: String, dark: String, lightHC: String, darkHC: String) throws {
    let css = try stylesheet()
    let standard = try #require(values(of: color, in: try palette(.standard, in: css).declarations))
    let increasedContrast = try #require(values(of: color, in: try palette(.increasedContrast, in: css).declarations))
    #expect(standard.light == light)
    #expect(standard.dark == dark)
    #expect(increasedContrast.light == lightHC)
    #expect(increasedContrast.dark == darkHC)
  }

  /// The top-level rules of `css`, comments left out: each selector list
  /// and the declarations of its block.
  private func rules(in css: String) -> [(selectors: String, declarations: String)] {
    let text = css.replacing(/\/\*[\s\S]*?\*\//, with: "")
    return text.matches(of: /([^{}]*)\{([^{}]*)\}/).map { (String($0.output.1), String($0.output.2)) }
  }

  /// The class on `<html>` that draws a page at increased contrast without
  /// `prefers-contrast: more` (UIKit's `accessibilityContrast == .high`).
  private static let contrastClass = "accessibility-contrast-high"

  /// The declarations of the top-level rule whose selector is `selector`,
  /// one per line, trimmed, in their order.
  private func declarations(ofRule selector: String, in css: String) throws -> [String] {
    let opening = try #require(css.range(of: "\n\(selector) {\n"), "no top-level rule \(selector)")
    return css[opening.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .prefix { $0 != "}" }.filter { !$0.isEmpty }
  }

  /// The `@media` rules of `css` whose query names `prefers-contrast`: each
  /// query and the rules inside it.
  private func contrastMediaRules(in css: String) -> [(query: String, rules: [(selectors: String, declarations: String)])] {
    css.matches(of: /\n@media ([^{\n]*prefers-contrast[^{\n]*) \{\n([\s\S]*?)\n\}\n/).map {
      (String($0.output.1), rules(in: String($0.output.2)))
    }
  }

  /// `declarations` (a block's text) one per line, trimmed, in their order.
  private func lines(of declarations: String) -> [String] {
    declarations.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The class path repeats the increased-contrast palette: the same colours
  /// with the same values in the same order, so that a page with the class
  /// looks as one under `prefers-contrast: more`.
  @Test func theContrastClassRepeatsTheIncreasedContrastPaletteExactly() throws {
    let css = try stylesheet()
    let palette = try palette(.increasedContrast, in: css).declarations
    #expect(try declarations(ofRule: ":root.\(Self.contrastClass)", in: css) == palette)
  }

  /// The iOS 26 colours, which have no increased-contrast values, give way
  /// to the increased-contrast palette whichever way it comes in.
  @Test func theIOS26PaletteExcludesTheContrastClass() throws {
    let css = try stylesheet()
    #expect(css.contains("@media not all and (prefers-contrast: more) {\n  :root.design-ios26:not(.\(Self.contrastClass)) {\n"))
  }

  /// Every rule that applies under `prefers-contrast: more` has a twin for
  /// pages with the class: its selector with the class added to `:root`
  /// (so it is more specific), with the same declarations; and every rule
  /// that applies only without increased contrast leaves pages with the
  /// class out. A rule added under the media query alone fails here.
  @Test func everyIncreasedContrastRuleHasAClassPath() throws {
    let css = try stylesheet()
    let blocks = contrastMediaRules(in: css)
    #expect(blocks.contains { $0.query == "(prefers-contrast: more)" }, "\(blocks.map(\.query))")
    for block in blocks {
      #expect(!block.rules.isEmpty, "@media \(block.query) has no rules")
      let excludesIncreasedContrast = block.query.hasPrefix("not ")
      #expect(excludesIncreasedContrast || block.query.contains("(prefers-contrast: more)"), "@media \(block.query)")
      for rule in block.rules {
        let selector = rule.selectors.trimmingCharacters(in: .whitespacesAndNewlines)
        if excludesIncreasedContrast {
          #expect(selector.hasPrefix(":root") && selector.contains(":not(.\(Self.contrastClass))"), "@media \(block.query): \(selector)")
        } else {
          #expect(selector.hasPrefix(":root"), "@media \(block.query): \(selector) is not a rule of the root")
          let twin = ":root.\(Self.contrastClass)" + selector.dropFirst(":root".count)
          #expect(try declarations(ofRule: twin, in: css) == lines(of: rule.declarations), "@media \(block.query): \(twin)")
        }
      }
    }
  }

  /// Every accessory that the stylesheet draws has its box, its drawing
  /// and its size there: a new kind that the renderer leaves empty fails
  /// here until the stylesheet draws it.
  @Test(arguments: Accessory.Kind.allCases.filter(\.isDrawnByStylesheet))
  func drawsEveryAccessoryItLeavesEmpty(kind: Accessory.Kind) throws {
    let css = try stylesheet()
    let own = rules(in: css).filter { rule in
      rule.selectors.split(separator: ",").contains { selector in
        selector.trimmingCharacters(in: .whitespacesAndNewlines)
          .wholeMatch(of: try! Regex("\\.lp-accessory-\(kind.rawValue)(:not\\(\\.is-checked\\))?")) != nil
      }
    }
    let boxes = rules(in: css).first { $0.selectors.hasSuffix("::before ") && $0.selectors.contains(".lp-swipe-menu-button") }
    #expect(boxes?.selectors.contains(".lp-accessory-\(kind.rawValue),") == true, "\(kind) has no box")
    #expect(own.contains { $0.declarations.contains("--glyph: url(") }, "\(kind) has no drawing")
    #expect(own.contains { $0.declarations.contains("--glyph-width: ") && $0.declarations.contains("--glyph-height: ") },
      "\(kind) has no size")
  }

  @Test func drawsHairlinesOneDevicePixelThick() throws {
    let css = try stylesheet()
    #expect(css.contains("@media (min-resolution: 2dppx), (-webkit-min-device-pixel-ratio: 2) {\n  :root { --hairline: 0.5px; }"))
    #expect(css.contains("@media (min-resolution: 3dppx), (-webkit-min-device-pixel-ratio: 3) {\n  :root { --hairline: 0.333px; }"))
  }

  @Test func usesLogicalPropertiesOnly() throws {
    let css = try stylesheet()
    for physical in ["margin-left", "margin-right", "padding-left", "padding-right", "left:", "right:", "text-align: left", "text-align: right"] {
      #expect(!css.contains(physical), "\(physical)")
    }
  }
}
