/// The size and line height of every text style at one Dynamic Type size,
/// in points: Apple's published iOS tables (Human Interface Guidelines,
/// Typography, "Dynamic Type sizes"), which docs/appearance.md cites.
public struct TypeRamp: Hashable, Sendable {
  /// A text style's size and line height (leading), in points.
  public struct Metrics: Hashable, Sendable {
    /// The font size.
    public var size: Int
    /// The line height.
    public var lineHeight: Int
  }

  /// The metrics of each text style.
  public let metrics: [TextStyle: Metrics]

  /// The size and line height of `style`.
  public subscript(style: TextStyle) -> Metrics { metrics[style]! }

  /// The ramp at `category`; `auto` has `large`'s, which the stylesheet
  /// scales to the reader's text size.
  public init(_ category: ContentSizeCategory) {
    let column = Self.columns.firstIndex(of: category == .auto ? .large : category)!
    var metrics: [TextStyle: Metrics] = [:]
    for (style, row) in Self.published {
      let (size, lineHeight) = row[column]
      metrics[style] = Metrics(size: size, lineHeight: lineHeight)
    }
    // The extra-large titles are not in Apple's tables: each scales from
    // its default size as largeTitle does, with a line height of 1.2 times
    // its size, as at the default size (docs/appearance.md).
    let largeTitle = metrics[.largeTitle]!.size
    for (style, defaultSize) in [(TextStyle.extraLargeTitle, 36), (.extraLargeTitle2, 28)] {
      let size = Int((Double(largeTitle * defaultSize) / 34).rounded())
      metrics[style] = Metrics(size: size, lineHeight: Int((Double(size) * 1.2).rounded()))
    }
    self.metrics = metrics
  }

  /// The categories of the table's columns, smallest first.
  static let columns: [ContentSizeCategory] = ContentSizeCategory.allCases.filter { $0 != .auto }

  /// Apple's table: for each text style, (size, leading) at each of
  /// ``columns``.
  private static let published: [TextStyle: [(Int, Int)]] = [
    .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                  (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
    .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
              (38, 46), (43, 51), (48, 57), (53, 63), (58, 69)],
    .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
              (34, 41), (39, 47), (44, 52), (50, 60), (56, 66)],
    .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
              (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
    .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
    .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
            (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
    .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
               (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
    .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                   (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
    .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
    .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
    .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
  ]
}
