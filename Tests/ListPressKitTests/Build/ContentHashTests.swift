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

@Suite struct ContentHashTests {
  /// XXH3's values, as the reference tool prints them (`xxhsum -H3`, from
  /// Debian's xxhash package), for an input of each of XXH3's size classes
  /// (empty, 1-3, 4-8, 9-16, 17-128, 129-240 and longer bytes); the
  /// manifest stores hashes, so they must not change without a new format.
  @Test(arguments: [
    ("", "2d06800538d394c2"),
    ("a", "e6c632b61e964e1f"),
    ("abc", "78af5f94892f3950"),
    ("abcdefgh", "6f45a76842a96483"),
    ("title: Groceries\n", "278964ed89432e69"),
    ("The quick brown fox jumps over the lazy dog", "ce7d19a5418fb365"),
    (String(repeating: "ListPress ", count: 20), "1013879082544f42"),
    (String(repeating: "ListPress ", count: 100), "556af6a303dbe5e9"),
  ])
  func isXXH3(text: String, expected: String) {
    #expect(ContentHash(of: Array(text.utf8)).description == expected)
  }

  @Test func everyByteAndTheLengthCount() {
    let base = Array("---\ntitle: Groceries\nitems: [{ text: Apples }]\n---\n".utf8)
    var hashes = Set([ContentHash(of: base)])
    for index in base.indices {
      var changed = base
      changed[index] ^= 1
      hashes.insert(ContentHash(of: changed))
    }
    hashes.insert(ContentHash(of: base + [0]))
    hashes.insert(ContentHash(of: Array(base.dropLast())))
    #expect(hashes.count == base.count + 3)
  }

  /// A hash read back from its digits, as the manifest's reader reads it.
  private static func read(_ digits: String) -> ContentHash? {
    var digits = digits
    return digits.withUTF8 { ContentHash(hexDigits: $0) }
  }

  @Test func readsBackItsDescription() {
    let hash = ContentHash(of: Array("x".utf8))
    #expect(Self.read(hash.description) == hash)
    #expect(Self.read("xyz") == nil)
    #expect(Self.read("0123456789abcdefg") == nil)
  }
}
