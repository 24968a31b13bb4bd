/// A server that cannot start: no port could be listened on.
public struct ServeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What `serve` tried to listen on: `127.0.0.1:8000`.
  public var address: String
  /// Why it failed, in words.
  public var message: String

  /// Creates an error about `address`.
  public init(address: String, message: String) {
    self.address = address
    self.message = message
  }

  /// `ADDRESS: error: MESSAGE`, like a diagnostic.
  public var description: String { "\(address): error: \(message)" }
}
