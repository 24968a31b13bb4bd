/// How a text of a cell is drawn, after
/// `UIListContentConfiguration.TextProperties`. Every property is optional:
/// one left out is the cell style's own, or what an enclosing level (the
/// section, the page) sets; an item's own wins over its section's, which
/// wins over the page's, property by property.
public struct TextProperties: Hashable, Sendable {
  /// The text style the text is set in (`UIFont.TextStyle`).
  public var font: TextStyle?
  /// The text's colour.
  public var color: ListColor?
  /// How the text's lines are aligned.
  public var alignment: TextAlignment?
  /// The most lines the text takes before it is cut short with an
  /// ellipsis; 0 for as many as it needs.
  public var numberOfLines: Int?
  /// How the letters' case is changed.
  public var transform: TextTransform?

  /// Creates text properties; every property defaults to the cell style's own.
  public init(
    font: TextStyle? = nil, color: ListColor? = nil, alignment: TextAlignment? = nil, numberOfLines: Int? = nil,
    transform: TextTransform? = nil
  ) {
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.transform = transform
  }
}

/// A text style of Dynamic Type (`UIFont.TextStyle`), drawn at the size,
/// weight and line height of UIKit's default ("Large") text size.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
  case extraLargeTitle, extraLargeTitle2, largeTitle, title1, title2, title3
  case headline, body, callout, subheadline, footnote, caption1, caption2
}

/// How a text's lines are aligned
/// (`UIListContentConfiguration.TextProperties.TextAlignment`).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  /// Leading, as the language's direction has it.
  case natural
  case center
  /// Both edges, but for the last line.
  case justified
}

/// How a text's letters change case
/// (`UIListContentConfiguration.TextProperties.TextTransform`).
public enum TextTransform: String, CaseIterable, Hashable, Sendable {
  case none, uppercase, lowercase, capitalized
}
