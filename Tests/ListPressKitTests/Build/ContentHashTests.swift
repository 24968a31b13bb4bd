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
  /// Pinned values: the manifest stores hashes, so they must not change
  /// from one version of the code to the next without a new format.
  @Test(arguments: [
    ("", "ba1dc8d5c4fdd479"),
    ("a", "6f56f7777dcb5af3"),
    ("title: Groceries\n", "0be29ee4e79dde79"),
  ])
  func isStable(text: String, expected: String) {
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

  @Test func readsBackItsDescription() {
    let hash = ContentHash(of: Array("x".utf8))
    #expect(ContentHash(hash.description) == hash)
    #expect(ContentHash("xyz") == nil)
    #expect(ContentHash("0123456789abcdefg") == nil)
  }
}
