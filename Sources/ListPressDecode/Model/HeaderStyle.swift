/// The content configuration a section header is drawn with, after
/// `UIListContentConfiguration`'s header presets.
public enum HeaderStyle: String, CaseIterable, Hashable, Sendable {
  /// `header()` (iOS 18): the header of the list's appearance, as a header
  /// written as text gets.
  case header
  /// `plainHeader()`: a plain list's header type in any appearance
  /// (subheadline, semibold, secondaryLabel, as written).
  case plainHeader
  /// `groupedHeader()`: a grouped list's header type in any appearance, in
  /// the page's design (classic: footnote in capitals, secondaryLabel;
  /// iOS 26: body, semibold, label, as written).
  case groupedHeader
  /// `prominentInsetGroupedHeader()` (iOS 15): title3, bold, in the label
  /// colour, as written.
  case prominentInsetGroupedHeader
  /// `extraProminentInsetGroupedHeader()` (iOS 15): title2, bold, in the
  /// label colour, as written.
  case extraProminentInsetGroupedHeader
}
