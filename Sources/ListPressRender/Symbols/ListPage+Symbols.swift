import ListPressDecode

extension ListPage {
  /// The names of the symbols the page draws (as `data-symbol` names them:
  /// an outline standing in for a `.fill` the catalog lacks), from items at
  /// any depth, their accessories (both states of a favourite toggle), their
  /// swipe actions and the navigation bar's items.
  var drawnSymbolNames: Set<String> {
    var names = Set<String>()
    forEachImage { image in
      if case .symbol(let name) = image {
        names.insert(SymbolStylesheet.drawnName(for: name))
      }
    }
    // A system bar button item's symbol, in either design.
    for item in navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems {
      guard let systemItem = item.systemItem else { continue }
      for classic in [true, false] {
        if let name = systemItem.symbol(designRequiresCompatibility: classic) {
          names.insert(SymbolStylesheet.drawnName(for: name))
        }
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
