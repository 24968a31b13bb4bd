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

/// `ManifestReader` must read every manifest as `JSONDecoder` reads it,
/// and refuse what `JSONDecoder` would refuse, rather than guess.
@Suite struct ManifestReaderTests {
  private static func readByJSONDecoder(_ text: String) -> BuildManifest? {
    try? JSONDecoder().decode(BuildManifest.self, from: Data(text.utf8))
  }

  @Test(arguments: [BuildManifest(), ManifestJSONTests.everything])
  func readsWhatTheBuildWrote(manifest: BuildManifest) throws {
    #expect(ManifestReader.manifest(from: try ManifestJSONTests.encodedByJSONEncoder(manifest)) == manifest)
  }

  @Test func readsAManifestFromItsFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manifest = ManifestJSONTests.everything
    try manifest.save(with: try SiteWriter(outputDirectory: folder))
    #expect(BuildManifest.load(from: OpenFolder(path: folder)!) == manifest)
  }

  /// Shapes `JSONDecoder` accepts that the build never writes: white
  /// space, other member orders, `null` optionals, unknown members,
  /// escapes, a key written with escapes.
  @Test(arguments: [
    #" { "tool" : "0.1.0" , "format" : 2 , "outputs" : { } , "images" : [ ] , "inputs" : { } } "#,
    #"{"format":2,"tool":"x","images":[],"inputs":{},"outputs":{},"stylesheet":null,"index":null,"future":[1,{"a":true}]}"#,
    #"{"format":2,"tool":"\u0030.1\/\"\\","images":[],"inputs":{"a\n\u00e9\ud83c\udf4e.md":{"destination":"d","failed":true,"fingerprint":"0000000000000001","hash":"00000000000000ff","images":[],"outputs":[],"warnings":[{"column":2,"line":1,"message":"m","notes":[],"severity":"warning"}],"stamp":null,"entry":null}},"outputs":{"x":{"inode":18446744073709551615,"modified":-9223372036854775808,"size":0}}}"#,
  ])
  func readsWhatJSONDecoderReads(text: String) throws {
    let expected = try #require(Self.readByJSONDecoder(text))
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
    let second = #"{"destination":"images/b.png","hash":"0000000000000003","source":"../in/images/b.png","stamp":{"inode":7,"modified":1,"size":2}}"#
    let text =
      #"{"format":2,"tool":"x","inputs":{"a.md":\#(Self.record(images: "[1,0]")),"b.md":\#(Self.record(images: "[1]"))},"#
      + #""images":[\#(Self.image),\#(second)],"outputs":{}}"#
    let expected = try #require(Self.readByJSONDecoder(text))
    let manifest = try #require(ManifestReader.manifest(from: Array(text.utf8)))
    #expect(manifest == expected)
    #expect(manifest.inputs["a.md"]?.images.map(\.destination) == ["images/b.png", "images/a.png"])
    #expect(manifest.inputs["b.md"]?.images.map(\.source) == ["../in/images/b.png"])
    #expect(manifest.inputs["a.md"]?.ownedFiles == ["images/b.png", "images/a.png", "a.html"])
  }

  /// Not JSON, or not a manifest: both readers give nothing.
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
  /// have, an image without a destination: `JSONDecoder` refuses them too.
  @Test(arguments: [
    #"{"format":2,"tool":"x","inputs":{},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[],"inputs":{"a.md":\#(Self.record(images: "[0]"))},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[\#(Self.image)],"inputs":{"a.md":\#(Self.record(images: "[1]"))},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[\#(Self.image)],"inputs":{"a.md":\#(Self.record(images: "[-1]"))},"outputs":{}}"#,
    #"{"format":2,"tool":"x","images":[{"hash":"0000000000000001","source":"x"}],"inputs":{},"outputs":{}}"#,
  ])
  func refusesRecordsWithoutTheirImages(text: String) {
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == nil)
    #expect(Self.readByJSONDecoder(text) == nil)
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
