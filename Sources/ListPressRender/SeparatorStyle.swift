import ListPressDecode

/// How a ``SeparatorConfiguration`` reaches the stylesheet. Which separators
/// show is decided here, for each item, from the item's configuration over
/// its section's and its page's, and written as the item's classes
/// (`separator-top-visible`, `separator-bottom-hidden`, …); colours and
/// insets are custom properties that the stylesheet reads nearest first:
/// the page's and a section's as `--list-separator-…`, an item's as
/// `--item-separator-…`, which the stylesheet resets on every item, so
/// that they are not its outline children's. An element whose insets are
/// given has the class `has-separator-insets`.
enum SeparatorStyle {
  /// The custom properties of the page's or a section's configuration.
  static func list(_ configuration: SeparatorConfiguration?) -> [(StaticString, String?)] {
    guard let configuration else { return [] }
    return [
      ("--list-separator-color", configuration.color.map(CSSValue.color)),
      ("--list-separator-top-leading", configuration.topSeparatorInsets?.leading.map(CSSValue.pixels)),
      ("--list-separator-top-trailing", configuration.topSeparatorInsets?.trailing.map(CSSValue.pixels)),
      ("--list-separator-bottom-leading", configuration.bottomSeparatorInsets?.leading.map(CSSValue.pixels)),
      ("--list-separator-bottom-trailing", configuration.bottomSeparatorInsets?.trailing.map(CSSValue.pixels)),
    ]
  }

  /// The custom properties of an item's own configuration.
  static func item(_ configuration: SeparatorConfiguration) -> [(StaticString, String?)] {
    [
      ("--item-separator-color", configuration.color.map(CSSValue.color)),
      ("--item-separator-top-leading", configuration.topSeparatorInsets?.leading.map(CSSValue.pixels)),
      ("--item-separator-top-trailing", configuration.topSeparatorInsets?.trailing.map(CSSValue.pixels)),
      ("--item-separator-bottom-leading", configuration.bottomSeparatorInsets?.leading.map(CSSValue.pixels)),
      ("--item-separator-bottom-trailing", configuration.bottomSeparatorInsets?.trailing.map(CSSValue.pixels)),
    ]
  }

  /// Whether `configuration` gives an inset of either separator.
  static func hasInsets(_ configuration: SeparatorConfiguration?) -> Bool {
    guard let configuration else { return false }
    return [configuration.topSeparatorInsets, configuration.bottomSeparatorInsets].contains {
      $0.map { $0.leading != nil || $0.trailing != nil } ?? false
    }
  }

  /// Which separators of a row show, as a section or an item says.
  struct Visibility {
    /// The top separator's, or `nil` for automatic.
    var top: SeparatorConfiguration.Visibility?
    /// The bottom separator's, or `nil` for automatic.
    var bottom: SeparatorConfiguration.Visibility?

    /// Both automatic.
    init() {}

    /// What `configuration` says.
    init(_ configuration: SeparatorConfiguration?) {
      top = configuration?.topSeparatorVisibility
      bottom = configuration?.bottomSeparatorVisibility
    }

    /// Whether neither separator is set.
    var isAutomatic: Bool { top == nil && bottom == nil }
  }

  /// The classes of an item whose section and page say `list` of their
  /// rows' separators (the two merged, the section's winning): one for
  /// each of its separators whose visibility is not automatic.
  static func visibilityClasses(of item: ListItem, in list: Visibility, into tag: inout HTMLStartTag) {
    let top = item.separatorConfiguration?.topSeparatorVisibility ?? list.top
    let bottom = item.separatorConfiguration?.bottomSeparatorVisibility ?? list.bottom
    switch top {
    case .visible?: tag.class("separator-top-visible")
    case .hidden?: tag.class("separator-top-hidden")
    case .automatic?, nil: break
    }
    switch bottom {
    case .visible?: tag.class("separator-bottom-visible")
    case .hidden?: tag.class("separator-bottom-hidden")
    case .automatic?, nil: break
    }
  }
}
