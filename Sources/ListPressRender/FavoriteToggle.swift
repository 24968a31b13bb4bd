import ListPressDecode

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

  /// Writes the button of the item whose element has the id `itemID`.
  func write(itemID: String, into html: inout HTMLWriter) {
    html.element("button") { tag in
      tag.attribute("type", literal: "button")
      tag.class("lp-accessory")
      tag.class("lp-accessory-customView")
      tag.class("lp-favorite")
      tag.class("is-invisible", when: accessory.isHidden)
      tag.attribute("data-placement", accessory.placementAttribute)
      tag.attribute("data-displayed", accessory.displayedAttribute)
      tag.attribute("data-toggle", Accessory.Toggle.favorite.rawValue)
      tag.attribute("data-item-id", itemID)
      tag.attribute("data-symbol-off", offSymbol)
      tag.attribute("data-symbol-on", onSymbol)
      tag.attribute("aria-pressed", isPressed ? "true" : "false")
      tag.attribute("aria-label", "Favourite \(item.text)")
      tag.flag("disabled", when: item.disabled)
      tag.customProperty("--accessory-tint", accessory.tintColor.map(CSSValue.color))
    } content: { html in
      html.emptyElement("span") { tag in
        tag.class("lp-accessory-image")
        tag.attribute("data-symbol", isPressed ? onSymbol : offSymbol)
      }
      if let text = accessory.text {
        html.element("span", { $0.class("lp-accessory-text") }) { html in html.text(text) }
      }
    }
  }
}
