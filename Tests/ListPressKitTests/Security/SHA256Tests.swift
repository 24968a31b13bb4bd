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

/// SHA-256 against the test vectors of FIPS 180-4 (NIST's "SHA Examples")
/// and lengths around the padding boundary, checked with Python's hashlib.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    // 448 bits: the padding takes a second block.
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    // 896 bits.
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
    // Hashed as UTF-8.
    ("é✓😀", "45f87895862e4f84dd6f418eaba4ef5b1978c9634e69bba518fe86aa37ed4a05"),
  ])
  func knownDigests(message: String, digest: String) {
    #expect(SHA256(ofText: message).hex == digest)
  }

  @Test func aMillionAs() {
    let digest = SHA256(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
    #expect(digest.hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    #expect(digest.bytes.count == 32)
  }

  /// 55 bytes is the longest message whose length fits in its own block;
  /// 56 to 63 take a block of padding more; 64 is a whole block.
  @Test(arguments: [
    (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
    (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
    (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
    (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
  ])
  func lengthsAroundTheBlockBoundary(length: Int, digest: String) {
    #expect(SHA256(ofText: String(repeating: "a", count: length)).hex == digest)
  }
}
