import ListPressDecode

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
    forEachItem { item, level in
      if level > levels {
        levels = level
        deepestItem = item
      }
    }
    return (levels, deepestItem)
  }
}
