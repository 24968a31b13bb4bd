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
    #expect(throws: InvalidValue("unknown color 'systemblu'; did you mean 'systemBlue'?", note: "expected \(ColorNotation.accepted)")) {
      try ColorNotation.color(from: "systemblu")
    }
  }

  @Test func namesEverySystemColorWhenNothingIsClose() {
    #expect(throws: InvalidValue("unknown color 'zebra'; expected \(ColorNotation.accepted)")) {
      try ColorNotation.color(from: "zebra")
    }
    #expect(ColorNotation.accepted.hasPrefix("a system color name ('systemBlue', 'systemBrown', "))
    #expect(ColorNotation.accepted.hasSuffix("'white', 'black' or 'clear') or a hex color '#RGB', '#RRGGBB' or '#RRGGBBAA'"))
  }
}
