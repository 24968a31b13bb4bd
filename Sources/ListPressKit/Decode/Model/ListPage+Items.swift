extension ListPage {
  /// Whether any item of the page, outline children included, satisfies
  /// `predicate`.
  ///
  /// Items are visited in page order, each before its children, from a
  /// stack rather than by recursion, so no nesting overflows the call
  /// stack; and they are read in place, so visiting a page copies none of
  /// them.
  func containsItem(where predicate: (ListItem) -> Bool) -> Bool {
    for section in sections {
      // The lists from the section's down to the current item's, each with
      // the index of its next item.
      var path: [(items: [ListItem], next: Int)] = [(section.items, 0)]
      while let last = path.indices.last {
        let index = path[last].next
        guard index < path[last].items.count else {
          path.removeLast()
          continue
        }
        path[last].next += 1
        if predicate(path[last].items[index]) { return true }
        let children = path[last].items[index].children
        if !children.isEmpty {
          path.append((children, 0))
        }
      }
    }
    return false
  }

  /// Calls `body` with every item of the page, outline children included,
  /// in the order of ``containsItem(where:)``.
  func forEachItem(_ body: (ListItem) -> Void) {
    _ = containsItem { item in
      body(item)
      return false
    }
  }
}
