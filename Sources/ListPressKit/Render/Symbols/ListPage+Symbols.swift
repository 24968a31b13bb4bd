extension ListPage {
  /// The names of the symbols the page draws (as `data-symbol` names them:
  /// an outline standing in for a `.fill` the catalog lacks), from items at
  /// any depth, their accessories (both states of a favourite toggle) and
  /// their swipe actions.
  var drawnSymbolNames: Set<String> {
    var names = Set<String>()
    func add(_ image: ImageSource?) {
      if case .symbol(let name)? = image {
        names.insert(SymbolStylesheet.drawnName(for: name))
      }
    }
    forEachItem { item in
      add(item.image)
      for accessory in item.accessories {
        add(accessory.image)
        if accessory.toggle == .favorite {
          let toggle = FavoriteToggle(accessory: accessory, item: item)
          names.insert(toggle.offSymbol)
          names.insert(toggle.onSymbol)
        }
      }
      item.leadingSwipeActions.forEach { add($0.image) }
      item.trailingSwipeActions.forEach { add($0.image) }
    }
    return names
  }
}
