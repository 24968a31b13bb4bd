import Synchronization

/// Values made at most once per key, each by whichever thread asks for it
/// first (see ``OnceCell``), kept for the table's lifetime. Any number of
/// threads may ask at once; threads asking for different keys do not wait
/// for each other's work.
package final class OnceTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let cells = Mutex<[Key: OnceCell<Value>]>([:])

  /// Creates an empty table.
  package init() {}

  /// The value of `key`, made by `make` when no thread made it yet; `made`
  /// says whether this call made it.
  package func value(for key: Key, orMake make: () -> Value) -> (value: Value, made: Bool) {
    cell(for: key).value(orMake: make)
  }

  /// The cell that holds the value of `key`, empty until a thread makes
  /// it: the same object for every call with `key`, for the table's
  /// lifetime, so it can stand for the key.
  package func cell(for key: Key) -> OnceCell<Value> {
    cells.withLock { cells in
      if let cell = cells[key] { return cell }
      let cell = OnceCell<Value>()
      cells[key] = cell
      return cell
    }
  }
}
