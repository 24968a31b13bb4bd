import ListPressDiagnostics

/// Reads the colours of docs/format.md ("Colors"): a UIKit system colour name or
/// a CSS hex colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
enum ColorNotation {
  /// What a colour may be, for messages.
  static let accepted =
    "a system color name (\(Suggestion.list(SystemColor.words))) or a hex color '#RGB', '#RRGGBB' or '#RRGGBBAA'"

  /// The colour `text` names.
  static func color(from text: String) throws(InvalidValue) -> ListColor {
    if text.hasPrefix("#") {
      return try hexColor(from: text)
    }
    if let system = SystemColor(word: text) {
      return .system(system)
    }
    throw .unknown("color '\(text)'", word: text, candidates: SystemColor.words, accepted: accepted)
  }

  private static func hexColor(from text: String) throws(InvalidValue) -> ListColor {
    let digits = text.utf8.dropFirst().compactMap(hexDigitValue)
    guard digits.count == text.utf8.count - 1, [3, 6, 8].contains(digits.count) else {
      throw InvalidValue("invalid hex color '\(text)'; expected '#RGB', '#RRGGBB' or '#RRGGBBAA'")
    }
    let components: [UInt8]
    if digits.count == 3 {
      components = digits.map { digit in digit * 17 }
    } else {
      components = stride(from: 0, to: digits.count, by: 2).map { index in digits[index] << 4 | digits[index + 1] }
    }
    return .rgba(
      red: components[0],
      green: components[1],
      blue: components[2],
      alpha: components.count == 4 ? components[3] : 255
    )
  }

  /// The value of an ASCII hex digit.
  private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

// The system colours a colour may name.
extension SystemColor: Vocabulary {
  static let lookup = WordTable<Self>()
}
