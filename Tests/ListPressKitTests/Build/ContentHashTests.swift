import Foundation
import Testing

@testable import ListPressKit

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

  /// A file is hashed a block (64 KiB) at a time: around a block's end,
  /// and with a tail, the hash is still that of the bytes in memory.
  @Test(arguments: [0, 5, 8, 65_535, 65_536, 65_537, 65_544, 200_003])
  func hashesAFileAsItsBytes(size: Int) throws {
    let folder = try TemporaryFolder()
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) }
    let path = folder.path + "/file"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(ContentHash(ofFileAt: path) == ContentHash(of: bytes))
  }

  @Test func hashesNoFileWhereThereIsNone() throws {
    let folder = try TemporaryFolder()
    #expect(ContentHash(ofFileAt: folder.path + "/missing") == nil)
  }

  @Test func readsBackItsDescription() {
    let hash = ContentHash(of: Array("x".utf8))
    #expect(ContentHash(hash.description) == hash)
    #expect(ContentHash("xyz") == nil)
    #expect(ContentHash("0123456789abcdefg") == nil)
  }
}
