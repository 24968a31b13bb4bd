/// Draws the accessories of a row.
///
/// Each accessory is a `span.lp-accessory.lp-accessory-KIND` with
/// `data-placement` and `data-displayed`. One that does not show in the
/// page's editing state carries `hidden`; one with `isHidden` keeps its
/// place but is invisible (`is-invisible`), as in UIKit.
struct AccessoryRenderer {
  /// Whether the page is in editing mode.
  let editing: Bool

  /// The accessories of `item` in the order given, with the
  /// `outlineDisclosure` that an item with children always has appended
  /// when it was not listed.
  static func accessories(of item: ListItem) -> [Accessory] {
    let listsOutline = item.accessories.contains { $0.kind == .outlineDisclosure }
    guard !item.children.isEmpty, !listsOutline else { return item.accessories }
    return item.accessories + [Accessory(.outlineDisclosure)]
  }

  /// The element of one accessory of a row whose item is `selected`.
  func render(_ accessory: Accessory, selected: Bool) -> HTMLNode {
    let description = spokenDescription(of: accessory, selected: selected)
    return .element(
      "span",
      .classes("lp-accessory", "lp-accessory-\(accessory.kind.rawValue)", accessory.isHidden ? "is-invisible" : nil),
      .attribute("data-placement", accessory.placement.rawValue),
      .attribute("data-displayed", accessory.displayed.rawValue),
      .attribute("data-toggle", accessory.toggle?.rawValue),
      .flag("hidden", when: !accessory.displayed.isVisible(editing: editing)),
      .attribute("role", description == nil ? nil : "img"),
      .attribute("aria-label", description),
      .attribute("aria-hidden", description == nil && accessory.text == nil ? "true" : nil),
      .customProperties(["--accessory-tint": accessory.tintColor.map(CSSValue.color)])
    ) {
      content(of: accessory, selected: selected)
    }
  }

  @HTMLBuilder
  private func content(of accessory: Accessory, selected: Bool) -> [HTMLNode] {
    switch accessory.kind {
    case .disclosureIndicator, .outlineDisclosure: AccessoryGlyph.chevron
    case .checkmark: AccessoryGlyph.checkmark
    case .delete: AccessoryGlyph.delete
    case .insert: AccessoryGlyph.insert
    case .reorder: AccessoryGlyph.reorder
    case .multiselect: AccessoryGlyph.multiselect(selected: selected)
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

  /// What a screen reader says for a drawn accessory; `nil` for a chevron,
  /// whose meaning the link or the disclosure already carries, and for
  /// accessories that show their own text.
  private func spokenDescription(of accessory: Accessory, selected: Bool) -> String? {
    switch accessory.kind {
    case .disclosureIndicator, .outlineDisclosure, .label: nil
    case .checkmark: "Checked"
    case .delete: "Delete"
    case .insert: "Insert"
    case .reorder: "Reorder"
    case .multiselect: selected ? "Selected" : "Not selected"
    case .detail: "Details"
    case .customView: accessory.text == nil ? accessory.image.map(ImageRenderer.spokenName) : nil
    }
  }
}
