import CXXHash

/// A fast 64-bit hash of bytes, to tell whether a file's contents changed
/// since the last build: XXH3 (64 bits, seed 0), from Debian's libxxhash.
/// It is not cryptographic: it guards against accidents, not against
/// someone forging a collision. The value is the same on every machine and
/// every run, so it can be stored in the manifest, and it is the one
/// `xxhsum -H3` prints for the same bytes.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
  /// The hash.
  package let value: UInt64

  /// The hash of `bytes`.
  package init(of bytes: UnsafeRawBufferPointer) {
    value = XXH3_64bits(bytes.baseAddress, bytes.count)
  }

  /// The hash of `bytes`.
  package init(of bytes: [UInt8]) {
    self = bytes.withUnsafeBytes { ContentHash(of: $0) }
  }

  /// The hash of `text`'s UTF-8 bytes.
  package init(ofText text: String) {
    var text = text
    self = text.withUTF8 { ContentHash(of: UnsafeRawBufferPointer($0)) }
  }

  /// Reads a hash back from the sixteen hexadecimal digits of its
  /// `description`, as bytes.
  package init?(hexDigits digits: UnsafeBufferPointer<UInt8>?) {
    guard let digits, digits.count == 16 else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      let nibble: UInt8
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt64(nibble)
    }
    self.value = value
  }

  /// Sixteen lowercase hexadecimal digits.
  package var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The first eight hexadecimal digits, for file names.
  package var shortHex: String {
    String(description.prefix(8))
  }
}
