#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable run of bytes for writing a document piece by piece.
///
/// A page is written in millions of pieces of a few bytes each (a tag
/// name, a quote, a class name); appending them to an `Array` costs more in
/// its bookkeeping (uniqueness, capacity, a generic copy) than in the copy
/// itself. This buffer checks its capacity and copies, nothing else. It is
/// a class so that a writer and the start tag it is writing share it
/// without copying; it belongs to one writer on one thread.
final class ByteBuffer {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes have been written.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// Appends `length` bytes from `bytes`.
  @inline(__always)
  func append(_ bytes: UnsafeRawPointer, length: Int) {
    if count + length > capacity {
      grow(toAtLeast: count + length)
    }
    UnsafeMutableRawPointer(start + count).copyMemory(from: bytes, byteCount: length)
    count += length
  }

  /// Appends one byte.
  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity {
      grow(toAtLeast: count + 1)
    }
    start[count] = byte
    count += 1
  }

  /// Appends the bytes of a literal.
  @inline(__always)
  func append(_ literal: StaticString) {
    append(literal.utf8Start, length: literal.utf8CodeUnitCount)
  }

  /// Appends the bytes of `buffer`.
  @inline(__always)
  func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    append(base, length: buffer.count)
  }

  /// The bytes written, as a string.
  var string: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// The bytes written, leaving the buffer empty with its capacity.
  func take() -> [UInt8] {
    defer { count = 0 }
    return Array(UnsafeBufferPointer(start: start, count: count))
  }

  private func grow(toAtLeast minimum: Int) {
    var newCapacity = capacity * 2
    while newCapacity < minimum { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.moveInitialize(from: start, count: count)
    start.deallocate()
    start = grown
    capacity = newCapacity
  }
}
