import ListPressDecode

/// How a list spells the ids it writes and the references to them.
///
/// A whole page holds one list and writes its ids as the definition names
/// them. A fragment (`--id-prefix`) writes every id as `PREFIX` + id, and
/// every reference inside it to one of its own ids the same way: a link
/// `#id` (an item's `link` or a link in a description), `popovertarget`
/// and `data-item-id`. A link to an id the list does not write (an anchor
/// of the host page) is left as it is. The renderers ask this value for
/// every id and reference as they write it, so no markup is rewritten
/// afterwards.
struct ElementIDs: Hashable, Sendable {
  /// What every id starts with; empty for a whole page.
  let prefix: String
  /// The ids the list writes, as the definition names them: those of its
  /// sections, of its items at any depth, and of its items' action menus.
  private let own: Set<String>

  /// The ids of a whole page, written as they are named.
  static let unprefixed = ElementIDs(prefix: "", own: [])

  private init(prefix: String, own: Set<String>) {
    self.prefix = prefix
    self.own = own
  }

  /// The ids of `page`'s list, each starting with `prefix`, which
  /// ``FragmentIDs/problem(withPrefix:)`` accepts.
  init(of page: ListPage, prefix: String) {
    var own = Set<String>()
    for section in page.sections {
      if let id = section.id { own.insert(id) }
    }
    page.forEachItem { item, _ in
      own.insert(item.id)
      if !item.leadingSwipeActions.isEmpty || !item.trailingSwipeActions.isEmpty {
        own.insert(Self.menuID(ofItem: item.id))
      }
      if item.contextMenu != nil {
        own.insert(Self.menuID(ofItem: item.id, kind: .contextMenu))
      }
      if item.accessories.contains(where: { $0.menu != nil }) {
        own.insert(Self.menuID(ofItem: item.id, kind: .popUpMenu))
      }
    }
    self.init(prefix: prefix, own: own)
  }

  /// The id of the action menu of the item named `itemID` in its
  /// definition, `lp-actions-ID`: under the prefix no id written in a
  /// definition has.
  static func menuID(ofItem itemID: String) -> String {
    ItemIdentifiers.reservedPrefix + "actions-" + itemID
  }

  /// The id of the context menu (`lp-menu-ID`) or the pop-up menu
  /// (`lp-popup-ID`) of the item named `itemID` in its definition.
  static func menuID(ofItem itemID: String, kind: MenuRenderer.Kind) -> String {
    ItemIdentifiers.reservedPrefix + (kind == .contextMenu ? "menu-" : "popup-") + itemID
  }

  /// The id written for the context or pop-up menu of the item called `itemID`.
  func menuID(ofItem itemID: String, kind: MenuRenderer.Kind) -> String {
    id(Self.menuID(ofItem: itemID, kind: kind))
  }

  /// The id written for the element the definition calls `id`.
  func id(_ id: String) -> String {
    prefix + id
  }

  /// The id written for the action menu of the item called `itemID`.
  func menuID(ofItem itemID: String) -> String {
    id(Self.menuID(ofItem: itemID))
  }

  /// `address` as a link inside the list writes it: `#PREFIX` + id when it
  /// names one of the list's own ids, otherwise unchanged.
  func link(_ address: String) -> String {
    guard !prefix.isEmpty, address.hasPrefix("#"), own.contains(String(address.dropFirst())) else { return address }
    return "#" + prefix + address.dropFirst()
  }
}
