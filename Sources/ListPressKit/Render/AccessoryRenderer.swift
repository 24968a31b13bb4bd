/// Draws the accessories of a row.
///
/// Each accessory is a `span.lp-accessory.lp-accessory-KIND` with
/// `data-placement` and `data-displayed`; a favourite toggle is a
/// `button.lp-accessory.lp-favorite` instead. Whether an accessory shows in
/// the current mode is the stylesheet's business (`is-editing` on the page's
/// root element against `data-displayed`), so the page's script can switch
/// modes in place. One with `isHidden` keeps its place but is invisible
/// (`is-invisible`), as in UIKit. A multiselect circle of a selected item
/// is filled (`is-checked`).
///
/// An accessory that means something is named for its row ("Delete Cloud
/// Strife"); chevrons, whose meaning the link or the disclosure already
/// carries, are hidden from assistive technology.
struct AccessoryRenderer {
  /// The item whose row the accessories belong to.
  let item: ListItem

  /// The accessories of `item` in the order given, with the
  /// `outlineDisclosure` that an item with children always has appended
  /// when it was not listed.
  static func accessories(of item: ListItem) -> [Accessory] {
    let listsOutline = item.accessories.contains { $0.kind == .outlineDisclosure }
    guard !item.children.isEmpty, !listsOutline else { return item.accessories }
    return item.accessories + [Accessory(.outlineDisclosure)]
  }

  /// The element of one accessory.
  func render(_ accessory: Accessory) -> HTMLNode {
    if accessory.toggle == .favorite {
      return FavoriteToggle(accessory: accessory, item: item).element
    }
    let description = spokenDescription(of: accessory)
    return .element(
      "span",
      .classes(
        "lp-accessory", "lp-accessory-\(accessory.kind.rawValue)",
        accessory.kind == .multiselect && item.selected ? "is-checked" : nil,
        accessory.isHidden ? "is-invisible" : nil),
      .attribute("data-placement", accessory.placement.rawValue),
      .attribute("data-displayed", accessory.displayed.rawValue),
      .attribute("role", description == nil ? nil : "img"),
      .attribute("aria-label", description),
      .attribute("aria-hidden", description == nil && accessory.text == nil ? "true" : nil),
      .customProperties(["--accessory-tint": accessory.tintColor.map(CSSValue.color)])
    ) {
      content(of: accessory)
    }
  }

  @HTMLBuilder
  private func content(of accessory: Accessory) -> [HTMLNode] {
    switch accessory.kind {
    case .disclosureIndicator, .outlineDisclosure: AccessoryGlyph.chevron
    case .checkmark: AccessoryGlyph.checkmark
    case .delete: AccessoryGlyph.delete
    case .insert: AccessoryGlyph.insert
    case .reorder: AccessoryGlyph.reorder
    case .multiselect: AccessoryGlyph.multiselect(selected: item.selected)
    case .detail: AccessoryGlyph.detail
    case .label, .customView:
      if let image = accessory.image {
        ImageRenderer.element(for: image, className: "lp-accessory-image", alternativeText: "", properties: nil)
      }
      if let text = accessory.text {
        HTMLNode.element("span", .attribute("class", "lp-accessory-text")) { HTMLNode.text(text) }
      }
    }
  }

  /// What a screen reader says for a drawn accessory; `nil` for a chevron
  /// and for accessories that show their own text.
  private func spokenDescription(of accessory: Accessory) -> String? {
    switch accessory.kind {
    case .disclosureIndicator, .outlineDisclosure, .label: nil
    case .checkmark: "Checked"
    case .delete: "Delete \(item.text)"
    case .insert: "Insert \(item.text)"
    case .reorder: "Reorder \(item.text)"
    case .multiselect: item.selected ? "Selected" : "Not selected"
    case .detail: "More info about \(item.text)"
    case .customView: accessory.text == nil ? accessory.image.map(ImageRenderer.spokenName) : nil
    }
  }
}
