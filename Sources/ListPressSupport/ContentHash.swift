/// A fast 64-bit hash of bytes, to tell whether a file's contents changed
/// since the last build. It is not cryptographic: it guards against
/// accidents, not against someone forging a collision.
///
/// The bytes are read eight at a time as little-endian words; each word is
/// mixed into the state by an xor, a multiplication by an odd constant and a
/// shift, and the length and a final avalanche (MurmurHash3's finaliser)
/// make every input bit reach every output bit. The value is the same on
/// every machine and every run, so it can be stored in the manifest.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
  /// The hash.
  package let value: UInt64

  private static let seed: UInt64 = 0x243F_6A88_85A3_08D3
  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The hash of `bytes`.
  package init(of bytes: UnsafeRawBufferPointer) {
    self.init(state: Self.mixWords(of: bytes, into: Self.seed), tail: bytes, count: bytes.count)
  }

  /// The hash from the state after every whole word, the bytes whose last
  /// `count % 8` are the tail, and the number of bytes hashed.
  private init(state: UInt64, tail bytes: UnsafeRawBufferPointer, count: Int) {
    var tail: UInt64 = 0
    for (shift, byte) in bytes[(bytes.count / 8 * 8)...].enumerated() {
      tail |= UInt64(byte) << (8 * UInt64(shift))
    }
    var state = Self.mix(state, tail)
    state = Self.mix(state, UInt64(count))
    value = Self.avalanche(state)
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

  /// Reads a hash back from its `description`.
  package init?(_ description: String) {
    var description = description
    guard let hash = description.withUTF8({ ContentHash(hexDigits: $0) }) else { return nil }
    self = hash
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

  /// `state` with every whole word of `bytes` mixed in.
  private static func mixWords(of bytes: UnsafeRawBufferPointer, into state: UInt64) -> UInt64 {
    var state = state
    for word in 0..<(bytes.count / 8) {
      state = mix(state, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)))
    }
    return state
  }

  private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (state ^ word) &* multiplier
    return mixed ^ (mixed >> 29)
  }

  private static func avalanche(_ state: UInt64) -> UInt64 {
    var state = state
    state ^= state >> 33
    state &*= 0xFF51_AFD7_ED55_8CCD
    state ^= state >> 33
    state &*= 0xC4CE_B9FE_1A85_EC53
    state ^= state >> 33
    return state
  }
}

extension ContentHash: Codable {
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let hash = ContentHash(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a 16-digit hexadecimal hash")
    }
    self = hash
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
