import ListPressDecode

/// The custom properties by which a ``ContentSpacing`` reaches the
/// stylesheet: the page's replace the stylesheet's own spacings on its
/// root (`--image-gap`, `--subtitle-gap`, `--value-gap`); an item's are set
/// on its `li` as `--item-…`, which the stylesheet resets on every item,
/// so that they are not its outline children's, and reads first.
enum ContentSpacingStyle {
  /// The page's declarations.
  static func page(_ spacing: ContentSpacing) -> [(StaticString, String?)] {
    [
      ("--image-gap", spacing.imageToTextPadding.map(CSSValue.pixels)),
      ("--subtitle-gap", spacing.textToSecondaryTextVerticalPadding.map(CSSValue.pixels)),
      ("--value-gap", spacing.textToSecondaryTextHorizontalPadding.map(CSSValue.pixels)),
    ]
  }

  /// An item's declarations.
  static func item(_ spacing: ContentSpacing) -> [(StaticString, String?)] {
    [
      ("--item-image-gap", spacing.imageToTextPadding.map(CSSValue.pixels)),
      ("--item-subtitle-gap", spacing.textToSecondaryTextVerticalPadding.map(CSSValue.pixels)),
      ("--item-value-gap", spacing.textToSecondaryTextHorizontalPadding.map(CSSValue.pixels)),
    ]
  }
}
