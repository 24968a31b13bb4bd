extension String {
  /// The same text in storage of its own size.
  ///
  /// A string built piece by piece (`+`, `joined`) keeps the room it grew
  /// into, up to twice its length. A build keeps two paths of every
  /// definition until it ends (the path it was found at and its key in the
  /// manifest), so those are copied down to size: on 5,000 definitions the
  /// room was 0.56 MB.
  package func compacted() -> String {
    let count = utf8.count
    // Up to 15 bytes are stored in the string itself, with no storage.
    guard count > 15 else { return self }
    return String(unsafeUninitializedCapacity: count) { buffer in
      buffer.initialize(fromContentsOf: utf8)
    }
  }
}
