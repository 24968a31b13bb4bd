/// A colour: a UIKit system colour, which follows light and dark mode, or a
/// fixed sRGB colour given in CSS hex notation.
public enum ListColor: Hashable, Sendable {
  /// A UIKit system colour such as `systemBlue` or `secondaryLabel`.
  case system(SystemColor)
  /// A fixed colour; components are 0...255.
  case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
}

/// The UIKit system colours a definition may name.
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
  // Adaptable system colours.
  case systemBlue, systemBrown, systemCyan, systemGreen, systemIndigo, systemMint
  case systemOrange, systemPink, systemPurple, systemRed, systemTeal, systemYellow
  // Greys.
  case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
  // Label colours.
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
  // Fills.
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  // Backgrounds.
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
  // Separators.
  case separator, opaqueSeparator
  // Fixed colours.
  case white, black, clear
}
