/// The text size a page is drawn at, after UIKit's `UIContentSizeCategory`
/// (the Dynamic Type setting an app's `preferredContentSizeCategory`
/// reports): the seven standard sizes, the five accessibility sizes, or
/// `auto`, which follows the reader's browser text size.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
  /// UIKit's default size (`large`) at the browser's default text size
  /// (16 CSS pixels), scaled in proportion to the reader's own browser
  /// text size.
  case auto
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes
  /// (`UIContentSizeCategory.isAccessibilityCategory`), at which UIKit
  /// stacks a value cell's value under its text.
  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge:
      true
    case .auto, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge:
      false
    }
  }
}
