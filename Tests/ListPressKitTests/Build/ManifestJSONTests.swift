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

/// The manifest is written by `ManifestJSON`, not by `JSONEncoder`, but it
/// must be the very bytes `JSONEncoder` writes, so that manifests written
/// before and after read and compare alike.
@Suite struct ManifestJSONTests {
  /// The manifest's bytes as `JSONEncoder` writes them, which the build's
  /// writer must match.
  static func encodedByJSONEncoder(_ manifest: BuildManifest) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(manifest)) + [0x0A]
  }

  /// The bytes of the manifest's file as a build saves it.
  private static func saved(_ manifest: BuildManifest) throws -> [UInt8] {
    let folder = try TemporaryFolder()
    try manifest.save(with: try SiteWriter(outputDirectory: folder.path))
    return Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + BuildManifest.fileName)))
  }

  private static let hash = ContentHash(of: Array("x".utf8))
  /// A stamp with large numbers (a stamp is otherwise only made from a file).
  private static let stamp = try! JSONDecoder().decode(
    FileStamp.self, from: Data(#"{"size":1234,"modified":-1764000000123456789,"inode":18446744073709551615}"#.utf8))

  /// Every field of every record, optionals present and absent, and text
  /// with everything JSON escapes (quotes, backslashes, every control
  /// character), slashes, non-ASCII characters and DEL.
  static var everything: BuildManifest {
    let awkward = "a\"b\\c/d é 東京 🍎 \u{7F}" + (0..<32).map { String(UnicodeScalar(UInt8($0))) }.joined()
    let warning = CachedDiagnostic(
      Diagnostic(
        .warning, at: SourceLocation(file: "b.md", line: 3, column: 14), "unknown symbol '\(awkward)'",
        notes: [Diagnostic(.note, at: SourceLocation(file: "b.md", line: 1, column: 1), "here")]))
    var manifest = BuildManifest()
    manifest.inputs = [
      "../lists/b.md": InputRecord(
        fingerprint: hash, stamp: stamp, hash: hash, destination: "lists/b.html",
        outputs: ["lists/b.html"],
        images: [
          ImageRecord(source: "../lists/x.png", destination: "images/x.png", stamp: stamp, hash: hash),
          ImageRecord(source: "../lists/y.png", destination: "images/y.png", stamp: nil, hash: hash),
          // The same name in NFC and in NFD: two files, two images.
          ImageRecord(source: "../lists/caf\u{E9}.png", destination: "caf\u{E9}.png", stamp: nil, hash: hash),
          ImageRecord(source: "../lists/cafe\u{301}.png", destination: "cafe\u{301}.png", stamp: nil, hash: hash),
        ],
        entry: IndexEntry(title: awkward, path: "lists/b.html"), failed: false, warnings: [warning]),
      // An image that another record shows too, recorded once.
      "../lists/a.md": InputRecord(
        fingerprint: hash, stamp: nil, hash: hash, destination: "lists/a.html", outputs: [],
        images: [ImageRecord(source: "../lists/y.png", destination: "images/y.png", stamp: nil, hash: hash)],
        entry: nil, failed: true, warnings: []),
      // A path never holds a NUL: a manifest with one is refused.
      awkward.replacing("\0", with: ""): InputRecord(
        fingerprint: hash, stamp: nil, hash: hash, destination: "", outputs: [], images: [], entry: nil,
        failed: true, warnings: []),
    ]
    manifest.outputs = ["lists/b.html": stamp, "images/x.png": stamp, "index.html": stamp]
    manifest.stylesheet = hash
    manifest.index = .init(fingerprint: hash, entries: [IndexEntry(title: "B", path: "lists/b.html")])
    return manifest
  }

  /// Many records: the file is written in many chunks.
  private static var large: BuildManifest {
    var manifest = everything
    for number in 0..<2_000 {
      var record = manifest.inputs["../lists/b.md"]!
      record.destination = "lists/page-\(number).html"
      manifest.inputs["../lists/page-\(number).md"] = record
      manifest.outputs[record.destination] = stamp
    }
    return manifest
  }

  @Test(arguments: [BuildManifest(), everything])
  func writesWhatJSONEncoderWrites(manifest: BuildManifest) throws {
    #expect(try Self.saved(manifest) == (try Self.encodedByJSONEncoder(manifest)))
  }

  @Test func writesALargeManifestInChunksAsOneText() throws {
    let manifest = Self.large
    let saved = try Self.saved(manifest)
    #expect(saved.count > 10 * ManifestJSON.chunkSize)
    #expect(saved == (try Self.encodedByJSONEncoder(manifest)))
  }

  /// Each image is in the table once, in the order of its destination's
  /// bytes, and records name it by its place there.
  @Test func keepsEachImageOnceInATable() throws {
    let text = String(decoding: try Self.saved(Self.everything), as: UTF8.self)
    let stored = try JSONDecoder().decode(StoredManifest.self, from: Data(text.utf8))
    #expect(stored.images.map(\.destination) == ["caf\u{E9}.png", "cafe\u{301}.png", "images/x.png", "images/y.png"].sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    })
    let places = try #require(stored.inputs["../lists/b.md"]?.images)
    #expect(places.map { stored.images[$0].source } == Self.everything.inputs["../lists/b.md"]!.images.map(\.source))
    #expect(stored.inputs["../lists/a.md"]?.images == [stored.images.firstIndex { $0.destination == "images/y.png" }!])
    #expect(text.components(separatedBy: "../lists/y.png").count == 2)
  }

  @Test func readsBackAsTheSameManifest() throws {
    let manifest = Self.everything
    let decoded = try JSONDecoder().decode(BuildManifest.self, from: Data(try Self.saved(manifest)))
    #expect(decoded == manifest)
  }

  /// Members come in the order of their keys' UTF-8 bytes, as JSONEncoder's
  /// `.sortedKeys` orders them: uppercase before lowercase, `10` before `9`.
  @Test func sortsKeysByTheirUTF8Bytes() throws {
    var manifest = BuildManifest()
    manifest.outputs = Dictionary(uniqueKeysWithValues: ["b", "B", "a10", "a9", "é", "e", "_"].map { ($0, Self.stamp) })
    let bytes = try Self.saved(manifest)
    let text = String(decoding: bytes, as: UTF8.self)
    let keys = ["B", "_", "a10", "a9", "b", "e", "é"]
    let offsets = keys.map { text.range(of: "\"\($0)\":")!.lowerBound }
    #expect(offsets == offsets.sorted())
    #expect(bytes == (try Self.encodedByJSONEncoder(manifest)))
  }
}

@Suite struct ManifestKeyOrderTests {
  /// Keys come out in the order of their bytes, whatever they share and
  /// however long they are: ties on the sixteen bytes after the shared
  /// ones, keys that are prefixes of others, zero bytes, non-ASCII text.
  @Test(arguments: [
    [String](),
    ["only"],
    ["b", "a", "ab", "", "a\u{0}", "a\u{0}\u{0}"],
    (0..<300).map { "../../shared/folder/group-\($0 % 7)/list-\(String(repeating: "x", count: $0 % 40))\($0).md" },
    ["é", "e", "z", "東京", "🍎", "e\u{301}", "Z"],
    (0..<64).map { String(repeating: "a", count: $0) }.shuffled(),
  ])
  func sortsByBytes(keys: [String]) {
    let expected = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    #expect(ManifestJSON.sortedByUTF8(keys) == expected)
  }
}
