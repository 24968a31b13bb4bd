extension ListPage {
  /// Whether any item of the page, outline children included, satisfies
  /// `predicate`, which is also told the item's level: 1 for the items of
  /// a section, 2 for their children, and so on.
  ///
  /// Items are visited in page order, each before its children, from a
  /// stack rather than by recursion, so no nesting overflows the call
  /// stack; and they are read in place, through their array's buffer, so
  /// visiting a page copies none of them (a copy of an item retains each of
  /// its texts: 60 million instructions for the 100,000 items of a large
  /// site, walked once for its images).
  @inlinable
  package func containsItem(where predicate: (ListItem, _ level: Int) -> Bool) -> Bool {
    for section in sections {
      // The lists from the section's down to the current item's, each with
      // the index of its next item: the current item's level is their count.
      var path: [(items: [ListItem], next: Int)] = [(section.items, 0)]
      while let (items, index) = path.last {
        guard index < items.count else {
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let level = path.count
        // The item's children when the walk goes on, nil when it stops.
        let children: [ListItem]? = items.withUnsafeBufferPointer { items in
          predicate(items[index], level) ? nil : items[index].children
        }
        guard let children else { return true }
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

  /// Calls `body` with every image of the page: the navigation bar's items'
  /// (leading, then trailing), the page's empty state's, the sections'
  /// header, footer and empty state images, section by section, then each item's own image, its
  /// accessories' (a pop-up menu's actions' included), its context menu's
  /// actions' and its swipe actions' (leading, then trailing), items in
  /// page order.
  @inlinable
  package func forEachImage(_ body: (ImageSource) -> Void) {
    for item in navigationItem.leftBarButtonItems {
      if let image = item.image { body(image) }
    }
    for item in navigationItem.rightBarButtonItems {
      if let image = item.image { body(image) }
    }
    if let image = contentUnavailableConfiguration?.resolvedImage { body(image) }
    for section in sections {
      if let image = section.headerImage { body(image) }
      if let image = section.footerImage { body(image) }
      if let image = section.contentUnavailableConfiguration?.resolvedImage { body(image) }
    }
    forEachItem { item, _ in
      if let image = item.image { body(image) }
      for accessory in item.accessories {
        if let image = accessory.image { body(image) }
        for action in accessory.menu?.actions ?? [] {
          if let image = action.image { body(image) }
        }
      }
      for action in item.contextMenu?.actions ?? [] {
        if let image = action.image { body(image) }
      }
      for action in item.leadingSwipeActions {
        if let image = action.image { body(image) }
      }
      for action in item.trailingSwipeActions {
        if let image = action.image { body(image) }
      }
    }
  }
}
