/// The titles of the section index down the list's trailing edge, after
/// the collection view's `indexTitles`: pressing or dragging over a title
/// goes to its section.
public enum IndexTitles: Hashable, Sendable {
  /// One title for each section with a header: the header's first
  /// character, upper-cased; sections whose headers start alike share the
  /// first one's title.
  case automatic
  /// These titles, in order: each leads to the first section whose header
  /// starts with it, or else to the first section after it in Unicode's
  /// order of characters, in which accented capitals follow `Z` (the last
  /// section when none is), as Contacts leads `Q` to `R`;
  /// a title that is no letter (`#`) leads to the first section whose
  /// header starts with no letter, or else to the last section.
  case titles([String])
}
