/// How far a build or a check has got: sent once per definition, as soon
/// as it is done, from whichever thread did it.
public struct BuildProgress: Hashable, Sendable {
  /// How many definitions are done, this one included.
  public var completed: Int
  /// How many definitions the run has.
  public var total: Int
  /// The definition just done, as found among the inputs.
  public var file: String

  /// Creates a progress report.
  public init(completed: Int, total: Int, file: String) {
    self.completed = completed
    self.total = total
    self.file = file
  }
}
