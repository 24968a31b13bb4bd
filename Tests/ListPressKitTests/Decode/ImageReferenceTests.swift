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

@Suite struct ImageReferenceTests {
  let position = TextPosition(line: 3, column: 10)
  static let hiddenRule = "ListPress publishes no hidden file or folder (a name starting with '.'), such as '.env' or '.git'"

  @Test(arguments: [
    ("symbol:star.fill", ImageSource.symbol("star.fill")),
    ("symbol:person.crop_circle-2", .symbol("person.crop_circle-2")),
    ("https://example.org/a.png", .remote("https://example.org/a.png")),
    ("HTTPS://example.org/a.png", .remote("HTTPS://example.org/a.png")),
    ("images/cloud.png", .file("images/cloud.png", position: TextPosition(line: 3, column: 10))),
    ("../shared/cloud.png", .file("../shared/cloud.png", position: TextPosition(line: 3, column: 10))),
    ("café.png", .file("café.png", position: TextPosition(line: 3, column: 10))),
    ("./images/../a.png", .file("./images/../a.png", position: TextPosition(line: 3, column: 10))),
  ])
  func acceptsSymbolsHTTPSAndRelativePaths(text: String, expected: ImageSource) throws {
    #expect(try ImageReference.source(from: text, at: position) == expected)
  }

  @Test(arguments: [
    ("http://example.org/a.png", "image URL scheme 'http:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("javascript:alert(1)", "image URL scheme 'javascript:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    (" \tJavaScript:alert(1)", "image URL scheme 'javascript:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("data:image/png;base64,AAAA", "image URL scheme 'data:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("vbscript:x", "image URL scheme 'vbscript:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("file:///etc/passwd", "image URL scheme 'file:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("C:/images/a.png", "image URL scheme 'c:' is not accepted; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("https:", "invalid image URL 'https:'; expected 'https://' followed by a host"),
    ("https:a.png", "invalid image URL 'https:a.png'; expected 'https://' followed by a host"),
    ("/etc/a.png", "image path '/etc/a.png' is absolute; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("//cdn.example.org/a.png", "image path '//cdn.example.org/a.png' is absolute; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("images\\a.png", "image path 'images\\a.png' contains a backslash; separate folders with '/'"),
    ("a\u{0}.png", "image path contains a control character; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("", "empty image; expected a relative path, an 'https:' URL or 'symbol:NAME'"),
    ("symbol:", "invalid symbol name ''; a symbol name has letters, digits, '.', '-' and '_', as in 'symbol:star.fill'"),
    ("symbol:star fill", "invalid symbol name 'star fill'; a symbol name has letters, digits, '.', '-' and '_', as in 'symbol:star.fill'"),
    ("symbol:../x", "invalid symbol name '../x'; a symbol name has letters, digits, '.', '-' and '_', as in 'symbol:star.fill'"),
    ("../.git/config", "image path '../.git/config' names the hidden file or folder '.git'; \(hiddenRule)"),
    (".env", "image path '.env' names the hidden file or folder '.env'; \(hiddenRule)"),
    ("images/.secret/a.png", "image path 'images/.secret/a.png' names the hidden file or folder '.secret'; \(hiddenRule)"),
    ("./../.ssh/id_rsa.png", "image path './../.ssh/id_rsa.png' names the hidden file or folder '.ssh'; \(hiddenRule)"),
    ("images/...png", "image path 'images/...png' names the hidden file or folder '...png'; \(hiddenRule)"),
  ])
  func refusesEverythingElse(text: String, message: String) {
    #expect(throws: InvalidValue(message)) {
      try ImageReference.source(from: text, at: position)
    }
  }
}
