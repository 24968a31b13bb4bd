import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

@Suite struct StringCompactedTests {
  @Test(arguments: ["", "short", "exactly 15 byte", "exactly 16 bytes", "é 東京 🍎 and more than sixteen bytes"])
  func keepsTheText(text: String) {
    var grown = ""
    for character in text {
      grown.append(character)
    }
    #expect(grown.compacted() == text)
    #expect(Array(grown.compacted().utf8) == Array(text.utf8))
  }
}
