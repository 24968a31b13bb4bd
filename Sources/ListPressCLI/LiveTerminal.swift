/// A terminal the progress of a build can be drawn on, one line redrawn in
/// place; a pipe or a CI log gets no progress, only the closing summary.
public struct LiveTerminal: Sendable {
  /// How many characters fit on a line.
  public var columns: Int
  /// Writes text to the terminal at once; called from build threads.
  public var write: @Sendable (String) -> Void

  /// Creates a terminal `columns` wide that `write` writes to.
  public init(columns: Int, write: @escaping @Sendable (String) -> Void) {
    self.columns = columns
    self.write = write
  }
}
