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
