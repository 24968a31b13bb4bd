/// Finds `javascript:` and `vbscript:` in a stream of decoded bytes, the way
/// a browser could still read them as a URL's scheme: in any case, with any
/// spaces, tabs, line breaks and control characters between their letters
/// left out. It remembers only the last few letters, so a whole document's
/// text goes through one detector.
struct ScriptSchemeDetector {
  private static let schemes: [[UInt8]] = [Array("javascript:".utf8), Array("vbscript:".utf8)]
  private static let longest = schemes.map(\.count).max()!

  private var recent: [UInt8] = []

  /// The scheme the bytes so far end with, once one has been seen.
  private(set) var foundScheme: String?

  /// `byte` as the detector compares it: lowercased, or `nil` for a space
  /// or control character, which a browser may drop from a URL.
  static func normalized(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0...0x20, 0x7F: nil
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
    default: byte
    }
  }

  /// Takes the next byte.
  mutating func append(_ byte: UInt8) {
    guard let byte = Self.normalized(byte) else { return }
    recent.append(byte)
    if recent.count > Self.longest { recent.removeFirst(recent.count - Self.longest) }
    if foundScheme == nil, let scheme = Self.schemes.first(where: { recent.reversed().starts(with: $0.reversed()) }) {
      foundScheme = String(decoding: scheme, as: UTF8.self)
    }
  }
}
