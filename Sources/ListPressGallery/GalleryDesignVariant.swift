import ListPressDecode

/// One way of showing a list in the design review's comparison of UIKit's
/// two designs: the iOS 26 design or the classic one, forced whatever the
/// page or the build chooses, in light or dark. The list keeps its own
/// appearance, cell style and editing state.
public struct GalleryDesignVariant: Hashable, Sendable {
  /// Whether the list is drawn in the classic design
  /// (``ListPage/designRequiresCompatibility``) rather than the iOS 26 one.
  public var designRequiresCompatibility: Bool
  /// Light or dark, forced.
  public var colorScheme: ColorScheme

  /// Creates a variant.
  public init(designRequiresCompatibility: Bool, colorScheme: ColorScheme) {
    self.designRequiresCompatibility = designRequiresCompatibility
    self.colorScheme = colorScheme
  }

  /// The 4 variants: the iOS 26 design before the classic one, light
  /// before dark.
  public static let all: [GalleryDesignVariant] = [false, true].flatMap { classic in
    [ColorScheme.light, .dark].map { GalleryDesignVariant(designRequiresCompatibility: classic, colorScheme: $0) }
  }

  /// The name the review page gives a design: `iOS 26`, or for the
  /// classic one (`classic` is `true`) `Classic (designRequiresCompatibility)`,
  /// after the key that chooses it.
  public static func name(ofDesignRequiringCompatibility classic: Bool) -> String {
    classic ? "Classic (designRequiresCompatibility)" : "iOS 26"
  }

  /// What the variant's page file name adds to the list's: `ios26-light`,
  /// `classic-dark`. No appearance's name is one of the design words, so
  /// these never meet a ``GalleryVariant/suffix``.
  public var suffix: String {
    (designRequiresCompatibility ? "classic" : "ios26") + "-" + colorScheme.rawValue
  }

  /// `page` shown this way: in this design and colour scheme, and
  /// otherwise as it is.
  public func apply(to page: ListPage) -> ListPage {
    var page = page
    page.designRequiresCompatibility = designRequiresCompatibility
    page.colorScheme = colorScheme
    return page
  }
}
