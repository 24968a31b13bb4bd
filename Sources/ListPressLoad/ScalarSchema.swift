/// The YAML 1.2 core schema: which plain scalars are null, booleans,
/// integers and floats, and the values that the core tags accept.
///
/// - `~`, `null`, `Null`, `NULL` and the empty scalar are null;
/// - `true`, `True`, `TRUE`, `false`, `False`, `FALSE` are booleans
///   (`yes`, `no`, `on`, `off` stay strings);
/// - integers are decimal with an optional sign, `0o` octal or `0x` hex;
///   an integer too large for `Int` becomes the nearest `Double`;
/// - floats are decimal with an optional fraction and exponent, `.inf` and
///   `.nan` in the three spellings, infinity with an optional sign;
/// - anything else is a string.
enum ScalarSchema {
  /// The value of a plain (unquoted, untagged) scalar.
  ///
  /// Most plain scalars of a definition are words (`systemBlue`, `Cloud
  /// Strife`), so the first byte picks the only rules that can match: a
  /// null starts with `~`, `n` or `N`, a boolean with `t`, `T`, `f` or `F`,
  /// and a number with a digit, a sign or a dot; anything else is a string
  /// without being tried as the others.
  static func resolve(plain text: String) -> YAMLValue {
    guard let first = text.utf8.first else { return .null }
    switch first {
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
      return null(text) ?? .string(text)
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      return bool(text) ?? .string(text)
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
      return int(text) ?? float(text) ?? .string(text)
    default:
      return .string(text)
    }
  }

  /// The value of a scalar written with one of the core scalar tags, or nil
  /// when the text is not a value of that type.
  static func resolve(_ text: String, tag: YAMLTag.Core) -> YAMLValue? {
    switch tag {
    case .str: .string(text)
    case .null: null(text)
    case .bool: bool(text)
    case .int: int(text)
    case .float: float(text) ?? int(text).map(asDouble)
    case .seq, .map: nil
    }
  }

  /// Null and boolean spellings are at most 5 bytes long: a longer text
  /// (`Nia Varga`, `trailing`) is told apart by its length alone.
  private static let longestNullOrBool = 5

  private static func null(_ text: String) -> YAMLValue? {
    guard text.utf8.count <= longestNullOrBool else { return nil }
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    default: return nil
    }
  }

  private static func bool(_ text: String) -> YAMLValue? {
    guard text.utf8.count <= longestNullOrBool else { return nil }
    switch text {
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default: return nil
    }
  }

  private static func int(_ text: String) -> YAMLValue? {
    let utf8 = Array(text.utf8)
    if utf8.starts(with: "0o".utf8) {
      return integer(digits: utf8.dropFirst(2), radix: 8, negative: false)
    }
    if utf8.starts(with: "0x".utf8) {
      return integer(digits: utf8.dropFirst(2), radix: 16, negative: false)
    }
    let hasSign = utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+")
    let negative = utf8.first == UInt8(ascii: "-")
    return integer(digits: utf8.dropFirst(hasSign ? 1 : 0), radix: 10, negative: negative)
  }

  /// An integer from `digits` of `radix`, as an `Int` when it fits and as
  /// the nearest `Double` when it does not; nil when there are no digits or
  /// a byte is not a digit of `radix`. The digits are checked before anything
  /// is made of them, so a long text that is no number costs nothing past
  /// its first letter.
  private static func integer(digits: ArraySlice<UInt8>, radix: Int, negative: Bool) -> YAMLValue? {
    guard !digits.isEmpty, digits.allSatisfy({ digitValue($0) < radix }) else { return nil }
    let text = String(decoding: digits, as: UTF8.self)
    if let exact = Int((negative ? "-" : "") + text, radix: radix) {
      return .int(exact)
    }
    let magnitude: Double? =
      switch radix {
      case 16: Double("0x" + text)
      case 8: Double("0x" + hexadecimal(octal: digits.map(digitValue)))
      default: Double(text)
      }
    return magnitude.map { .double(negative ? -$0 : $0) }
  }

  /// The hexadecimal digits of the number whose octal digit values are `octal`.
  private static func hexadecimal(octal: [Int]) -> String {
    let bits = octal.flatMap { [$0 >> 2 & 1, $0 >> 1 & 1, $0 & 1] }
    let padded = Array(repeating: 0, count: (4 - bits.count % 4) % 4) + bits
    return stride(from: 0, to: padded.count, by: 4)
      .map { String(padded[$0..<$0 + 4].reduce(0) { $0 * 2 + $1 }, radix: 16) }
      .joined()
  }

  /// The value of an ASCII digit or hex letter, or `Int.max` for any other byte.
  private static func digitValue(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: Int.max
    }
  }

  private static func float(_ text: String) -> YAMLValue? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
    case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
    case ".nan", ".NaN", ".NAN": return .double(.nan)
    default: break
    }
    guard isDecimalFloat(Array(text.utf8)), let value = Double(text) else { return nil }
    return .double(value)
  }

  /// Whether `utf8` matches `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`.
  private static func isDecimalFloat(_ utf8: [UInt8]) -> Bool {
    var index = 0
    func skip(_ accepted: (UInt8) -> Bool) -> Int {
      let start = index
      while index < utf8.count, accepted(utf8[index]) { index += 1 }
      return index - start
    }
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let isSign = { (byte: UInt8) in byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") }
    if let first = utf8.first, isSign(first) { index = 1 }
    let integerDigits = skip(isDigit)
    var fractionDigits = 0
    if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
      index += 1
      fractionDigits = skip(isDigit)
    }
    guard integerDigits > 0 || fractionDigits > 0 else { return false }
    if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
      index += 1
      if index < utf8.count, isSign(utf8[index]) { index += 1 }
      guard skip(isDigit) > 0 else { return false }
    }
    return index == utf8.count
  }

  private static func asDouble(_ value: YAMLValue) -> YAMLValue {
    if case .int(let integer) = value { return .double(Double(integer)) }
    return value
  }
}
