/// Draws the accessories of a row.
///
/// Each accessory is a `span.lp-accessory.lp-accessory-KIND`, with
/// `data-placement="leading"` when it sits on the leading edge and
/// `data-displayed` when it does not always show; a favourite toggle is a
/// `button.lp-accessory.lp-favorite` instead. Whether an accessory shows in the current mode is the stylesheet's
/// business (`is-editing` on the page's root element against
/// `data-displayed`), so the page's script can switch modes in place. One
/// with `isHidden` keeps its place but is invisible (`is-invisible`), as in
/// UIKit. A multiselect circle of a selected item is filled (`is-checked`).
/// The system accessories' drawings are the shared stylesheet's, keyed on
/// the kind's class, so a row carries no drawing of its own.
///
/// An accessory that means something is named for its row ("Delete Cloud
/// Strife"); a chevron, whose meaning the link or the disclosure already
/// carries, is an empty element with no name, which assistive technology
/// skips.
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
      .attribute("data-placement", accessory.placementAttribute),
      .attribute("data-displayed", accessory.displayedAttribute),
      .attribute("role", description == nil ? nil : "img"),
      .attribute("aria-label", description),
      .customProperties(["--accessory-tint": accessory.tintColor.map(CSSValue.color)])
    ) {
      content(of: accessory)
    }
  }

  /// The elements inside an accessory: none for the system accessories,
  /// which the stylesheet draws; the image and text of a label or custom view.
  @HTMLBuilder
  private func content(of accessory: Accessory) -> [HTMLNode] {
    switch accessory.kind {
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .detail:
      []
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

extension Accessory {
  /// The `data-placement` of the accessory's element: `leading`, or none
  /// for the trailing edge, where most accessories sit.
  var placementAttribute: String? {
    placement == .leading ? placement.rawValue : nil
  }

  /// The `data-displayed` of the accessory's element: `whenEditing` or
  /// `whenNotEditing`, or none for an accessory that always shows.
  var displayedAttribute: String? {
    displayed == .always ? nil : displayed.rawValue
  }
}
