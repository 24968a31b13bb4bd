extension ListPage {
  /// Whether any accessory of the page, at any depth, shows only while
  /// editing or only while not editing: such a page gets an Edit/Done
  /// button that switches modes in place.
  var hasEditingDependentAccessories: Bool {
    var pending = sections.flatMap(\.items)
    while let item = pending.popLast() {
      if item.accessories.contains(where: { $0.displayed != .always }) { return true }
      pending += item.children
    }
    return false
  }
}
