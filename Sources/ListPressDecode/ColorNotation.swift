import ListPressDiagnostics

/// Reads the colours of docs/format.md ("Colors"): a UIKit system colour name or
/// a CSS hex colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
enum ColorNotation {
  /// What a colour may be, for messages, naming the system colours
  /// nearest to `word`: the whole list is in docs/format.md.
  static func accepted(near word: String) -> String {
    // Names that contain the word come first ('blue' is near 'systemBlue'),
    // then the fewest edits away.
    let lowered = word.lowercased()
    func distance(_ name: String) -> (Int, Int, String) {
      let lowercased = name.lowercased()
      return (lowered.isEmpty || !lowercased.contains(lowered) ? 1 : 0, Suggestion.editDistance(lowered, lowercased), name)
    }
    let nearest = SystemColor.words.sorted { distance($0) < distance($1) }
    return "a system color name such as \(Suggestion.list(Array(nearest.prefix(3))))"
      + " (docs/format.md, 'Colors', lists them all) or a hex color '#RGB', '#RRGGBB' or '#RRGGBBAA'"
  }

  /// The colour `text` names.
  static func color(from text: String) throws(InvalidValue) -> ListColor {
    if text.hasPrefix("#") {
      return try hexColor(from: text)
    }
    if let system = SystemColor(word: text) {
      return .system(system)
    }
    // SwiftUI's names (`blue`, `Color.gray`) are UIKit's with 'system' in front.
    let name = InvalidValue.swiftName(in: text) ?? text
    if let first = name.first, let system = SystemColor(word: "system" + first.uppercased() + name.dropFirst()) {
      throw InvalidValue(
        "unknown color '\(text)'; did you mean '\(system.rawValue)'?", note: "expected " + accepted(near: name))
    }
    throw .unknown(
      "color '\(text)'", word: text, candidates: SystemColor.words,
      accepted: accepted(near: InvalidValue.swiftName(in: text) ?? text))
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
