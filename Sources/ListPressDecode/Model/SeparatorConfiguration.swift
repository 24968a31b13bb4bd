/// How a list draws the hairlines between its rows, after
/// `UIListSeparatorConfiguration`: given on the page for every row, on a
/// section for its rows, and on an item for its own row (what UIKit's
/// `itemSeparatorHandler` does); the nearest wins, property by property.
///
/// Every row has a top separator, along its top edge, and a bottom one,
/// along its bottom edge. Between two rows one line is drawn: the upper
/// row's bottom separator, shown unless either row hides its side of it,
/// and shown even in the last row's place when the upper row makes it
/// visible; a lower row that makes its top separator visible shows that
/// line too. Only the first row of a section draws a line of its own
/// along its top edge.
public struct SeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator is drawn (`UIListSeparatorConfiguration.Visibility`).
  public enum Visibility: String, CaseIterable, Hashable, Sendable {
    /// As the list decides: between rows, and along a grouped section's
    /// top and bottom edges.
    case automatic
    case visible
    case hidden
  }

  /// The separators' colour; `nil` for UIKit's `separator`.
  public var color: ListColor?
  /// Whether the line along the row's top edge is drawn.
  public var topSeparatorVisibility: Visibility?
  /// Whether the line along the row's bottom edge is drawn.
  public var bottomSeparatorVisibility: Visibility?
  /// Where the top line starts and ends, from the row's edges.
  public var topSeparatorInsets: SeparatorInsets?
  /// Where the bottom line starts and ends, from the row's edges.
  public var bottomSeparatorInsets: SeparatorInsets?

  /// Creates a configuration; every property defaults to the list's own.
  public init(
    color: ListColor? = nil, topSeparatorVisibility: Visibility? = nil, bottomSeparatorVisibility: Visibility? = nil,
    topSeparatorInsets: SeparatorInsets? = nil, bottomSeparatorInsets: SeparatorInsets? = nil
  ) {
    self.color = color
    self.topSeparatorVisibility = topSeparatorVisibility
    self.bottomSeparatorVisibility = bottomSeparatorVisibility
    self.topSeparatorInsets = topSeparatorInsets
    self.bottomSeparatorInsets = bottomSeparatorInsets
  }

  /// This configuration with every property `nearer` gives taking the
  /// place of this one's.
  public func overridden(by nearer: SeparatorConfiguration?) -> SeparatorConfiguration {
    guard let nearer else { return self }
    return SeparatorConfiguration(
      color: nearer.color ?? color,
      topSeparatorVisibility: nearer.topSeparatorVisibility ?? topSeparatorVisibility,
      bottomSeparatorVisibility: nearer.bottomSeparatorVisibility ?? bottomSeparatorVisibility,
      topSeparatorInsets: topSeparatorInsets.overridden(by: nearer.topSeparatorInsets),
      bottomSeparatorInsets: bottomSeparatorInsets.overridden(by: nearer.bottomSeparatorInsets))
  }
}

/// Where a separator starts and ends, in points from the row's leading and
/// trailing edges (the directional insets of
/// `UIListSeparatorConfiguration`); an edge left out is placed as the list
/// places it (`automaticInsets`): the leading end under the row's text,
/// the trailing end at the row's edge (or, in the iOS 26 design's grouped
/// lists, the row's margin short of it).
public struct SeparatorInsets: Hashable, Sendable {
  /// From the row's leading edge.
  public var leading: Double?
  /// From the row's trailing edge.
  public var trailing: Double?

  /// Creates insets; an edge left out is automatic.
  public init(leading: Double? = nil, trailing: Double? = nil) {
    self.leading = leading
    self.trailing = trailing
  }
}

extension SeparatorInsets? {
  /// These insets with each edge `nearer` gives taking the place of this one's.
  func overridden(by nearer: SeparatorInsets?) -> SeparatorInsets? {
    guard let nearer else { return self }
    guard let self else { return nearer }
    return SeparatorInsets(leading: nearer.leading ?? self.leading, trailing: nearer.trailing ?? self.trailing)
  }
}
