/// A short, stable hash of some bytes, for file names that change when their
/// contents change and for fingerprints that say whether an input changed.
///
/// 64-bit FNV-1a: the same bytes give the same hash on every platform and
/// in every run (unlike `Hasher`, which is seeded per process). It is not a
/// cryptographic hash; it only has to tell versions of our own files apart.
struct ContentHash: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Starts a hash of nothing.
  init() {}

  /// The hash of `text`'s UTF-8 bytes.
  init(_ text: String) {
    combine(text)
  }

  /// Adds `text`'s UTF-8 bytes, followed by a zero byte so that `"ab", "c"`
  /// and `"a", "bc"` hash differently.
  mutating func combine(_ text: String) {
    for byte in text.utf8 {
      state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    state = state &* 0x0000_0100_0000_01b3
  }

  /// The whole hash: 16 lowercase hexadecimal digits.
  var hex: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The first 8 hexadecimal digits, for file names.
  var shortHex: String {
    String(hex.prefix(8))
  }
}
