/// The system colours of the iOS 26 design, from `shared/reference/uikit-lists.md`
/// §14 (B: the HIG change log of 9 June 2025 says they changed, HIGT-27
/// transcribes them). The reference gives no increased-contrast variants of
/// them (U); the design keeps the classic ones, which are checked where the
/// classic palette has them (`increasedContrastKeptInIOS26`). Grays, labels, separators and backgrounds
/// are unchanged (C): they stay `Palette`'s.
enum IOS26Palette {
  static let systemBlue = DynamicColor(
    name: "systemBlue (iOS 26)", light: RGBA(hex: 0x0088FF), dark: RGBA(hex: 0x0091FF),
    increasedContrast: Palette.systemBlue.increasedContrastKeptInIOS26)
  static let systemRed = DynamicColor(
    name: "systemRed (iOS 26)", light: RGBA(hex: 0xFF383C), dark: RGBA(hex: 0xFF4245),
    increasedContrast: Palette.systemRed.increasedContrastKeptInIOS26)
  static let systemOrange = DynamicColor(name: "systemOrange (iOS 26)", light: RGBA(hex: 0xFF8D28), dark: RGBA(hex: 0xFF9230))
  static let systemYellow = DynamicColor(name: "systemYellow (iOS 26)", light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD600))
  static let systemGreen = DynamicColor(
    name: "systemGreen (iOS 26)", light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158),
    increasedContrast: Palette.systemGreen.increasedContrastKeptInIOS26)
  static let systemIndigo = DynamicColor(name: "systemIndigo (iOS 26)", light: RGBA(hex: 0x6155F5), dark: RGBA(hex: 0x6D7CFF))
  static let systemPurple = DynamicColor(name: "systemPurple (iOS 26)", light: RGBA(hex: 0xCB30E0), dark: RGBA(hex: 0xDB34F2))

  /// Where the values are in the reference.
  static let reference = "§14 System colours; HIG-2025, HIGT-27"

  /// The iOS 26 colours above, by their UIKit name.
  private static let byName: [String: DynamicColor] = [
    "systemBlue": systemBlue, "systemRed": systemRed, "systemOrange": systemOrange, "systemYellow": systemYellow,
    "systemGreen": systemGreen, "systemIndigo": systemIndigo, "systemPurple": systemPurple,
  ]

  /// The colour of the iOS 26 design whose UIKit name `name` is, if §14 changed it.
  static subscript(name name: String) -> DynamicColor? { byName[name] }
}

extension DynamicColor {
  /// This colour as a page in `design` draws it: in the iOS 26 design the
  /// system colour of the same name from §14, the same colour where §14
  /// leaves it unchanged.
  func drawn(in design: Design) -> DynamicColor {
    design == .ios26 ? IOS26Palette[name: name] ?? self : self
  }

  /// This classic colour's increased-contrast variant, which the iOS 26
  /// design keeps: ListPress's choice where §14 has none (U; see
  /// docs/appearance.md), checked as a C value so that it does not drift.
  var increasedContrastKeptInIOS26: IncreasedContrast? {
    increasedContrast.map {
      IncreasedContrast(
        light: $0.light, dark: $0.dark, grade: .c, reference: $0.reference + "; kept by the iOS 26 design (docs/appearance.md)")
    }
  }
}
