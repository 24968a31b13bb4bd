import ListPressDecode

extension ListPage {
  /// Whether any accessory of the page, at any depth, shows only while
  /// editing or only while not editing: such a page gets an Edit/Done
  /// button that switches modes in place.
  var hasEditingDependentAccessories: Bool {
    containsItem { item, _ in item.accessories.contains { $0.displayed != .always } }
  }
}
