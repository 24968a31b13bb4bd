/// The colour scheme a snapshot is taken in: what the page's
/// `prefers-color-scheme` media query matches.
public enum SnapshotAppearance: String, CaseIterable, Hashable, Sendable {
  case light
  case dark
}

/// What `listpress snapshot` takes of each page, and how it names the
/// images.
public struct SnapshotOptions: Hashable, Sendable {
  /// The device scales, each one image: 2 and 3 (an iPhone's) by default.
  public var scales: [Int]
  /// The colour schemes, each one image: light and dark by default.
  public var appearances: [SnapshotAppearance]
  /// The width of the window, in CSS pixels (390 by default, an iPhone's).
  /// The height is the page's whole height.
  public var width: Int
  /// Whether the images get DocC's names (`characters@2x.png`,
  /// `characters~dark@2x.png`) rather than ListPress's
  /// (`characters-light@2x.png`).
  public var namesForDocC: Bool
  /// The Chromium to use (`--chromium`); `nil` to look for one.
  public var chromium: String?
  /// Whether each list's design review page is photographed too
  /// (`--gallery`): whole, every frame drawn, ``reviewWidth`` wide, at
  /// each scale (the review page itself is light; its frames show both
  /// schemes).
  public var includesReviews: Bool

  /// The width of the window a review page is photographed in, in CSS px.
  public static let reviewWidth = 1440

  /// The scales a snapshot can be taken at.
  public static let scaleRange = 1...4
  /// The widths a snapshot can be taken at, in CSS pixels.
  public static let widthRange = 240...2560

  public init(
    scales: [Int] = [2, 3], appearances: [SnapshotAppearance] = [.light, .dark], width: Int = 390,
    namesForDocC: Bool = false, chromium: String? = nil, includesReviews: Bool = false
  ) {
    self.scales = scales
    self.appearances = appearances
    self.width = width
    self.namesForDocC = namesForDocC
    self.chromium = chromium
    self.includesReviews = includesReviews
  }
}
