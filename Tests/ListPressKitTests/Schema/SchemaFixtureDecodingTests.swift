import ListPressKit
import Testing

/// The schema's fixtures say what the decoder does with them, and it does:
/// so the corpus the schema is tried on stays honest.
struct SchemaFixtureDecodingTests {
  @Test("The fixture folders are not empty", arguments: ["refused", "beyond-schema", "accepted"])
  func foldersHaveFixtures(kind: String) {
    #expect(!SchemaFixtures.files(in: kind).isEmpty, "no fixture in \(SchemaFixtures.folder.path)/\(kind)")
  }

  @Test(
    "The decoder refuses every refused fixture with the error its first line names",
    arguments: SchemaFixtures.files(in: "refused") + SchemaFixtures.files(in: "beyond-schema"))
  func refusedFixturesAreRefused(name: String) throws {
    let contents = try SchemaFixtures.contents(of: name)
    let expected = try #require(SchemaFixtures.expectedError(in: contents), "\(name) has no '# refused:' line")
    let result = decode(contents, path: name)
    #expect(result.page == nil)
    let firstError = result.diagnostics.first { $0.contains(": error: ") }
    #expect(firstError?.contains(": error: " + expected) == true, "\(result.diagnostics)")
  }

  @Test(
    "The decoder accepts every accepted fixture with no diagnostic", arguments: SchemaFixtures.files(in: "accepted"))
  func acceptedFixturesAreAccepted(name: String) throws {
    let result = decode(try SchemaFixtures.contents(of: name), path: name)
    #expect(result.page != nil)
    #expect(result.diagnostics == [])
  }
}
