extension ListPage {
  /// The names of the symbols the page draws (as `data-symbol` names them:
  /// an outline standing in for a `.fill` the catalog lacks), from items at
  /// any depth, their accessories (both states of a favourite toggle) and
  /// their swipe actions.
  var drawnSymbolNames: Set<String> {
    var names = Set<String>()
    var pending = sections.flatMap(\.items)
    while let item = pending.popLast() {
      let images = [item.image] + item.accessories.map(\.image)
        + (item.leadingSwipeActions + item.trailingSwipeActions).map(\.image)
      for case .symbol(let name)? in images {
        names.insert(SymbolStylesheet.drawnName(for: name))
      }
      for accessory in item.accessories where accessory.toggle == .favorite {
        let toggle = FavoriteToggle(accessory: accessory, item: item)
        names.formUnion([toggle.offSymbol, toggle.onSymbol])
      }
      pending += item.children
    }
    return names
  }
}
