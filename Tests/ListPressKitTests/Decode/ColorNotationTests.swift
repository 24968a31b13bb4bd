@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild
import Testing

@Suite struct ColorNotationTests {
  @Test(arguments: [
    ("systemBlue", ListColor.system(.systemBlue)),
    ("secondaryLabel", .system(.secondaryLabel)),
    ("clear", .system(.clear)),
    ("#F90", .rgba(red: 255, green: 153, blue: 0, alpha: 255)),
    ("#ff9500", .rgba(red: 255, green: 149, blue: 0, alpha: 255)),
    ("#FF950080", .rgba(red: 255, green: 149, blue: 0, alpha: 128)),
    ("#000", .rgba(red: 0, green: 0, blue: 0, alpha: 255)),
  ])
  func readsSystemNamesAndHex(text: String, expected: ListColor) throws {
    #expect(try ColorNotation.color(from: text) == expected)
  }

  @Test(arguments: ["#", "#12", "#1234", "#12345", "#1234567", "#GGGGGG", "#１２３", "# 123"])
  func refusesMalformedHex(text: String) {
    #expect(throws: InvalidValue("invalid hex color '\(text)'; expected '#RGB', '#RRGGBB' or '#RRGGBBAA'")) {
      try ColorNotation.color(from: text)
    }
  }

  @Test func suggestsTheClosestSystemName() {
    #expect(
      throws: InvalidValue(
        "unknown color 'systemblu'; did you mean 'systemBlue'?",
        note: "expected \(colorsAccepted("systemBlue", "systemFill", "systemRed"))")
    ) {
      try ColorNotation.color(from: "systemblu")
    }
  }

  /// The note names the three nearest system colours, not all 39, and
  /// points to the list.
  @Test func namesTheNearestSystemColorsWhenNothingIsClose() {
    #expect(throws: InvalidValue("unknown color 'zebra'; expected \(colorsAccepted("clear", "label", "black"))")) {
      try ColorNotation.color(from: "zebra")
    }
  }

  /// SwiftUI's colour names are UIKit's without 'system'.
  @Test(arguments: [("blue", "systemBlue", ["systemBlue", "black", "clear"]), ("Color.gray", "systemGray", ["systemGray", "systemGray2", "systemGray3"])])
  func suggestsTheSystemColorOfASwiftUIName(written: String, suggestion: String, nearest: [String]) {
    #expect(
      throws: InvalidValue(
        "unknown color '\(written)'; did you mean '\(suggestion)'?",
        note: "expected \(colorsAccepted(nearest[0], nearest[1], nearest[2]))")
    ) {
      try ColorNotation.color(from: written)
    }
  }

  @Test func aQualifiedUIKitNameGetsTheBareName() {
    #expect(throws: InvalidValue("'UIColor.systemRed' is Swift code; write 'systemRed'", habit: .swiftSpelling)) {
      try ColorNotation.color(from: "UIColor.systemRed")
    }
  }
}
