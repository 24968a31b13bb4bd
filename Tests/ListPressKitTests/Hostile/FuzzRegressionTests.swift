import Foundation
import ListPressKit
import Testing

/// Replays the inputs the fuzzer keeps (`Fuzz/regressions/`, every input
/// that ever crashed, and the seed corpus `Fuzz/corpus/`) through load,
/// decode and render: each is rendered safely (it passes the fuzzer's own
/// `HTMLInvariants`) or rejected with an error.
@Suite struct FuzzRegressionTests {
  private static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Hostile
    .deletingLastPathComponent()  // ListPressKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// The kept inputs, as paths below `Fuzz/`.
  static let inputs: [String] = ["regressions", "corpus"].flatMap { folder in
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder.appendingPathComponent(folder).path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
  }

  @Test func theSeedCorpusIsThere() {
    #expect(Self.inputs.contains("corpus/example-characters.md"))
  }

  /// Every example seeds the fuzzer as it is today: `Fuzz/corpus/` holds a
  /// copy of each (`example-NAME.md` for `Examples/…/NAME.md`), and a
  /// copy left behind when its example changes fails here.
  @Test func theSeedCorpusHoldsEveryExampleAsItIs() throws {
    let examples = Self.fuzzFolder.deletingLastPathComponent().appendingPathComponent("Examples")
    let enumerator = try #require(FileManager.default.enumerator(atPath: examples.path))
    let definitions = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    #expect(definitions.count >= 10)
    for definition in definitions {
      let name = "corpus/example-" + URL(fileURLWithPath: definition).lastPathComponent
      let copy = try? Data(contentsOf: Self.fuzzFolder.appendingPathComponent(name))
      #expect(copy == (try Data(contentsOf: examples.appendingPathComponent(definition))), "\(name) is not Examples/\(definition)")
    }
  }

  @Test(arguments: inputs)
  func isRenderedSafelyOrRejected(input: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fuzzFolder.appendingPathComponent(input)))
    let outcome = HostileOutcome(bytes: bytes)
    if let html = outcome.html {
      #expect(outcome.htmlViolation == nil)
      let withoutOwnScript = try #require(html.withoutOwnScript)
      #expect(!withoutOwnScript.lowercased().contains("<script"))
      #expect(!html.contains("href=\"javascript:") && !html.contains("src=\"javascript:"))
    } else {
      #expect(!outcome.errors.isEmpty)
    }
    #expect(outcome.duration < hostileTimeLimit)
  }
}
