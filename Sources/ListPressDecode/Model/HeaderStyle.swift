/// The content configuration a section header is drawn with, after
/// `UIListContentConfiguration`'s header presets.
public enum HeaderStyle: String, CaseIterable, Hashable, Sendable {
  /// `header()` (iOS 18): the header of the list's appearance, as a header
  /// written as text gets.
  case header
  /// `prominentInsetGroupedHeader()` (iOS 15): title3, bold, in the label
  /// colour, as written.
  case prominentInsetGroupedHeader
  /// `extraProminentInsetGroupedHeader()` (iOS 15): title2, bold, in the
  /// label colour, as written.
  case extraProminentInsetGroupedHeader
}
