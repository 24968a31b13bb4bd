/// The passing states of a cell, after `UICellConfigurationState`, declared
/// on an item so that a design review shows them without a finger, a
/// keyboard or a drag: drawn with the same rules as the live states.
public struct DeclaredCellState: Hashable, Sendable {
  /// The side whose swipe actions are drawn open.
  public enum Swiped: String, CaseIterable, Hashable, Sendable {
    case leading
    case trailing
  }

  /// A moment of a drag, after `UICellConfigurationDragState`.
  public enum DragState: String, CaseIterable, Hashable, Sendable {
    /// The cell lifts under the finger, before it moves.
    case lifting
    /// The cell follows the finger.
    case dragging
  }

  /// Drawn as while a finger is down on it (`isHighlighted`).
  public var highlighted: Bool
  /// Drawn with the keyboard's focus ring (`isFocused`).
  public var focused: Bool
  /// The side whose swipe actions are drawn open; `nil` for none.
  public var swiped: Swiped?
  /// The moment of a drag it is drawn in; `nil` for none.
  public var dragState: DragState?

  /// Creates declared states; none unless given.
  public init(highlighted: Bool = false, focused: Bool = false, swiped: Swiped? = nil, dragState: DragState? = nil) {
    self.highlighted = highlighted
    self.focused = focused
    self.swiped = swiped
    self.dragState = dragState
  }

  /// Whether no state is declared.
  public var isEmpty: Bool { self == DeclaredCellState() }
}
