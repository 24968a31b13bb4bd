import Synchronization

/// Values made ahead for work done later on any thread, each handed over
/// once and then forgotten, so that what was made for a thousand pieces of
/// work is not all held until the last is done.
final class HandOff<Value: Sendable>: Sendable {
  /// The values not taken yet, and how many those are.
  private let values: Mutex<(values: [Value?], left: Int)>

  /// Holds `values` until they are taken.
  init(_ values: consuming [Value]) {
    let count = values.count
    self.values = Mutex((values.map(Optional.some), count))
  }

  /// The value at `index`, which is no longer held; `nil` once taken. Once
  /// the last is taken, their table goes too, before the work ends.
  func take(_ index: Int) -> Value? {
    values.withLock { held in
      guard let value = held.values[index] else { return nil }
      held.values[index] = nil
      held.left -= 1
      if held.left == 0 {
        held.values = []
      }
      return value
    }
  }
}
