extension ListPage {
  /// Whether any item of the page, outline children included, satisfies
  /// `predicate`, which is also told the item's level: 1 for the items of
  /// a section, 2 for their children, and so on.
  ///
  /// Items are visited in page order, each before its children, from a
  /// stack rather than by recursion, so no nesting overflows the call
  /// stack; and they are read in place, so visiting a page copies none of
  /// them.
  @inlinable
  package func containsItem(where predicate: (ListItem, _ level: Int) -> Bool) -> Bool {
    for section in sections {
      // The lists from the section's down to the current item's, each with
      // the index of its next item: the current item's level is their count.
      var path: [(items: [ListItem], next: Int)] = [(section.items, 0)]
      while let last = path.indices.last {
        let index = path[last].next
        guard index < path[last].items.count else {
          path.removeLast()
          continue
        }
        path[last].next += 1
        if predicate(path[last].items[index], path.count) { return true }
        let children = path[last].items[index].children
        if !children.isEmpty {
          path.append((children, 0))
        }
      }
    }
    return false
  }

  /// Calls `body` with every item of the page, outline children included,
  /// and its level, in the order of ``containsItem(where:)``.
  @inlinable
  package func forEachItem(_ body: (ListItem, _ level: Int) -> Void) {
    _ = containsItem { item, level in
      body(item, level)
      return false
    }
  }

  /// Calls `body` with every image of the page and the item that shows
  /// it: each item's own image, then its accessories' and its swipe
  /// actions' (leading, then trailing), items in page order.
  @inlinable
  package func forEachImage(_ body: (ImageSource, ListItem) -> Void) {
    forEachItem { item, _ in
      item.image.map { body($0, item) }
      for accessory in item.accessories {
        accessory.image.map { body($0, item) }
      }
      for action in item.leadingSwipeActions + item.trailingSwipeActions {
        action.image.map { body($0, item) }
      }
    }
  }
}
