import ListPressDecode

/// Values written into `style` attributes, always the same text for the
/// same input so that pages are byte-for-byte reproducible.
enum CSSValue {
  /// A colour: a system colour is the custom property of the same name
  /// (`var(--systemBlue)`), which the stylesheet defines for light and dark;
  /// a fixed colour is its hex notation, with alpha only when not opaque.
  static func color(_ color: ListColor) -> String {
    switch color {
    case .system(let name):
      return "var(--\(name.rawValue))"
    case .rgba(let red, let green, let blue, let alpha):
      let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
      return "#" + components.map(hex).joined()
    }
  }

  /// A length in CSS pixels (one iOS point is one CSS pixel): `60px`, `0.5px`.
  static func pixels(_ points: Double) -> String {
    number(points) + "px"
  }

  /// A number without a needless fractional part: `60`, `0.5`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return String(value)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
