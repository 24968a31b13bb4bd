/// How a section lays out its items, as a compositional layout's section
/// provider would.
public enum SectionLayout: Hashable, Sendable {
  /// A list, styled by the page's appearance.
  case list
  /// Columns of cards.
  case grid(columns: Int)
  /// One row that scrolls sideways (orthogonal scrolling).
  case horizontal

  /// The number of columns a `grid` section has when none is given.
  public static let defaultGridColumns = 2
}
