/// The spacings of a cell's content, after `UIListContentConfiguration`'s
/// `imageToTextPadding`, `textToSecondaryTextVerticalPadding` and
/// `textToSecondaryTextHorizontalPadding`, in points; each `nil` keeps the
/// cell style's own. Given on the page for every item, and on an item for
/// its own row, which wins property by property.
public struct ContentSpacing: Hashable, Sendable {
  /// Between the image and the texts.
  public var imageToTextPadding: Double?
  /// Between the text and the secondary text under it.
  public var textToSecondaryTextVerticalPadding: Double?
  /// Between the text and the secondary text beside it (`valueCell`).
  public var textToSecondaryTextHorizontalPadding: Double?

  /// Creates spacings; each defaults to the cell style's own.
  public init(
    imageToTextPadding: Double? = nil, textToSecondaryTextVerticalPadding: Double? = nil,
    textToSecondaryTextHorizontalPadding: Double? = nil
  ) {
    self.imageToTextPadding = imageToTextPadding
    self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
  }

  /// Whether no spacing is given.
  public var isEmpty: Bool { self == ContentSpacing() }
}
