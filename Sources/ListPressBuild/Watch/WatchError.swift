/// A watch that cannot go on: the system refused to watch a folder.
public struct WatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The folder that cannot be watched.
  public var path: String
  /// Why, in words.
  public var message: String

  /// Creates an error about `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `PATH: error: MESSAGE`, like a diagnostic.
  public var description: String { "\(path): error: \(message)" }
}
