/// A page or asset that could not be written: where, and why in words.
public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path that could not be written, read or created.
  public var path: String
  /// What went wrong, in one sentence.
  public var message: String

  /// Creates an error about `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `PATH: error: MESSAGE`, like a diagnostic.
  public var description: String { "\(path): error: \(message)" }
}
