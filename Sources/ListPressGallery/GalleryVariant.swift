import ListPressDecode

/// One way of showing a list in the design review: an appearance, a
/// colour scheme, and normal or editing state.
public struct GalleryVariant: Hashable, Sendable {
  /// The list's appearance.
  public var appearance: Appearance
  /// Light or dark, forced.
  public var colorScheme: ColorScheme
  /// Whether the list is in editing mode.
  public var editing: Bool

  /// Creates a variant.
  public init(appearance: Appearance, colorScheme: ColorScheme, editing: Bool) {
    self.appearance = appearance
    self.colorScheme = colorScheme
    self.editing = editing
  }

  /// The 20 variants, by appearance, then light before dark, then normal
  /// before editing.
  public static let all: [GalleryVariant] = Appearance.allCases.flatMap { appearance in
    [ColorScheme.light, .dark].flatMap { scheme in
      [false, true].map { GalleryVariant(appearance: appearance, colorScheme: scheme, editing: $0) }
    }
  }

  /// The words that tell this variant apart: `insetGrouped, dark, editing`.
  public var label: String {
    "\(appearance.rawValue), \(colorScheme.rawValue), \(editing ? "editing" : "normal")"
  }

  /// What the variant's page file name adds to the list's:
  /// `insetGrouped-dark-editing`.
  public var suffix: String {
    "\(appearance.rawValue)-\(colorScheme.rawValue)" + (editing ? "-editing" : "")
  }

  /// `page` shown this way. Only the page's own cell style follows the
  /// appearance, as the format's defaults do: for a sidebar appearance
  /// `cell` becomes `sidebarCell` and `subtitleCell` becomes
  /// `sidebarSubtitleCell`; for the others every sidebar style becomes
  /// `cell` or `subtitleCell`. Items that set their own style keep it, and
  /// separators stay as the page has them. Sections that give their own
  /// appearance take the variant's too, so that the whole list shows in it.
  public func apply(to page: ListPage) -> ListPage {
    var page = page
    page.appearance = appearance
    for index in page.sections.indices {
      page.sections[index].appearance = nil
    }
    page.colorScheme = colorScheme
    page.editing = editing
    page.cellStyle = Self.cellStyle(page.cellStyle, for: appearance)
    return page
  }

  private static func cellStyle(_ style: CellStyle, for appearance: Appearance) -> CellStyle {
    if appearance.isSidebar {
      switch style {
      case .cell: .sidebarCell
      case .subtitleCell: .sidebarSubtitleCell
      case .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: style
      }
    } else {
      switch style {
      case .sidebarCell, .accompaniedSidebarCell: .cell
      case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell: .subtitleCell
      case .cell, .subtitleCell, .valueCell: style
      }
    }
  }
}
