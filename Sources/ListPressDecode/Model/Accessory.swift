/// A view at the leading or trailing edge of a cell, after `UICellAccessory`.
public struct Accessory: Hashable, Sendable {
  /// The kinds of accessory, named after the `UICellAccessory` factories.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case disclosureIndicator
    case outlineDisclosure
    case checkmark
    case delete
    case insert
    case reorder
    case multiselect
    case detail
    case popUpMenu
    case label
    case customView

    /// Where UIKit puts this kind of accessory; `nil` for `customView`,
    /// whose placement must be given.
    public var defaultPlacement: Placement? {
      switch self {
      case .delete, .insert, .multiselect: .leading
      case .disclosureIndicator, .outlineDisclosure, .checkmark, .reorder, .detail, .popUpMenu, .label: .trailing
      case .customView: nil
      }
    }

    /// When UIKit shows this kind of accessory unless told otherwise.
    public var defaultDisplayed: Displayed {
      switch self {
      case .delete, .insert, .reorder, .multiselect: .whenEditing
      case .disclosureIndicator, .outlineDisclosure, .checkmark, .detail, .popUpMenu, .label, .customView: .always
      }
    }
  }

  /// Which edge of the cell an accessory sits on.
  public enum Placement: String, CaseIterable, Hashable, Sendable {
    case leading
    case trailing
  }

  /// When an accessory is shown, after `UICellAccessory.DisplayedState`.
  public enum Displayed: String, CaseIterable, Hashable, Sendable {
    case always
    case whenEditing
    case whenNotEditing
  }

  /// What pressing a custom view does.
  public enum Toggle: String, CaseIterable, Hashable, Sendable {
    /// Marks the item as a favourite; the page remembers it.
    case favorite
  }

  /// The kind of accessory.
  public var kind: Kind
  /// The edge it sits on.
  public var placement: Placement
  /// When it is shown.
  public var displayed: Displayed
  /// Its tint; `nil` uses the kind's own colour.
  public var tintColor: ListColor?
  /// Whether it is hidden while still taking its place, as UIKit's `isHidden`.
  public var isHidden: Bool
  /// The text of a `label`, or the text of a `customView`.
  public var text: String?
  /// The symbol of a `customView`.
  public var image: ImageSource?
  /// What pressing a `customView` does, if anything.
  public var toggle: Toggle?
  /// The menu of a `popUpMenu`, whose one action with the state `on` (or
  /// else its first) is the value it shows.
  public var menu: Menu?
  /// Whether a `reorder` control has a thin vertical divider before it when
  /// it follows another accessory, as `UICellAccessory.ReorderOptions`'
  /// `showsVerticalSeparator` (true unless told otherwise).
  public var showsVerticalSeparator: Bool

  /// Creates an accessory with UIKit's defaults for its kind. A `customView`
  /// without a placement goes to the trailing edge.
  public init(
    _ kind: Kind,
    placement: Placement? = nil,
    displayed: Displayed? = nil,
    tintColor: ListColor? = nil,
    isHidden: Bool = false,
    text: String? = nil,
    image: ImageSource? = nil,
    toggle: Toggle? = nil,
    menu: Menu? = nil,
    showsVerticalSeparator: Bool = true
  ) {
    self.kind = kind
    self.placement = placement ?? kind.defaultPlacement ?? .trailing
    self.displayed = displayed ?? kind.defaultDisplayed
    self.tintColor = tintColor
    self.isHidden = isHidden
    self.text = text
    self.image = image
    self.toggle = toggle
    self.menu = menu
    self.showsVerticalSeparator = showsVerticalSeparator
  }
}
