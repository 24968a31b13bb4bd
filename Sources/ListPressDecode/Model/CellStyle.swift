/// The content configuration of a cell, after the factory methods of
/// `UIListContentConfiguration`.
public enum CellStyle: String, CaseIterable, Hashable, Sendable {
  case cell
  case subtitleCell
  case valueCell
  case sidebarCell
  case sidebarSubtitleCell
  case accompaniedSidebarCell
  case accompaniedSidebarSubtitleCell
}
