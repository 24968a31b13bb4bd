/// A cursor over bytes that finds markers, for reading generated files of a
/// known format without a full parser.
struct ByteScanner {
  private let bytes: ArraySlice<UInt8>
  private var position: Int

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    position = bytes.startIndex
  }

  init(_ bytes: [UInt8]) {
    self.init(bytes[...])
  }

  /// Moves past the next occurrence of `marker`; false, and at the end, if
  /// there is none.
  mutating func skip(past marker: [UInt8]) -> Bool {
    read(upTo: marker) != nil
  }

  /// Moves past `marker` if the bytes at the cursor start with it.
  mutating func skip(ifAt marker: [UInt8]) -> Bool {
    guard bytes[position...].starts(with: marker) else { return false }
    position += marker.count
    return true
  }

  /// The bytes up to the next occurrence of `marker` (not empty), moving
  /// past the marker; nil, and at the end, if there is none.
  mutating func read(upTo marker: [UInt8]) -> ArraySlice<UInt8>? {
    let first = marker[0]
    var candidate = position
    while let found = bytes[candidate...].firstIndex(of: first) {
      let end = found + marker.count
      if end <= bytes.endIndex, bytes[found..<end].elementsEqual(marker) {
        defer { position = end }
        return bytes[position..<found]
      }
      candidate = found + 1
    }
    position = bytes.endIndex
    return nil
  }
}
