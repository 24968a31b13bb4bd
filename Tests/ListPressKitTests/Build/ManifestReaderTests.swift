import Foundation
import Testing

@testable import ListPressKit

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
    #" { "tool" : "0.1.0" , "format" : 1 , "outputs" : { } , "inputs" : { } } "#,
    #"{"format":1,"tool":"x","inputs":{},"outputs":{},"stylesheet":null,"index":null,"future":[1,{"a":true}]}"#,
    #"{"format":1,"tool":"\u0030.1\/\"\\","inputs":{"a\n\u00e9\ud83c\udf4e.md":{"destination":"d","failed":true,"fingerprint":"0000000000000001","hash":"00000000000000ff","images":[],"outputs":[],"warnings":[{"column":2,"line":1,"message":"m","notes":[],"severity":"warning"}],"stamp":null,"entry":null}},"outputs":{"x":{"inode":18446744073709551615,"modified":-9223372036854775808,"size":0}}}"#,
  ])
  func readsWhatJSONDecoderReads(text: String) throws {
    let expected = try #require(Self.readByJSONDecoder(text))
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == expected)
  }

  /// Not JSON, or not a manifest: both readers give nothing.
  @Test(arguments: [
    "", "{", "[]", #"{"format":1}"#, #"{"format":"1","tool":"x","inputs":{},"outputs":{}}"#,
    #"{"format":1,"tool":"x","inputs":{},"outputs":{},}"#, #"{"format":1,"tool":"x","inputs":[],"outputs":{}}"#,
    #"{"format":01,"tool":"x","inputs":{},"outputs":{}}"#, #"{"format":1.0,"tool":"x","inputs":{},"outputs":{}}"#,
    #"{"format":1,"tool":"x","inputs":{},"outputs":{"a":{"inode":-1,"modified":0,"size":0}}}"#,
    #"{"format":1,"tool":"x","inputs":{},"outputs":{}} {}"#, #"{"format":1,"tool":"\ud83c","inputs":{},"outputs":{}}"#,
    #"{"format":1,"tool":"\ud83c \udf4e","inputs":{},"outputs":{}}"#, "{\"format\":1,\"tool\":\"a\tb\",\"inputs\":{},\"outputs\":{}}",
    #"{"format":1,"tool":"x","stylesheet":"not a hash","inputs":{},"outputs":{}}"#,
  ])
  func refusesWhatIsNotAManifest(text: String) {
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == nil)
  }

  @Test func refusesInvalidUTF8() {
    let text = Array(#"{"format":1,"tool":""#.utf8) + [0xFF] + Array(#"","inputs":{},"outputs":{}}"#.utf8)
    #expect(ManifestReader.manifest(from: text) == nil)
  }

  @Test func refusesNestingDeeperThanTheLimit() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let text = #"{"format":1,"tool":"x","inputs":{},"outputs":{},"future":"# + deep + "}"
    #expect(ManifestReader.manifest(from: Array(text.utf8)) == nil)
    let shallow = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
    #expect(ManifestReader.manifest(from: Array((#"{"format":1,"tool":"x","inputs":{},"outputs":{},"future":"# + shallow + "}").utf8)) != nil)
  }
}
