import ListPressDecode

/// The custom properties by which `textProperties` and
/// `secondaryTextProperties` reach the stylesheet, set on the element of
/// the level that defines them: the page's root, a section, or an item's
/// row. The texts of a row read the nearest of each (by inheritance), so
/// an item's own wins over its section's and its page's, property by
/// property; what no level sets is the cell style's own.
struct TextPropertiesStyle {
  /// The names of one text's custom properties.
  struct Names {
    let size: StaticString
    let lineHeight: StaticString
    let weight: StaticString
    let tracking: StaticString
    let color: StaticString
    let alignment: StaticString
    let lines: StaticString
    let transform: StaticString
    /// The class of an element whose texts' lines are counted
    /// (`numberOfLines`), which the stylesheet then clamps.
    let clampClass: StaticString
  }

  /// The primary text's names (`--text-…`).
  static let primary = Names(
    size: "--text-size", lineHeight: "--text-line-height", weight: "--text-weight", tracking: "--text-tracking",
    color: "--text-color", alignment: "--text-align", lines: "--text-lines", transform: "--text-transform",
    clampClass: "has-text-lines")
  /// The secondary text's names (`--secondary-text-…`).
  static let secondary = Names(
    size: "--secondary-text-size", lineHeight: "--secondary-text-line-height", weight: "--secondary-text-weight",
    tracking: "--secondary-text-tracking", color: "--secondary-text-color", alignment: "--secondary-text-align",
    lines: "--secondary-text-lines", transform: "--secondary-text-transform", clampClass: "has-secondary-text-lines")

  /// The primary text's properties.
  let text: TextProperties?
  /// The secondary text's properties.
  let secondaryText: TextProperties?

  /// The classes the element needs (written before any other attribute).
  func classes(into tag: inout HTMLStartTag) {
    tag.class(Self.primary.clampClass, when: text?.numberOfLines != nil)
    tag.class(Self.secondary.clampClass, when: secondaryText?.numberOfLines != nil)
  }

  /// The custom properties of the element.
  func customProperties(into tag: inout HTMLStartTag) {
    // Most rows set none: they cost a test, not an array.
    guard text != nil || secondaryText != nil else { return }
    tag.customProperties(declarations)
  }

  /// Each custom property the two texts' properties set, with its value
  /// (`nil` for one they leave out).
  var declarations: [(StaticString, String?)] {
    (text.map { Self.declarations(of: $0, names: Self.primary) } ?? [])
      + (secondaryText.map { Self.declarations(of: $0, names: Self.secondary) } ?? [])
  }

  private static func declarations(of properties: TextProperties, names: Names) -> [(StaticString, String?)] {
    let font = properties.font
    return [
      (names.size, font.map { "var(--\(cssName(of: $0))-size)" }),
      (names.lineHeight, font.map { "var(--\(cssName(of: $0))-line-height)" }),
      (names.weight, font.map { String(weight(of: $0)) }),
      (names.tracking, font.map { [.body, .headline].contains($0) ? "var(--body-tracking)" : "normal" }),
      (names.color, properties.color.map(CSSValue.color)),
      (names.alignment, properties.alignment.map(cssAlignment)),
      (names.lines, properties.numberOfLines.map { $0 == 0 ? "none" : String($0) }),
      (names.transform, properties.transform.map(cssTransform)),
    ]
  }

  /// The stylesheet's name of a text style's sizes (`--title3-size`,
  /// `--large-title-size`).
  static func cssName(of style: TextStyle) -> String {
    switch style {
    case .extraLargeTitle: "extra-large-title"
    case .extraLargeTitle2: "extra-large-title2"
    case .largeTitle: "large-title"
    default: style.rawValue
    }
  }

  /// The weight UIKit gives a text style at the default size (§3 of the
  /// reference): the extra-large titles are bold, the headline semibold.
  private static func weight(of style: TextStyle) -> Int {
    switch style {
    case .extraLargeTitle, .extraLargeTitle2: 700
    case .headline: 600
    default: 400
    }
  }

  private static func cssAlignment(_ alignment: TextAlignment) -> String {
    switch alignment {
    case .natural: "start"
    case .center: "center"
    case .justified: "justify"
    }
  }

  private static func cssTransform(_ transform: TextTransform) -> String {
    switch transform {
    case .none: "none"
    case .uppercase: "uppercase"
    case .lowercase: "lowercase"
    case .capitalized: "capitalize"
    }
  }
}
