extension ListPage {
  /// How many levels deep the page's items nest, and the first item, in
  /// the order of the page, at the deepest level: 1 when no item has
  /// children, 2 when some do and theirs have none, and so on; 0 and `nil`
  /// for a page without items.
  ///
  /// Measured without recursion, so that an outline of any depth is
  /// measured on any thread: the renderer, which does recurse, is handed
  /// only outlines it can draw (``PageRenderer/maximumOutlineDepth``).
  var outlineDepth: (levels: Int, deepestItem: ListItem?) {
    var levels = 0
    var deepestItem: ListItem?
    for section in sections {
      // The lists from the section's down to the current item's, each with
      // the index of its next item: the current item's level is their count.
      var path: [(items: [ListItem], next: Int)] = [(section.items, 0)]
      while var list = path.popLast() {
        guard list.next < list.items.count else { continue }
        let item = list.items[list.next]
        list.next += 1
        path.append(list)
        if path.count > levels {
          levels = path.count
          deepestItem = item
        }
        if !item.children.isEmpty {
          path.append((item.children, 0))
        }
      }
    }
    return (levels, deepestItem)
  }
}
