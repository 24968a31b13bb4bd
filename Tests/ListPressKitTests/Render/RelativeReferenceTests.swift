import Foundation
import Testing

@testable import ListPressKit

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
