import ListPressDecode

/// The custom properties by which a ``ContentSpacing`` reaches the
/// stylesheet: the page's replace the stylesheet's own spacings on its
/// root (`--image-gap`, `--subtitle-gap`, `--value-gap`; its layout
/// margins as `--list-content-margin-…`, which the stylesheet reads
/// before the row's own padding); an item's are set
/// on its `li` as `--item-…`, which the stylesheet resets on every item,
/// so that they are not its outline children's, and reads first.
enum ContentSpacingStyle {
  /// The page's declarations.
  static func page(_ spacing: ContentSpacing) -> [(StaticString, String?)] {
    [
      ("--image-gap", spacing.imageToTextPadding.map(CSSValue.pixels)),
      ("--subtitle-gap", spacing.textToSecondaryTextVerticalPadding.map(CSSValue.pixels)),
      ("--value-gap", spacing.textToSecondaryTextHorizontalPadding.map(CSSValue.pixels)),
      ("--list-content-margin-top", spacing.directionalLayoutMargins?.top.map(CSSValue.pixels)),
      ("--list-content-margin-leading", spacing.directionalLayoutMargins?.leading.map(CSSValue.pixels)),
      ("--list-content-margin-bottom", spacing.directionalLayoutMargins?.bottom.map(CSSValue.pixels)),
      ("--list-content-margin-trailing", spacing.directionalLayoutMargins?.trailing.map(CSSValue.pixels)),
    ]
  }

  /// An item's declarations.
  static func item(_ spacing: ContentSpacing) -> [(StaticString, String?)] {
    [
      ("--item-image-gap", spacing.imageToTextPadding.map(CSSValue.pixels)),
      ("--item-subtitle-gap", spacing.textToSecondaryTextVerticalPadding.map(CSSValue.pixels)),
      ("--item-value-gap", spacing.textToSecondaryTextHorizontalPadding.map(CSSValue.pixels)),
      ("--item-content-margin-top", spacing.directionalLayoutMargins?.top.map(CSSValue.pixels)),
      ("--item-content-margin-leading", spacing.directionalLayoutMargins?.leading.map(CSSValue.pixels)),
      ("--item-content-margin-bottom", spacing.directionalLayoutMargins?.bottom.map(CSSValue.pixels)),
      ("--item-content-margin-trailing", spacing.directionalLayoutMargins?.trailing.map(CSSValue.pixels)),
    ]
  }
}
