import Synchronization

/// Values made ahead for work done later on any thread, each handed over
/// once and then forgotten, so that what was made for a thousand pieces of
/// work is not all held until the last is done.
final class HandOff<Value: Sendable>: Sendable {
  private let values: Mutex<[Value?]>

  /// Holds `values` until they are taken.
  init(_ values: consuming [Value]) {
    self.values = Mutex(values.map(Optional.some))
  }

  /// The value at `index`, which is no longer held; `nil` once taken.
  func take(_ index: Int) -> Value? {
    values.withLock { values in
      let value = values[index]
      values[index] = nil
      return value
    }
  }
}
