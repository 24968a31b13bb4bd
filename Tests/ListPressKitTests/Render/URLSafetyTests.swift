import Foundation
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

@Suite struct RelativeReferenceTests {
  /// What may stand for itself in a path does; `:` (which would start a
  /// scheme), `;`, `?`, `#`, `%`, spaces and every non-ASCII byte are encoded.
  @Test(arguments: [
    ("images/cloud.png", "images/cloud.png"),
    ("my cloud#1.png", "my%20cloud%231.png"),
    ("a:b.png", "a%3Ab.png"),
    ("100%?.png", "100%25%3F.png"),
    ("-._~!$&'()*+,=@/x", "-._~!$&'()*+,=@/x"),
    ("a;b.png", "a%3Bb.png"),
    ("café/東京.png", "caf%C3%A9/%E6%9D%B1%E4%BA%AC.png"),
    ("\"<>\\^`{|}[]", "%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D"),
  ])
  func encodesWhatWouldChangeThePath(path: String, expected: String) {
    #expect(URLSafety.relativeReference(toFile: path) == expected)
  }

  /// The same as Foundation's encoding with the URL path characters but `:`.
  @Test func agreesWithFoundation() {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(":")
    let path = (0..<128).map { String(UnicodeScalar(UInt8($0))) }.joined() + "é🍎"
    #expect(URLSafety.relativeReference(toFile: path) == path.addingPercentEncoding(withAllowedCharacters: allowed))
  }
}

@Suite struct SafeLinkTests {
  /// The rule as written first, on Unicode scalars: the scheme is what
  /// comes before the first `:`, after leading spaces and controls, with
  /// tabs and line breaks left out, when it is an ASCII letter followed by
  /// letters, digits, `+`, `-` and `.`; lowercased, it must be one of the
  /// allowed schemes, and without one the URL is relative.
  private static func reference(_ url: String) -> Bool {
    let significant = url.unicodeScalars
      .drop { $0.value <= 0x20 }
      .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    guard let colon = significant.firstIndex(of: ":") else { return true }
    let scheme = String(String.UnicodeScalarView(significant[..<colon]))
    let letters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let others = Set("0123456789+-.".unicodeScalars)
    guard let first = scheme.unicodeScalars.first, letters.contains(first),
      scheme.unicodeScalars.allSatisfy({ letters.contains($0) || others.contains($0) })
    else { return true }
    return ["http", "https", "mailto", "tel"].contains(scheme.lowercased())
  }

  @Test(arguments: [
    ("https://example.org", true), ("HTTP://example.org", true), ("mailto:a@example.org", true), ("tel:+441234", true),
    ("TeL:1", true), ("javascript:alert(1)", false), ("JavaScript:alert(1)", false),
    (" \u{1}\tjava\nscript:x", false), ("java script:x", true), ("vbscript:x", false), ("VBSCRIPT:x", false),
    ("file:///etc/passwd", false), ("data:text/html,x", false), ("DATA:x", false), ("datas:x", false),
    ("dat:x", false), ("javascripts:x", false), ("page.html", true), ("#top", true), ("a/b:c", true),
    ("", true), (":", true), ("  :x", true), ("\u{212A}:x", true), ("jav\u{0430}script:x", true),
    ("javascript", true), ("\rdata\r:x", false), ("ms-msdt:/id x", false), ("intent://x#Intent;end", false),
    ("search-ms:x", false), ("https2:x", false), ("mailtos:x", false), ("h.ttps:x", false), ("1http:x", true),
    ("+tel:x", true), ("ht\ttp\ns:x", true), ("?q=a:b", true), ("./a:b", true),
  ])
  func allowsOnlyTheWebMailAndPhone(url: String, safe: Bool) {
    #expect(URLSafety.isSafeLink(url) == safe)
    #expect(URLSafety.isSafeLink(url) == Self.reference(url))
  }

  @Test(arguments: [
    ("data:image/png;base64,iVBORw0KGgo=", true), ("DATA:image/gif,x", true), ("images/a.png", true),
    ("https://example.org/a.png", true), ("ms-msdt:x", false), ("javascript:x", false), ("file:///a.png", false),
  ])
  func anImageMayAlsoBeADataURL(url: String, safe: Bool) {
    #expect(URLSafety.isSafeImage(url) == safe)
  }
}
