import Foundation
import ListPressKit
import Testing

/// The schema `listpress schema` writes, tried with PyPI's `jsonschema` on
/// the front matter of every example and fixture, loaded as `check` loads
/// it: the examples and the accepted fixtures validate, every refused
/// fixture is rejected, and those refused for a reason beyond a schema
/// validate (what `check` alone can tell). What validates does so too when
/// the schema is read as draft 7, as editors' YAML language servers read
/// it: a keyword they do not know may let a mistake through, never flag a
/// valid definition. Skipped when `python3` or
/// `jsonschema` is missing, unless `LISTPRESS_REQUIRE_VALIDATORS=1`.
@Suite(
  .enabled(
    if: JSONSchemaValidator.runs,
    "python3 or jsonschema not found: schema validation skipped (\(Validators.installHint))"))
struct SchemaValidationTests {
  /// The front matter of each named file as the schema's instance.
  private func instances(_ names: [String]) throws -> [String: JSONValue] {
    var instances: [String: JSONValue] = [:]
    for name in names {
      let loaded = try SchemaFixtures.instance(of: try SchemaFixtures.contents(of: name), path: name)
      let instance: JSONValue = try #require(loaded, "\(name) does not load")
      instances[name] = instance
    }
    return instances
  }

  private func validate(_ names: [String]) async throws -> JSONSchemaValidator.Results {
    try #require(!names.isEmpty, "nothing to validate")
    return try await JSONSchemaValidator.validate(try instances(names), against: FormatSchema.json)
  }

  @Test("Every example validates")
  func examplesValidate() async throws {
    #expect(SchemaFixtures.examples.count >= 14)
    let results = try await validate(SchemaFixtures.examples)
    for name in SchemaFixtures.examples {
      #expect(results.errors[name] == [], "\(name), jsonschema \(results.version)")
      #expect(results.draft7Errors[name] == [], "\(name) as draft 7, jsonschema \(results.version)")
    }
  }

  @Test("Every accepted fixture validates, and so does every one refused for a reason beyond a schema")
  func acceptedFixturesValidate() async throws {
    let names = SchemaFixtures.files(in: "accepted") + SchemaFixtures.files(in: "beyond-schema")
    let results = try await validate(names)
    for name in names {
      #expect(results.errors[name] == [], "\(name), jsonschema \(results.version)")
      #expect(results.draft7Errors[name] == [], "\(name) as draft 7, jsonschema \(results.version)")
    }
  }

  @Test("Every refused fixture is rejected")
  func refusedFixturesAreRejected() async throws {
    let names = SchemaFixtures.files(in: "refused")
    let results = try await validate(names)
    for name in names {
      #expect(results.errors[name]?.isEmpty == false, "\(name) validates, jsonschema \(results.version)")
    }
  }
}
