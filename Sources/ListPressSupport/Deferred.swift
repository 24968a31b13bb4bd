import Synchronization

/// A value made the first time any thread asks for it, and kept: for
/// things only some commands need, which every command should not pay for.
package final class Deferred<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let made = Mutex<Value?>(nil)

  /// A value that `make` will make when it is first asked for.
  package init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// The value, made now if it has not been yet. Threads that ask while
  /// it is being made wait for it.
  package var value: Value {
    made.withLock { made in
      if let value = made { return value }
      let value = make()
      made = value
      return value
    }
  }
}
