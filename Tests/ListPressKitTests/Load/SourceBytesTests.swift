import ListPressKit
import Testing

@Suite struct SourceBytesTests {
  @Test(arguments: [
    // A byte that never starts a character, in the front matter.
    (Array("---\ntitle: caf".utf8) + [0xFF] + Array("\n---\n".utf8), "2:11", "0xFF"),
    // After a multi-byte character: the column counts characters.
    (Array("---\ntitle: é".utf8) + [0xC3, 0x28] + Array("\n---\n".utf8), "2:9", "0xC3"),
    // In the body, after CRLF line ends.
    (Array("---\r\na: 1\r\n---\r\nok\r\nbad ".utf8) + [0x80], "5:5", "0x80"),
    // A truncated character at the very end.
    (Array("---\na: 1\n---\n".utf8) + [0xE2, 0x82], "4:1", "0xE2"),
  ])
  func invalidUTF8IsAnErrorAtTheFirstBadByte(bytes: [UInt8], position: String, byte: String) {
    let result = LoadResult(bytes: bytes)
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:\(position): error: file is not valid UTF-8 (byte \(byte)); save it with UTF-8 encoding"
    ])
  }

  @Test(arguments: [
    (Array("---\na: \u{0}\n---\n".utf8), "2:4"),
    (Array("---\na: 1\n---\nbody\u{0}".utf8), "4:5"),
  ])
  func nulByteIsAnError(bytes: [UInt8], position: String) {
    let result = LoadResult(bytes: bytes)
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:\(position): error: file contains a NUL byte (0x00); a list definition must be text"
    ])
  }

  @Test func controlCharacterInFrontMatterIsAnError() {
    let result = LoadResult("---\ntitle: é\u{1}\n---\n")
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:2:9: error: invalid YAML: control characters are not allowed (U+0001)"
    ])
  }

  @Test func controlCharactersInTheBodyAreAccepted() {
    let result = LoadResult("---\na: 1\n---\nbell\u{7}\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.document?.body == "bell\u{7}\n")
  }
}
