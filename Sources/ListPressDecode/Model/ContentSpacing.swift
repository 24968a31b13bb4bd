/// The spacings of a cell's content, after `UIListContentConfiguration`'s
/// `imageToTextPadding`, `textToSecondaryTextVerticalPadding`,
/// `textToSecondaryTextHorizontalPadding` and `directionalLayoutMargins`,
/// in points; each `nil` keeps the cell style's own. Given on the page for every item, and on an item for
/// its own row, which wins property by property.
public struct ContentSpacing: Hashable, Sendable {
  /// Between the image and the texts.
  public var imageToTextPadding: Double?
  /// Between the text and the secondary text under it.
  public var textToSecondaryTextVerticalPadding: Double?
  /// Between the text and the secondary text beside it (`valueCell`).
  public var textToSecondaryTextHorizontalPadding: Double?
  /// The margins between the cell's edges and its content.
  public var directionalLayoutMargins: DirectionalEdgeInsets?

  /// Creates spacings; each defaults to the cell style's own.
  public init(
    imageToTextPadding: Double? = nil, textToSecondaryTextVerticalPadding: Double? = nil,
    textToSecondaryTextHorizontalPadding: Double? = nil, directionalLayoutMargins: DirectionalEdgeInsets? = nil
  ) {
    self.imageToTextPadding = imageToTextPadding
    self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
    self.directionalLayoutMargins = directionalLayoutMargins
  }

  /// Whether no spacing is given.
  public var isEmpty: Bool {
    imageToTextPadding == nil && textToSecondaryTextVerticalPadding == nil && textToSecondaryTextHorizontalPadding == nil
      && directionalLayoutMargins == nil
  }
}

/// Insets from the leading and trailing edges, which follow the writing
/// direction, and from the top and bottom (`NSDirectionalEdgeInsets`), in
/// points; an edge left out keeps its default.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: Double?
  /// From the leading edge (the left in a left-to-right language).
  public var leading: Double?
  /// From the bottom edge.
  public var bottom: Double?
  /// From the trailing edge.
  public var trailing: Double?

  /// Creates insets; an edge left out keeps its default.
  public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
