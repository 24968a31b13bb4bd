import ListPressDecode

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
/// A reorder control draws a thin divider before it when it follows
/// another accessory, unless it is `without-separator`.
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
  /// How the ids of the list are written (a favourite toggle names its
  /// item's).
  let ids: ElementIDs

  /// The `outlineDisclosure` that an item with children always has, drawn
  /// after its own accessories when they do not list one.
  private static let outlineDisclosure = Accessory(.outlineDisclosure)

  /// Calls `body` with each accessory of the row, in the order UIKit lays
  /// them out from the leading edge, whatever order the file lists them in
  /// (``Accessory/layoutRank``): the item's own, and the outline
  /// disclosure of an item with children when they do not list one.
  private func forEachAccessory(_ body: (Accessory) -> Void) {
    var accessories = item.accessories
    if !item.children.isEmpty, !accessories.contains(where: { $0.kind == .outlineDisclosure }) {
      accessories.append(Self.outlineDisclosure)
    }
    // Stable, so that custom views keep the order they are listed in.
    let ordered = accessories.enumerated().sorted { first, second in
      (first.element.layoutRank, first.offset) < (second.element.layoutRank, second.offset)
    }
    for (_, accessory) in ordered {
      body(accessory)
    }
  }

  /// The row's accessories (``forEachAccessory(_:)``) that sit on the
  /// edge `placement`, in order, their image files drawn as `images` says.
  func render(placed placement: Accessory.Placement, images: ImageResolver, into html: inout HTMLWriter) {
    forEachAccessory { accessory in
      if accessory.placement == placement {
        render(accessory, images: images, into: &html)
      }
    }
  }

  /// How many of the row's accessories sit on the leading edge when the
  /// page is not editing, and when it is (one that is hidden keeps its
  /// place, so it counts).
  var leadingCounts: (whenNotEditing: Int, whenEditing: Int) {
    var counts = (whenNotEditing: 0, whenEditing: 0)
    forEachAccessory { accessory in
      guard accessory.placement == .leading else { return }
      switch accessory.displayed {
      case .always:
        counts.whenNotEditing += 1
        counts.whenEditing += 1
      case .whenNotEditing: counts.whenNotEditing += 1
      case .whenEditing: counts.whenEditing += 1
      }
    }
    return counts
  }

  /// The element of one accessory, its image file drawn as `images` says.
  func render(_ accessory: Accessory, images: ImageResolver, into html: inout HTMLWriter) {
    if accessory.toggle == .favorite {
      FavoriteToggle(accessory: accessory, item: item).write(itemID: ids.id(item.id), into: &html)
      return
    }
    if let menu = accessory.menu {
      popUpMenuButton(accessory, menu: menu, into: &html)
      return
    }
    let description = spokenDescription(of: accessory)
    html.element("span") { tag in
      tag.class("lp-accessory")
      tag.class("lp-accessory-", accessory.kind.rawValue)
      tag.class("is-checked", when: accessory.kind == .multiselect && item.selected)
      tag.class("is-invisible", when: accessory.isHidden)
      tag.class("without-separator", when: accessory.kind == .reorder && !accessory.showsVerticalSeparator)
      tag.attribute("data-placement", accessory.placementAttribute)
      tag.attribute("data-displayed", accessory.displayedAttribute)
      tag.attribute("role", description == nil ? nil : "img")
      tag.attribute("aria-label", description)
      tag.customProperty("--accessory-tint", accessory.tintColor.map(CSSValue.color))
    } content: { html in
      content(of: accessory, images: images, into: &html)
    }
  }

  /// A `popUpMenu`: a button that shows the chosen value beside the
  /// stylesheet's up-and-down chevrons, and opens the item's pop-up menu
  /// (see ``MenuRenderer``); `listpress.js` changes the value as the
  /// reader chooses another.
  private func popUpMenuButton(_ accessory: Accessory, menu: Menu, into html: inout HTMLWriter) {
    let value = MenuRenderer.chosenAction(of: menu)?.title ?? ""
    html.element("button") { tag in
      tag.attribute("type", literal: "button")
      tag.class("lp-accessory")
      tag.class("lp-accessory-popUpMenu")
      tag.class("is-invisible", when: accessory.isHidden)
      tag.attribute("data-displayed", accessory.displayedAttribute)
      tag.attribute("popovertarget", ids.menuID(ofItem: item.id, kind: .popUpMenu))
      tag.attribute("aria-haspopup", literal: "menu")
      tag.attribute("aria-label", "\(item.text): \(value)")
      tag.flag("disabled", when: item.disabled)
      tag.customProperty("--accessory-tint", accessory.tintColor.map(CSSValue.color))
    } content: { html in
      html.element("span", { $0.class("lp-popup-value") }) { html in html.text(value) }
    }
  }

  /// The elements inside an accessory: none for the system accessories,
  /// which the stylesheet draws; the image and text of a label or custom view.
  private func content(of accessory: Accessory, images: ImageResolver, into html: inout HTMLWriter) {
    guard !accessory.kind.isDrawnByStylesheet else { return }
    if let image = accessory.image {
      ImageRenderer.write(
        image, className: "lp-accessory-image", alternativeText: "", size: nil, images: images, into: &html)
    }
    if let text = accessory.text {
      html.element("span", { $0.class("lp-accessory-text") }) { html in html.text(text) }
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
    case .popUpMenu: nil
    case .customView: accessory.text == nil ? accessory.image.map(ImageRenderer.spokenName) : nil
    }
  }
}

extension Accessory.Kind {
  /// Whether the shared stylesheet draws this kind (a rule of its class
  /// gives the drawing, `--glyph`, and its size), so that its element is
  /// empty; a label and a custom view show the image and text they are given.
  package var isDrawnByStylesheet: Bool {
    switch self {
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .detail: true
    case .label, .customView, .popUpMenu: false
    }
  }
}

extension Accessory {
  /// Where UIKit lays this accessory out in its row, counted from the
  /// leading edge: system accessories have a fixed place whatever the order
  /// of the cell's `accessories` array (delete, insert and multiselect
  /// before the content; label, checkmark, detail, disclosure indicator and
  /// outline disclosure after it; the reorder control at the trailing end),
  /// and a custom view goes where UIKit's default position (`{ $0.count }`)
  /// puts it, after the system accessories of its edge (before the reorder
  /// control, which stays outermost).
  var layoutRank: Int {
    switch kind {
    case .delete: 0
    case .insert: 1
    case .multiselect: 2
    case .customView: placement == .leading ? 3 : 10
    case .label: 4
    case .checkmark: 5
    case .detail: 6
    case .popUpMenu: 7
    case .disclosureIndicator: 8
    case .outlineDisclosure: 9
    case .reorder: 11
    }
  }

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

  /// Whether the accessory's element carries what the stylesheet
  /// transitions from the first frame its row is drawn in: `is-invisible`,
  /// `data-displayed`, or `data-placement` (which a pop-up menu's button
  /// never carries).
  var transitionsWhenFirstDrawn: Bool {
    isHidden || displayedAttribute != nil || (menu == nil && placementAttribute != nil)
  }
}
