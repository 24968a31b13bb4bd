/// Values of `shared/reference/uikit-lists.md` that the browser tests hold the
/// pages to: only rows graded A or B there.

/// An sRGB colour with alpha, channels 0...255, alpha 0...1.
struct RGBA: Equatable, Sendable, CustomStringConvertible {
  var red, green, blue: Double
  var alpha: Double

  init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// `0xRRGGBB`, opaque.
  init(hex: Int) {
    self.init(Double(hex >> 16 & 0xFF), Double(hex >> 8 & 0xFF), Double(hex & 0xFF))
  }

  /// This colour painted over the opaque `backdrop`.
  func composited(over backdrop: RGBA) -> RGBA {
    func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return RGBA(mix(red, backdrop.red), mix(green, backdrop.green), mix(blue, backdrop.blue))
  }

  /// The largest difference of a colour channel.
  func distance(to other: RGBA) -> Double {
    max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
  }

  var description: String {
    let channels = [red, green, blue].map { String(Int($0.rounded())) }.joined(separator: ",")
    return alpha >= 0.999 ? "rgb(\(channels))" : "rgba(\(channels),\((alpha * 1000).rounded() / 1000))"
  }
}

/// A UIKit dynamic colour: one value in light mode, one in dark mode (base level),
/// and, where the reference gives them, their increased-contrast variants.
struct DynamicColor: Sendable {
  let name: String
  let light: RGBA
  let dark: RGBA
  var increasedContrast: IncreasedContrast? = nil

  /// The values under `prefers-contrast: more` (the reference's §1a, §2, §2a).
  struct IncreasedContrast: Sendable {
    let light: RGBA
    let dark: RGBA
    let grade: Grade
    /// Where the values are in the reference.
    let reference: String
  }

  /// The value in `mode` with `contrast`; `nil` for increased contrast when the
  /// reference gives no such variant.
  func resolved(in mode: Mode, contrast: Contrast = .standard) -> RGBA? {
    switch contrast {
    case .standard: mode == .light ? light : dark
    case .increased: increasedContrast.map { mode == .light ? $0.light : $0.dark }
    }
  }
}

/// The semantic and system colours of §1 and §2 that the pages use (all A), with
/// the increased-contrast variants of §1a (B), §2 and §2a (A).
enum Palette {
  static let label = DynamicColor(name: "label", light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF))
  static let secondaryLabel = DynamicColor(
    name: "secondaryLabel", light: RGBA(60, 60, 67, 153 / 255), dark: RGBA(235, 235, 245, 153 / 255),
    increasedContrast: .init(
      light: RGBA(60, 60, 67, 173 / 255), dark: RGBA(235, 235, 245, 173 / 255), grade: .b,
      reference: "§1a secondaryLabel; FL-COL"))
  static let systemBackground = DynamicColor(
    name: "systemBackground", light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x000000))
  static let systemGroupedBackground = DynamicColor(
    name: "systemGroupedBackground", light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x000000),
    increasedContrast: .init(
      light: RGBA(hex: 0xEBEBF0), dark: RGBA(hex: 0x000000), grade: .b, reference: "§1a systemGroupedBackground; FL-COL"))
  static let secondarySystemGroupedBackground = DynamicColor(
    name: "secondarySystemGroupedBackground", light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E),
    increasedContrast: .init(
      light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x242426), grade: .b,
      reference: "§1a secondarySystemGroupedBackground; FL-COL"))
  static let separator = DynamicColor(
    name: "separator", light: RGBA(60, 60, 67, 73 / 255), dark: RGBA(84, 84, 88, 153 / 255),
    increasedContrast: .init(
      light: RGBA(60, 60, 67, 94 / 255), dark: RGBA(84, 84, 88, 173 / 255), grade: .b, reference: "§1a separator; FL-COL"))
  static let systemBlue = DynamicColor(
    name: "systemBlue", light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF),
    increasedContrast: .init(
      light: RGBA(0, 64, 221), dark: RGBA(64, 156, 255), grade: .a, reference: "§2 systemBlue HC; HIG-2023, FL-COL"))
  static let systemRed = DynamicColor(
    name: "systemRed", light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A),
    increasedContrast: .init(
      light: RGBA(215, 0, 21), dark: RGBA(255, 105, 97), grade: .a, reference: "§2 systemRed HC; HIG-2023, FL-COL"))
  static let systemGreen = DynamicColor(
    name: "systemGreen", light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158),
    increasedContrast: .init(
      light: RGBA(36, 138, 61), dark: RGBA(48, 219, 91), grade: .a, reference: "§2 systemGreen HC; HIG-2023, FL-COL"))
  static let systemGray = DynamicColor(
    name: "systemGray", light: RGBA(hex: 0x8E8E93), dark: RGBA(hex: 0x8E8E93),
    increasedContrast: .init(
      light: RGBA(108, 108, 112), dark: RGBA(174, 174, 178), grade: .a, reference: "§2a systemGray HC; HIG-2023, FL-COL"))
  static let tertiaryLabel = DynamicColor(
    name: "tertiaryLabel", light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3))
  static let systemGray3 = DynamicColor(name: "systemGray3", light: RGBA(hex: 0xC7C7CC), dark: RGBA(hex: 0x48484A))
  static let systemYellow = DynamicColor(name: "systemYellow", light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A))
}

/// The two widths every page is measured at: a 390 pt iPhone (compact) and an
/// 820 pt iPad (regular).
enum Width: Int, CaseIterable, Sendable {
  case compact = 390
  case regular = 820

  /// The height of the viewport, for frames and screenshots.
  var height: Int { self == .compact ? 844 : 1180 }
}

/// A length that may depend on the width.
struct Length: Sendable {
  let compact: Double
  let regular: Double

  static func fixed(_ value: Double) -> Length { Length(compact: value, regular: value) }

  /// The layout margin of list rows: 16 at compact width (A/B), 20 at regular width (B).
  static let layoutMargin = Length(compact: 16, regular: 20)

  func resolved(at width: Width) -> Double { width == .compact ? compact : regular }
}
