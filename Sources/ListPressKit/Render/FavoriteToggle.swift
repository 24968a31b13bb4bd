/// A `customView` with `toggle: favorite`: a real button that the reader
/// presses to mark the item, switching between a symbol and its `.fill`
/// variant (`star` and `star.fill` unless the accessory names another
/// symbol).
///
/// The button is `button.lp-accessory.lp-accessory-customView.lp-favorite`
/// with `aria-pressed`, `data-item-id` and the two symbol names in
/// `data-symbol-off` and `data-symbol-on`; `listpress.js` flips it and
/// remembers it. It starts pressed when the accessory's symbol is a `.fill`
/// one. In a disabled row it is disabled.
struct FavoriteToggle {
  /// The accessory.
  let accessory: Accessory
  /// The item the row shows.
  let item: ListItem

  private static let fillSuffix = ".fill"
  private static let defaultSymbol = "star"

  /// The declared symbol's name, `star` when the accessory has none.
  private var declaredName: String {
    if case .symbol(let name) = accessory.image { return name }
    return Self.defaultSymbol
  }

  /// Whether the declared symbol is the filled one.
  var isPressed: Bool {
    declaredName.hasSuffix(Self.fillSuffix)
  }

  /// The symbol of the released state, as the catalog draws it.
  var offSymbol: String {
    let name = declaredName
    return SymbolStylesheet.drawnName(for: isPressed ? String(name.dropLast(Self.fillSuffix.count)) : name)
  }

  /// The symbol of the pressed state, as the catalog draws it.
  var onSymbol: String {
    let name = declaredName
    return SymbolStylesheet.drawnName(for: isPressed ? name : name + Self.fillSuffix)
  }

  /// The button.
  var element: HTMLNode {
    .element(
      "button",
      .attribute("type", "button"),
      .classes("lp-accessory", "lp-accessory-customView", "lp-favorite", accessory.isHidden ? "is-invisible" : nil),
      .attribute("data-placement", accessory.placementAttribute),
      .attribute("data-displayed", accessory.displayedAttribute),
      .attribute("data-toggle", Accessory.Toggle.favorite.rawValue),
      .attribute("data-item-id", item.id),
      .attribute("data-symbol-off", offSymbol),
      .attribute("data-symbol-on", onSymbol),
      .attribute("aria-pressed", isPressed ? "true" : "false"),
      .attribute("aria-label", "Favourite \(item.text)"),
      .flag("disabled", when: item.disabled),
      .customProperties(["--accessory-tint": accessory.tintColor.map(CSSValue.color)])
    ) {
      HTMLNode.element(
        "span", .attribute("class", "lp-accessory-image"), .attribute("data-symbol", isPressed ? onSymbol : offSymbol))
      if let text = accessory.text {
        HTMLNode.element("span", .attribute("class", "lp-accessory-text")) { HTMLNode.text(text) }
      }
    }
  }
}
