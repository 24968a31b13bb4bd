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

/// `ManifestReader` must read every manifest the format allows, also in
/// shapes the build never writes, and refuse what is not one rather than
/// guess.
@Suite struct ManifestReaderTests {
  /// The texts of `ManifestJSONTests`, written by hand.
  @Test(arguments: ManifestJSONTests.cases)
  func readsTheFormat(manifest: BuildManifest, json: String) throws {
    #expect(ManifestReader.manifest(from: Array(json.utf8)) == manifest)
  }

  @Test func readsAManifestFromItsFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manifest = ManifestJSONTests.everything
    try manifest.save(with: try SiteWriter(outputDirectory: folder))
    #expect(BuildManifest.load(from: OpenFolder(path: folder)!) == manifest)
  }

  /// The hash of these sixteen hexadecimal digits.
  private static func hash(_ digits: String) -> ContentHash {
    var digits = digits
    return digits.withUTF8 { ContentHash(hexDigits: $0)! }
  }

  /// An empty manifest of a tool `tool`, with `inputs` and `outputs`.
  private static func manifest(
    tool: String, inputs: [String: InputRecord] = [:], outputs: [String: FileStamp] = [:]
  ) -> BuildManifest {
    var manifest = BuildManifest()
    manifest.tool = tool
    manifest.inputs = inputs
    manifest.outputs = outputs
    return manifest
  }

  /// Shapes the format allows that the build never writes: white space,
  /// other member orders, `null` optionals, unknown members, escapes
  /// (`\/`, `\u`, a surrogate pair),
  /// a key written with escapes, the largest and smallest integers.
  @Test(arguments: [
    (#" { "tool" : "0.1.0" , "format" : 2 , "outputs" : { } , "images" : [ ] , "inputs" : { } } "#, Self.manifest(tool: "0.1.0")),
    (#"{"format":2,"tool":"x","images":[],"inputs":{},"outputs":{},"stylesheet":null,"index":null,"future":[1,{"a":true}]}"#, Self.manifest(tool: "x")),
    (
      #"{"format":2,"tool":"\u0030.1\/\"\\","images":[],"inputs":{"a\n\u00e9\ud83c\udf4e.md":{"destination":"d","failed":true,"fingerprint":"0000000000000001","hash":"00000000000000ff","images":[],"outputs":[],"warnings":[{"column":2,"line":1,"message":"m","notes":[],"severity":"warning"}],"stamp":null,"entry":null}},"outputs":{"x":{"inode":18446744073709551615,"modified":-9223372036854775808,"size":0}}}"#,
      Self.manifest(
        tool: "0.1/\"\\",
        inputs: [
          "a\n\u{E9}\u{1F34E}.md": InputRecord(
            fingerprint: Self.hash("0000000000000001"), stamp: nil, hash: Self.hash("00000000000000ff"), destination: "d",
            outputs: [], images: [], entry: nil, failed: true,
            warnings: [CachedDiagnostic(severity: "warning", line: 1, column: 2, message: "m", notes: [])])
        ],
        outputs: ["x": FileStamp(size: 0, modified: .min, inode: .max)])
    ),
  ])
  func readsWhatTheFormatAllows(text: String, expected: BuildManifest) throws {
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == expected)
  }

  /// An image of the table, and a record that shows the images at the
  /// places `images` (a JSON array), for the texts below.
  private static let image = #"{"destination":"images/a.png","hash":"0000000000000001","source":"../in/images/a.png"}"#
  private static func record(images: String) -> String {
    #"{"destination":"a.html","failed":false,"fingerprint":"0000000000000001","hash":"0000000000000002","images":"#
      + images + #","outputs":["a.html"],"warnings":[]}"#
  }

  /// Records name their images by their places in the table, whichever
  /// comes first in the file; one image may be shown by many records.
  @Test func readsRecordsWithTheImagesOfTheTable() throws {
    let secondJSON = #"{"destination":"images/b.png","hash":"0000000000000003","source":"../in/images/b.png","stamp":{"inode":7,"modified":1,"size":2}}"#
    let text =
      #"{"format":2,"tool":"x","inputs":{"a.md":\#(Self.record(images: "[1,0]")),"b.md":\#(Self.record(images: "[1]"))},"#
      + #""images":[\#(Self.image),\#(secondJSON)],"outputs":{}}"#
    let first = ImageRecord(
      source: "../in/images/a.png", destination: "images/a.png", stamp: nil, hash: Self.hash("0000000000000001"))
    let second = ImageRecord(
      source: "../in/images/b.png", destination: "images/b.png", stamp: FileStamp(size: 2, modified: 1, inode: 7),
      hash: Self.hash("0000000000000003"))
    func record(_ images: [ImageRecord]) -> InputRecord {
      InputRecord(
        fingerprint: Self.hash("0000000000000001"), stamp: nil, hash: Self.hash("0000000000000002"), destination: "a.html",
        outputs: ["a.html"], images: images, entry: nil, failed: false, warnings: [])
    }
    let manifest = try #require(ManifestReader.manifest(from: Array(text.utf8)))
    #expect(manifest == Self.manifest(tool: "x", inputs: ["a.md": record([second, first]), "b.md": record([second])]))
    #expect(manifest.inputs["a.md"]?.images.map(\.destination) == ["images/b.png", "images/a.png"])
    #expect(manifest.inputs["b.md"]?.images.map(\.source) == ["../in/images/b.png"])
    #expect(manifest.inputs["a.md"]?.ownedFiles == ["images/b.png", "images/a.png", "a.html"])
  }

  /// Not JSON, or not a manifest: nothing is read.
  @Test(arguments: [
    "", "{", "[]", #"{"format":2}"#, #"{"format":"2","tool":"x","images":[],"inputs":{},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[],"inputs":{},"outputs":{},}"#, #"{"format":2,"tool":"x","images":[],"inputs":[],"outputs":{}}"#,
    #"{"format":02,"tool":"x","images":[],"inputs":{},"outputs":{}}"#, #"{"format":2.0,"tool":"x","images":[],"inputs":{},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[],"inputs":{},"outputs":{"a":{"inode":-1,"modified":0,"size":0}}}"#,
    #"{"format":2,"tool":"x","images":[],"inputs":{},"outputs":{}} {}"#, #"{"format":2,"tool":"\ud83c","images":[],"inputs":{},"outputs":{}}"#,
    #"{"format":2,"tool":"\ud83c \udf4e","images":[],"inputs":{},"outputs":{}}"#, "{\"format\":1,\"tool\":\"a\tb\",\"images\":[],\"inputs\":{},\"outputs\":{}}",
    #"{"format":2,"tool":"x","stylesheet":"not a hash","images":[],"inputs":{},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[{"destination":"a\u0000b","hash":"0000000000000001","source":"x"}],"inputs":{},"outputs":{}}"#,
  ])
  func refusesWhatIsNotAManifest(text: String) {
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == nil)
  }

  /// No table of images, a record that names a place the table does not
  /// have, an image without a destination.
  @Test(arguments: [
    #"{"format":2,"tool":"x","inputs":{},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[],"inputs":{"a.md":\#(Self.record(images: "[0]"))},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[\#(Self.image)],"inputs":{"a.md":\#(Self.record(images: "[1]"))},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[\#(Self.image)],"inputs":{"a.md":\#(Self.record(images: "[-1]"))},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[{"hash":"0000000000000001","source":"x"}],"inputs":{},"outputs":{}}"#,
  ])
  func refusesRecordsWithoutTheirImages(text: String) {
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == nil)
  }

  @Test func refusesInvalidUTF8() {
    let text = Array(#"{"format":2,"tool":""#.utf8) + [0xFF] + Array(#"","images":[],"inputs":{},"outputs":{}}"#.utf8)
    #expect(ManifestReader.manifest(from: text) == nil)
  }

  @Test func refusesNestingDeeperThanTheLimit() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let text = #"{"format":2,"tool":"x","images":[],"inputs":{},"outputs":{},"future":"# + deep + "}"
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == nil)
    let shallow = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
    #expect(ManifestReader.manifest(from: Array((#"{"format":2,"tool":"x","images":[],"inputs":{},"outputs":{},"future":"# + shallow + "}").utf8)) != nil)
  }
}
