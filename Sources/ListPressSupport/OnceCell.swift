import Synchronization

/// A value made at most once, by whichever thread asks for it first; the
/// others wait until it is made and share it.
///
/// Making it holds the cell's own lock, so a thread that asks meanwhile
/// blocks until the value is there: it never sees the work half done. The
/// work done while holding it may wait for another cell only when that
/// cell's work never waits, in turn, for this one, or two threads could
/// wait for each other forever.
package final class OnceCell<Value: Sendable>: Sendable {
  private let value = Mutex<Value?>(nil)

  /// Creates an empty cell.
  package init() {}

  /// The value, made by `make` when no thread made it yet; `made` says
  /// whether this call made it.
  package func value(orMake make: () -> Value) -> (value: Value, made: Bool) {
    value.withLock { value in
      if let value { return (value, false) }
      let made = make()
      value = made
      return (made, true)
    }
  }
}
