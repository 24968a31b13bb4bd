/// How a section that scrolls sideways scrolls and comes to rest, after
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, as the browser's
/// scroll snapping can draw it.
public enum OrthogonalScrollingBehavior: String, CaseIterable, Hashable, Sendable {
  /// Scrolls freely and rests wherever it stops.
  case continuous
  /// Scrolls freely and comes to rest with a card at the leading edge.
  case continuousGroupLeadingBoundary
  /// Moves a page at a time: the cards that fit whole on the screen.
  case paging
  /// Moves one card at a time, resting with it at the leading edge.
  case groupPaging
  /// Moves one card at a time, resting with it centred.
  case groupPagingCentered
}
