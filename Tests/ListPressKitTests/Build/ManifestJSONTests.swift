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

/// The manifest is written as its format says (see `StoredManifest` and
/// `ManifestJSON`): members in the order of their keys' UTF-8 bytes, a
/// `nil` optional left out, strings with quotes, backslashes and control
/// characters escaped (and nothing else: not slashes, not non-ASCII
/// text), integers in plain decimal, hashes as sixteen lowercase
/// hexadecimal digits, and a line end after the object. The texts here are
/// written by hand to be that format.
@Suite struct ManifestJSONTests {
  /// The bytes of the manifest's file as a build saves it.
  static func saved(_ manifest: BuildManifest) throws -> [UInt8] {
    let folder = try TemporaryFolder()
    try manifest.save(with: try SiteWriter(outputDirectory: folder.path))
    return Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + BuildManifest.fileName)))
  }

  private static let hash = ContentHash(of: Array("x".utf8))
  /// A stamp with large numbers (a stamp is otherwise only made from a file).
  private static let stamp = FileStamp(size: 1234, modified: -1_764_000_000_123_456_789, inode: 18_446_744_073_709_551_615)

  /// Text with everything JSON escapes (quotes, backslashes, every control
  /// character), slashes, non-ASCII characters and DEL.
  static let awkward = "a\"b\\c/d é 東京 🍎 \u{7F}" + (0..<32).map { String(UnicodeScalar(UInt8($0))) }.joined()

  /// Every field of every record, optionals present and absent, and
  /// ``awkward`` text in a key, a title and a message.
  static var everything: BuildManifest {
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

  // The texts of the manifests above, as the format writes them.

  /// ``awkward`` in JSON: quote and backslash escaped with a backslash,
  /// the control characters that have a short escape with it, the others
  /// as `\u00xx` in lowercase; the slash, DEL and non-ASCII text as they are.
  static let awkwardJSON =
    #"a\"b\\c/d é 東京 🍎 "# + "\u{7F}"
    + #"\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
    + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f"#
  /// ``awkward`` without its NUL, in JSON.
  static let awkwardKeyJSON = awkwardJSON.replacing(#"\u0000"#, with: "")
  /// The hash of `x`, `xxhsum -H3` says.
  static let hashJSON = #""eaf06c6480b2cd11""#
  static let stampJSON = #"{"inode":18446744073709551615,"modified":-1764000000123456789,"size":1234}"#
  static let toolJSON = #""tool":"\#(ListPressVersion.current)""#

  static let emptyJSON = #"{"format":2,"images":[],"inputs":{},"outputs":{},\#(toolJSON)}"# + "\n"

  /// The record of `../lists/b.md` in ``everything``'s text, given its
  /// destination.
  static func recordOfBJSON(destination: String) -> String {
    #"{"destination":"\#(destination)","entry":{"path":"lists/b.html","title":"\#(awkwardJSON)"},"failed":false,"#
      + #""fingerprint":\#(hashJSON),"hash":\#(hashJSON),"images":[2,3,1,0],"outputs":["lists/b.html"],"#
      + #""stamp":\#(stampJSON),"warnings":[{"column":14,"line":3,"message":"unknown symbol '\#(awkwardJSON)'","#
      + #""notes":[{"column":1,"line":1,"message":"here","notes":[],"severity":"note"}],"severity":"warning"}]}"#
  }

  /// ``everything``'s text, with `more` members of `inputs` after that of
  /// `../lists/b.md` and `moreOutputs` after `lists/b.html` (each with its
  /// comma first). The table of images is sorted by destination bytes: the
  /// NFD name (`e`, 0x65) before the NFC one (`é`, 0xC3 0xA9).
  static func everythingJSON(more: String = "", moreOutputs: String = "") -> String {
    #"{"format":2,"images":["#
      + #"{"destination":"cafe\#u{301}.png","hash":\#(hashJSON),"source":"../lists/cafe\#u{301}.png"},"#
      + #"{"destination":"caf\#u{E9}.png","hash":\#(hashJSON),"source":"../lists/caf\#u{E9}.png"},"#
      + #"{"destination":"images/x.png","hash":\#(hashJSON),"source":"../lists/x.png","stamp":\#(stampJSON)},"#
      + #"{"destination":"images/y.png","hash":\#(hashJSON),"source":"../lists/y.png"}],"#
      + #""index":{"entries":[{"path":"lists/b.html","title":"B"}],"fingerprint":\#(hashJSON)},"#
      + #""inputs":{"#
      + #""../lists/a.md":{"destination":"lists/a.html","failed":true,"fingerprint":\#(hashJSON),"#
      + #""hash":\#(hashJSON),"images":[3],"outputs":[],"warnings":[]},"#
      + #""../lists/b.md":\#(recordOfBJSON(destination: "lists/b.html"))\#(more),"#
      + #""\#(awkwardKeyJSON)":{"destination":"","failed":true,"fingerprint":\#(hashJSON),"#
      + #""hash":\#(hashJSON),"images":[],"outputs":[],"warnings":[]}},"#
      + #""outputs":{"images/x.png":\#(stampJSON),"index.html":\#(stampJSON),"lists/b.html":\#(stampJSON)\#(moreOutputs)},"#
      + #""stylesheet":\#(hashJSON),\#(toolJSON)}"# + "\n"
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

  /// ``large``'s text: the pages' keys, `../lists/page-`, sort after
  /// `../lists/b.md` and before the awkward key (`a`), their outputs after
  /// `lists/b.html`, and among themselves by their bytes (`page-10` before
  /// `page-9`).
  private static var largeJSON: String {
    let numbers = (0..<2_000).map(String.init).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return everythingJSON(
      more: numbers.map { #","../lists/page-\#($0).md":\#(recordOfBJSON(destination: "lists/page-\($0).html"))"# }
        .joined(),
      moreOutputs: numbers.map { #","lists/page-\#($0).html":\#(stampJSON)"# }.joined())
  }

  static let cases: [(manifest: BuildManifest, json: String)] = [(BuildManifest(), emptyJSON), (everything, everythingJSON())]

  @Test(arguments: cases)
  func writesTheFormat(manifest: BuildManifest, json: String) throws {
    #expect(String(decoding: try Self.saved(manifest), as: UTF8.self) == json)
  }

  @Test func writesALargeManifestInChunksAsOneText() throws {
    let saved = try Self.saved(Self.large)
    #expect(saved.count > 10 * ManifestJSON.chunkSize)
    #expect(String(decoding: saved, as: UTF8.self) == Self.largeJSON)
  }

  /// Each image is in the table once, in the order of its destination's
  /// bytes, and records name it by its place there.
  @Test func keepsEachImageOnceInATable() throws {
    let bytes = try Self.saved(Self.everything)
    let file = try #require(ManifestReader.read(bytes)?.file)
    let table = file.images.map(\.value)
    #expect(table.map(\.destination) == ["caf\u{E9}.png", "cafe\u{301}.png", "images/x.png", "images/y.png"].sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    })
    let places = try #require(file.inputs.first { $0.key == "../lists/b.md" }?.value.images)
    #expect(places.map { table[$0].source } == Self.everything.inputs["../lists/b.md"]!.images.map(\.source))
    #expect(file.inputs.first { $0.key == "../lists/a.md" }?.value.images == [table.firstIndex { $0.destination == "images/y.png" }!])
    #expect(String(decoding: bytes, as: UTF8.self).components(separatedBy: "../lists/y.png").count == 2)
  }

  @Test(arguments: [BuildManifest(), everything, large])
  func readsBackAsTheSameManifest(manifest: BuildManifest) throws {
    #expect(ManifestReader.manifest(from: try Self.saved(manifest)) == manifest)
  }

  /// Members come in the order of their keys' UTF-8 bytes: uppercase
  /// before `_` before lowercase, `10` before `9`, `é` after `e`.
  @Test func sortsKeysByTheirUTF8Bytes() throws {
    var manifest = BuildManifest()
    manifest.outputs = Dictionary(uniqueKeysWithValues: ["b", "B", "a10", "a9", "é", "e", "_"].map { ($0, Self.stamp) })
    let outputs = ["B", "_", "a10", "a9", "b", "e", "é"].map { #""\#($0)":\#(Self.stampJSON)"# }.joined(separator: ",")
    let expected = #"{"format":2,"images":[],"inputs":{},"outputs":{\#(outputs)},\#(Self.toolJSON)}"# + "\n"
    #expect(String(decoding: try Self.saved(manifest), as: UTF8.self) == expected)
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
    #expect(ManifestJSON.orderByUTF8(keys).map { keys[$0] } == expected)
  }
}
