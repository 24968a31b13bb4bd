/// The look of a whole list, after `UICollectionLayoutListConfiguration.Appearance`.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  case plain
  case grouped
  case insetGrouped
  case sidebar
  case sidebarPlain

  /// Whether this is one of the sidebar appearances, which change several
  /// defaults (no separators, sidebar cell styles).
  public var isSidebar: Bool {
    switch self {
    case .sidebar, .sidebarPlain: true
    case .plain, .grouped, .insetGrouped: false
    }
  }
}
