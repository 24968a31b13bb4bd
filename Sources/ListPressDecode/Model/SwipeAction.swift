/// An action revealed by swiping a row, after `UIContextualAction`.
public struct SwipeAction: Hashable, Sendable {
  /// The style of an action, after `UIContextualAction.Style`.
  public enum Style: String, CaseIterable, Hashable, Sendable {
    case normal
    case destructive
  }

  /// The action's title.
  public var title: String?
  /// The action's symbol.
  public var image: ImageSource?
  /// Its style; a destructive action is red unless `backgroundColor` says otherwise.
  public var style: Style
  /// Its background colour; `nil` uses the style's own.
  public var backgroundColor: ListColor?

  /// Creates a swipe action.
  public init(title: String? = nil, image: ImageSource? = nil, style: Style = .normal, backgroundColor: ListColor? = nil) {
    self.title = title
    self.image = image
    self.style = style
    self.backgroundColor = backgroundColor
  }
}
