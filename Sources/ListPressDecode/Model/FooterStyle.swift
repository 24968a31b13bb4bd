/// The content configuration a section footer is drawn with, after
/// `UIListContentConfiguration`'s footer presets. ListPress draws the
/// footers of plain and grouped lists alike (footnote, secondaryLabel, as
/// written: §6 grades groupedFooter B and leaves plainFooter unsettled),
/// so the three name the same type; a definition written from UIKit keeps
/// its own words.
public enum FooterStyle: String, CaseIterable, Hashable, Sendable {
  /// `footer()` (iOS 18): the footer of the list's appearance, as a footer
  /// written as text gets.
  case footer
  /// `plainFooter()`: a plain list's footer.
  case plainFooter
  /// `groupedFooter()`: a grouped list's footer.
  case groupedFooter
}
