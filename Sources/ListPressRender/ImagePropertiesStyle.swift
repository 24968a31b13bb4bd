import ListPressDecode

/// The custom properties by which `imageProperties` reach the stylesheet:
/// the page's on its root (`--image-…`), an item's on its `li`
/// (`--item-image-…`), which the stylesheet resets on every item, so that
/// an item's own reach its row and description but not its outline
/// children. The image's rules read the item's, then the page's, then
/// the cell style's own, property by property.
enum ImagePropertiesStyle {
  /// The names of one level's custom properties.
  struct Names {
    let width: StaticString
    let height: StaticString
    let cornerRadius: StaticString
    let tint: StaticString
    let reservedWidth: StaticString
    let reservedHeight: StaticString
  }

  /// The page's names, set on the root.
  static let page = Names(
    width: "--image-width", height: "--image-height", cornerRadius: "--image-corner-radius", tint: "--image-tint",
    reservedWidth: "--image-reserved-width", reservedHeight: "--image-reserved-height")
  /// An item's names, set on its `li`.
  static let item = Names(
    width: "--item-image-width", height: "--item-image-height", cornerRadius: "--item-image-corner-radius",
    tint: "--item-image-tint", reservedWidth: "--item-image-reserved-width",
    reservedHeight: "--item-image-reserved-height")

  /// Each custom property `properties` set, with its value.
  static func declarations(of properties: ImageProperties, names: Names) -> [(StaticString, String?)] {
    [
      (names.width, properties.maximumSize.map { CSSValue.pixels($0.width) }),
      (names.height, properties.maximumSize.map { CSSValue.pixels($0.height) }),
      (names.cornerRadius, properties.cornerRadius.map(CSSValue.pixels)),
      (names.tint, properties.tintColor.map(CSSValue.color)),
      (names.reservedWidth, properties.reservedLayoutSize.map { CSSValue.pixels($0.width) }),
      (names.reservedHeight, properties.reservedLayoutSize.map { CSSValue.pixels($0.height) }),
    ]
  }

  /// The size an `img` is given in its `width` and `height` attributes:
  /// the item's own, else the page's.
  static func size(of item: ListItem, on page: ListPage) -> ImageSize? {
    item.imageProperties?.maximumSize ?? page.imageProperties?.maximumSize
  }
}
