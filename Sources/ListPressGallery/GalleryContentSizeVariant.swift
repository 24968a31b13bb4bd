import ListPressDecode

/// One way of showing a list on the design review's Dynamic Type axis: at
/// a fixed text size (``ListPage/preferredContentSizeCategory``), whatever
/// the page chooses. The list keeps its own design, appearance, colour
/// scheme and editing state.
public struct GalleryContentSizeVariant: Hashable, Sendable {
  /// The text size the list is drawn at.
  public var category: ContentSizeCategory

  /// Creates a variant.
  public init(category: ContentSizeCategory) {
    self.category = category
  }

  /// The 3 variants: UIKit's default size, `large`, then the smallest and
  /// the largest accessibility size.
  public static let all: [GalleryContentSizeVariant] = [
    .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
  ].map(GalleryContentSizeVariant.init)

  /// The words that tell this variant apart: `large (default)`,
  /// `accessibilityMedium`.
  public var label: String {
    category.rawValue + (category == .large ? " (default)" : "")
  }

  /// What the variant's page file name adds to the list's:
  /// `content-size-accessibilityMedium`. No appearance's or design
  /// variant's suffix starts with `content-size-`.
  public var suffix: String {
    "content-size-" + category.rawValue
  }

  /// `page` shown this way: at this text size, and otherwise as it is.
  public func apply(to page: ListPage) -> ListPage {
    var page = page
    page.preferredContentSizeCategory = category
    return page
  }
}
