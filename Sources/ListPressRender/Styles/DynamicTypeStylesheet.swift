import ListPressDecode

/// The rules of the fixed Dynamic Type sizes, which follow the page
/// stylesheet: for each category but `auto`, a rule on the root element with
/// the category's class (`content-size-accessibilityLarge`, see
/// ``className(of:)``) that sets every text style's size and line height
/// to Apple's table (``TypeRamp``) and `--type-unit`, the length of one
/// point of the default size that row metrics scale by, to the body size
/// over 17. The page stylesheet sets `auto`'s on `:root` itself, `large`'s
/// ramp in units of the reader's text size.
enum DynamicTypeStylesheet {
  /// The rules, smallest category first.
  static let css: String = {
    var css = "/* Dynamic Type: the fixed sizes of preferredContentSizeCategory (TypeRamp). */\n"
    for category in ContentSizeCategory.allCases where category != .auto {
      let ramp = TypeRamp(category)
      css += ":root.content-size-\(category.rawValue) {\n"
      css += "  --type-unit: calc(\(ramp[.body].size)px / 17);\n"
      for style in TextStyle.allCases {
        let name = TextPropertiesStyle.cssName(of: style)
        css += "  --\(name)-size: \(ramp[style].size)px;\n"
        css += "  --\(name)-line-height: \(ramp[style].lineHeight)px;\n"
      }
      css += "}\n"
    }
    return css
  }()

  /// The class the root element of a page drawn at `category` has, or
  /// `nil` for `auto`, which has none.
  static func className(of category: ContentSizeCategory) -> String? {
    category == .auto ? nil : "content-size-" + category.rawValue
  }
}
