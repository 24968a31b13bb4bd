/// Which colour scheme a page uses.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
  /// Follows the reader's system setting (`prefers-color-scheme`).
  case auto
  /// Always light.
  case light
  /// Always dark.
  case dark
}
