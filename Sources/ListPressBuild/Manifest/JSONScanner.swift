#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads JSON from bytes value by value, for a reader that knows what it
/// expects where (`ManifestReader`): no tree of the document is built, and
/// only the strings the reader asks for are made.
///
/// It accepts what RFC 8259 allows, except numbers that are not integers
/// (the manifest has none); anything else throws ``Malformed``.
///
/// It also counts what it reads that `ManifestJSON` never writes (see
/// ``irregularities``), so that a reader can tell which values are written
/// exactly as `ManifestJSON` would write what they hold, and keep their
/// bytes (``ManifestFile``).
struct JSONScanner {
  /// The bytes are not the JSON that was expected.
  struct Malformed: Error {}

  /// The deepest nesting of arrays and objects read; deeper is malformed,
  /// so a damaged file cannot exhaust the stack.
  static let maximumDepth = 64

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var depth = 0
  /// How many things read so far `ManifestJSON` would have written
  /// otherwise: white space, a member out of the order of its key's bytes
  /// (or twice) in an object read with ``fields(_:)``, a value skipped as
  /// unknown, `null`, an escape other than `\"`, `\\`, `\b`, `\f`, `\n`,
  /// `\r` and `\t`, a hexadecimal string with capitals, `-0`. A value
  /// read while the count stayed the same is in the one form `ManifestJSON`
  /// writes for what it holds.
  private(set) var irregularities = 0

  /// Where a value (or a member, from its key) starts, and how irregular
  /// the bytes before it were: see ``exactRange(since:)``.
  struct Mark {
    fileprivate let offset: Int
    fileprivate let irregularities: Int
  }

  /// A mark at the next value, past any white space.
  mutating func mark() -> Mark {
    skipSpace()
    return Mark(offset: offset, irregularities: irregularities)
  }

  /// The bytes read since `mark`, as offsets, when nothing irregular was
  /// among them; otherwise `nil`.
  func exactRange(since mark: Mark) -> Range<Int>? {
    irregularities == mark.irregularities ? mark.offset..<offset : nil
  }

  /// A scanner at the start of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads an object, calling `member` with each key, in order, to read
  /// that key's value.
  mutating func members(_ member: (inout JSONScanner, String) throws -> Void) throws {
    try members { scanner, key, _ in try member(&scanner, key) }
  }

  /// ``members(_:)``, saying too whether each key was written with escapes.
  mutating func members(_ member: (inout JSONScanner, String, _ escaped: Bool) throws -> Void) throws {
    try markedMembers { scanner, key, escaped, _ in try member(&scanner, key, escaped) }
  }

  /// ``members(_:)``, saying too whether each key was written with escapes,
  /// with a mark at the start of each member's key.
  mutating func markedMembers(_ member: (inout JSONScanner, String, _ escaped: Bool, Mark) throws -> Void) throws {
    try open(UInt8(ascii: "{"))
    if !take(UInt8(ascii: "}")) {
      repeat {
        let start = mark()
        let (key, escaped) = try stringAndWhetherEscaped()
        try expect(UInt8(ascii: ":"))
        try member(&self, key, escaped, start)
      } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
    }
    depth -= 1
  }

  /// A member's key as its bytes, for a reader that knows which keys it
  /// takes: it is compared with `case "name":` in a `switch`, and no
  /// string is made of it. Valid only while the member is read.
  struct Key {
    fileprivate let bytes: UnsafeBufferPointer<UInt8>

    static func ~= (pattern: StaticString, key: Key) -> Bool {
      pattern.utf8CodeUnitCount == key.bytes.count
        && (key.bytes.isEmpty || memcmp(pattern.utf8Start, key.bytes.baseAddress!, key.bytes.count) == 0)
    }
  }

  /// ``members(_:)`` for an object whose keys the reader knows: each key
  /// as its bytes. A key with an escape or a byte outside ASCII is read as
  /// a string first, so that one that is not UTF-8 is refused all the same.
  /// Its members' keys are expected in the order of their bytes.
  mutating func fields(_ field: (inout JSONScanner, Key) throws -> Void) throws {
    try open(UInt8(ascii: "{"))
    if !take(UInt8(ascii: "}")) {
      var previousKey: UnsafeBufferPointer<UInt8>?
      repeat {
        skipSpace()
        let quote = offset
        try expect(UInt8(ascii: "\""))
        let start = offset
        try skipPlainCharacters()
        let plain = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        if bytes[offset] == UInt8(ascii: "\""), plain.allSatisfy({ $0 < 0x80 }) {
          if let previousKey, !Self.precedes(previousKey, plain) { irregularities += 1 }
          previousKey = plain
          offset += 1
          try expect(UInt8(ascii: ":"))
          try field(&self, Key(bytes: plain))
        } else {
          // No key of the manifest needs an escape or is outside ASCII.
          irregularities += 1
          offset = quote
          var key = try string()
          try expect(UInt8(ascii: ":"))
          try key.withUTF8 { try field(&self, Key(bytes: $0)) }
        }
      } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
    }
    depth -= 1
  }

  /// Whether the bytes `a` sort before the bytes `b`.
  private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let shared = min(a.count, b.count)
    let order = shared == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, shared)
    return order != 0 ? order < 0 : a.count < b.count
  }

  /// Reads an array, calling `element` to read each element.
  mutating func elements(_ element: (inout JSONScanner) throws -> Void) throws {
    try open(UInt8(ascii: "["))
    if !take(UInt8(ascii: "]")) {
      repeat {
        try element(&self)
      } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "]"))
    }
    depth -= 1
  }

  /// Reads a string, its escapes resolved.
  mutating func string() throws -> String {
    try stringAndWhetherEscaped().string
  }

  /// A string of exactly `count` ASCII hexadecimal digits, without
  /// escapes, read as bytes; `nil` when the string is anything else (then
  /// it has been read past all the same).
  mutating func hexadecimalString(count: Int) throws -> UnsafeBufferPointer<UInt8>? {
    skipSpace()
    let start = offset + 1
    if start + count < bytes.count, bytes[offset] == UInt8(ascii: "\""), bytes[start + count] == UInt8(ascii: "\""),
      bytes[start..<start + count].allSatisfy({ Self.isHexadecimalDigit($0) })
    {
      if !bytes[start..<start + count].allSatisfy({ $0 <= UInt8(ascii: "9") || $0 >= UInt8(ascii: "a") }) {
        irregularities += 1
      }
      offset = start + count + 1
      return UnsafeBufferPointer(rebasing: bytes[start..<start + count])
    }
    _ = try string()
    return nil
  }

  private static func isHexadecimalDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  /// Reads a string, its escapes resolved, and says whether it had any.
  mutating func stringAndWhetherEscaped() throws -> (string: String, escaped: Bool) {
    try expect(UInt8(ascii: "\""))
    let start = offset
    // Most strings have no escape and are made from the bytes as they are.
    try skipPlainCharacters()
    if bytes[offset] == UInt8(ascii: "\"") {
      offset += 1
      return (try validated(UnsafeBufferPointer(rebasing: bytes[start..<offset - 1])), false)
    }
    var text = Array(bytes[start..<offset])
    while bytes[offset] == UInt8(ascii: "\\") {
      offset += 1
      guard offset < bytes.count else { throw Malformed() }
      let escaped = bytes[offset]
      offset += 1
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(escaped)
      case UInt8(ascii: "/"):
        irregularities += 1
        text.append(escaped)
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        // The few `ManifestJSON` writes (control characters) count too.
        irregularities += 1
        text.append(contentsOf: String(Character(try unicodeEscape())).utf8)
      default: throw Malformed()
      }
      let runStart = offset
      try skipPlainCharacters()
      text.append(contentsOf: bytes[runStart..<offset])
    }
    offset += 1
    return (try text.withUnsafeBufferPointer(validated), true)
  }

  /// Reads an integer that fits `T`.
  mutating func integer<T: FixedWidthInteger>(_ type: T.Type = T.self) throws -> T {
    skipSpace()
    let negative = takeByte(UInt8(ascii: "-"))
    let start = offset
    var magnitude: UInt64 = 0
    while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
      let (times10, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carried) = times10.addingReportingOverflow(UInt64(bytes[offset] - UInt8(ascii: "0")))
      guard !overflowed, !carried else { throw Malformed() }
      magnitude = sum
      offset += 1
    }
    let digits = offset - start
    guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { throw Malformed() }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") || bytes[offset] | 0x20 == UInt8(ascii: "e") {
      throw Malformed()
    }
    if negative {
      if magnitude == 0 { irregularities += 1 }
      guard T.isSigned, magnitude <= UInt64(Int64.max) + 1 else { throw Malformed() }
      let value = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
      guard let exact = T(exactly: value) else { throw Malformed() }
      return exact
    }
    guard let exact = T(exactly: magnitude) else { throw Malformed() }
    return exact
  }

  /// Reads `true` or `false`.
  mutating func bool() throws -> Bool {
    skipSpace()
    if take(word: "true") { return true }
    if take(word: "false") { return false }
    throw Malformed()
  }

  /// Reads `null` if it comes next; otherwise reads nothing.
  mutating func null() -> Bool {
    skipSpace()
    guard take(word: "null") else { return false }
    // `ManifestJSON` leaves a `nil` out.
    irregularities += 1
    return true
  }

  /// Reads a value of any kind and forgets it: a key the reader does not
  /// know, which a newer ListPress may have written.
  mutating func skipValue() throws {
    irregularities += 1
    skipSpace()
    guard offset < bytes.count else { throw Malformed() }
    switch bytes[offset] {
    case UInt8(ascii: "{"): try members { scanner, _ in try scanner.skipValue() }
    case UInt8(ascii: "["): try elements { try $0.skipValue() }
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
    case UInt8(ascii: "n"): guard null() else { throw Malformed() }
    default: _ = try integer(Int64.self)
    }
  }

  /// Checks that nothing but white space is left.
  mutating func end() throws {
    skipSpace()
    guard offset == bytes.count else { throw Malformed() }
  }

  private mutating func open(_ bracket: UInt8) throws {
    try expect(bracket)
    depth += 1
    guard depth <= Self.maximumDepth else { throw Malformed() }
    skipSpace()
  }

  /// Moves past characters that end neither the string nor an escape.
  private mutating func skipPlainCharacters() throws {
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
      guard bytes[offset] >= 0x20 else { throw Malformed() }
      offset += 1
    }
    guard offset < bytes.count else { throw Malformed() }
  }

  /// `utf8` as a string, when it is valid UTF-8. ASCII, what nearly every
  /// string of a manifest is, needs no check beyond its high bits.
  private func validated(_ utf8: UnsafeBufferPointer<UInt8>) throws -> String {
    if utf8.allSatisfy({ $0 < 0x80 }) {
      return String(decoding: utf8, as: UTF8.self)
    }
    guard let text = String(validating: utf8, as: UTF8.self) else { throw Malformed() }
    return text
  }

  /// The scalar of a `\uXXXX` escape, or of two for a surrogate pair; the
  /// scanner is after the `u`.
  private mutating func unicodeEscape() throws -> Unicode.Scalar {
    let unit = try hexUnit()
    guard (0xD800...0xDBFF).contains(unit) else {
      guard let scalar = Unicode.Scalar(unit) else { throw Malformed() }
      return scalar
    }
    guard takeByte(UInt8(ascii: "\\")), takeByte(UInt8(ascii: "u")) else { throw Malformed() }
    let low = try hexUnit()
    guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
    else { throw Malformed() }
    return scalar
  }

  private mutating func hexUnit() throws -> UInt32 {
    guard offset + 4 <= bytes.count else { throw Malformed() }
    var unit: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw Malformed()
      }
      unit = unit << 4 | digit
      offset += 1
    }
    return unit
  }

  private mutating func expect(_ byte: UInt8) throws {
    skipSpace()
    guard take(byte) else { throw Malformed() }
  }

  /// Takes `byte` if it comes next after white space.
  private mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    return takeByte(byte)
  }

  /// Takes `byte` if it comes next, inside a token.
  private mutating func takeByte(_ byte: UInt8) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private mutating func take(word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
      return false
    }
    offset += count
    return true
  }

  @inline(__always)
  private mutating func skipSpace() {
    // `ManifestJSON` writes none.
    guard offset < bytes.count, Self.isSpace(bytes[offset]) else { return }
    irregularities += 1
    repeat {
      offset += 1
    } while offset < bytes.count && Self.isSpace(bytes[offset])
  }

  @inline(__always)
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }
}
