import ListPressDecode

extension ListPage {
  /// The names of the symbols the page draws (as `data-symbol` names them:
  /// an outline standing in for a `.fill` the catalog lacks), from items at
  /// any depth, their accessories (both states of a favourite toggle) and
  /// their swipe actions.
  var drawnSymbolNames: Set<String> {
    var names = Set<String>()
    forEachImage { image in
      if case .symbol(let name) = image {
        names.insert(SymbolStylesheet.drawnName(for: name))
      }
    }
    forEachItem { item, _ in
      for accessory in item.accessories where accessory.toggle == .favorite {
        let toggle = FavoriteToggle(accessory: accessory, item: item)
        names.insert(toggle.offSymbol)
        names.insert(toggle.onSymbol)
      }
    }
    return names
  }
}
