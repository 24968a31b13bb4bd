import Foundation
import Mustache
import Testing

/// The official specification's tests, run from the JSON files vendored in
/// `Specification/`.
@Suite struct SpecificationTests {
  /// Every file and how many tests it holds, so a file that stops loading or
  /// loses tests fails loudly instead of passing with nothing to check.
  static let expectedCounts = [
    "comments": 12,
    "delimiters": 14,
    "interpolation": 42,
    "inverted": 22,
    "partials": 12,
    "sections": 34,
    "~inheritance": 27,
    "~dynamic-names": 21,
  ]

  @Test(arguments: expectedCounts.keys.sorted())
  func conforms(file: String) throws {
    let tests = try SpecificationFile.load(file).tests
    #expect(tests.count == Self.expectedCounts[file])
    for test in tests {
      let outcome = Result { () throws(MustacheError) in try test.run() }
      switch outcome {
      case .success(let output):
        #expect(output == test.expected, "\(file) › \(test.name): \(test.desc)")
      case .failure(let error):
        Issue.record("\(file) › \(test.name): \(error)")
      }
    }
  }

  @Test func runsEverySpecificationTest() throws {
    var run = 0
    var passed = 0
    for file in Self.expectedCounts.keys {
      for test in try SpecificationFile.load(file).tests {
        run += 1
        if (try? test.run()) == test.expected {
          passed += 1
        }
      }
    }
    #expect(run == 184)
    #expect(passed == run)
  }

  @Test func bundlesExactlyTheExpectedFiles() throws {
    let directory = try #require(Bundle.module.url(forResource: "Specification", withExtension: nil))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }
      .map { String($0.dropLast(".json".count)) }
    #expect(Set(files) == Set(Self.expectedCounts.keys))
  }
}

/// One specification file: a list of tests.
struct SpecificationFile: Decodable {
  let tests: [SpecificationTest]

  static func load(_ name: String) throws -> SpecificationFile {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Specification"))
    return try JSONDecoder().decode(SpecificationFile.self, from: Data(contentsOf: url))
  }
}

/// One specification test: render `template` with `data` and `partials`,
/// and expect `expected`.
struct SpecificationTest: Decodable {
  let name: String
  let desc: String
  let data: MustacheValue
  let template: String
  let partials: [String: String]?
  let expected: String

  func run() throws(MustacheError) -> String {
    let library = try TemplateLibrary(sources: partials ?? [:])
    return try Template(template, name: name).render(data, partials: library)
  }
}
