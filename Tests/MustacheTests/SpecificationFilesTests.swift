import Foundation
import Testing

@Suite struct SpecificationFilesTests {
  @Test(arguments: ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"])
  func specificationFileIsBundled(name: String) throws {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Specification"))
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let tests = try #require(object?["tests"] as? [[String: Any]])
    #expect(!tests.isEmpty)
  }
}
