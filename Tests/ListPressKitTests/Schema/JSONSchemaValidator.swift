import Foundation
import ListPressKit

/// The `jsonschema` package of PyPI, as `.ci/run` installs it (with its
/// dependencies, pinned) into `.build/validators`, run by `python3` to
/// validate many instances against a schema in one process. The install
/// folder comes first on Python's path, so the pinned version is the one
/// used; a `jsonschema` of the system's Python is used when it is missing.
enum JSONSchemaValidator {
  /// `python3` on the `PATH`.
  static let python: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    .lazy.map { "\($0)/python3" }.first(where: FileManager.default.isExecutableFile(atPath:))

  /// Whether `python3` can import `jsonschema`.
  static let isInstalled: Bool = {
    guard let python else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      "-c", "import sys; sys.path.insert(0, sys.argv[1]); import jsonschema", Validators.installFolder.path,
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationReason == .exit && process.terminationStatus == 0
  }()

  /// Whether the schema validation tests run: when `jsonschema` is there,
  /// or when it must be (`LISTPRESS_REQUIRE_VALIDATORS=1`).
  static var runs: Bool { isInstalled || Validators.isRequired }

  /// The script `python3` runs: `FOLDER SCHEMA INSTANCES RESULTS`. It
  /// checks the schema against its dialect's metaschema, then writes, for
  /// each named instance, the messages of its errors (none when it is
  /// valid): as JSON Schema 2020-12 reads it, and as draft 7 does, the
  /// draft editors' YAML language servers validate with.
  private static let script = """
    import importlib.metadata, json, sys
    folder, schema_path, instances_path, results_path = sys.argv[1:5]
    sys.path.insert(0, folder)
    import jsonschema
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)
    draft7 = dict(schema, **{"$schema": "http://json-schema.org/draft-07/schema#"})
    jsonschema.Draft7Validator.check_schema(draft7)
    validators = {"2020-12": jsonschema.Draft202012Validator(schema), "7": jsonschema.Draft7Validator(draft7)}
    with open(instances_path, encoding="utf-8") as file:
        instances = json.load(file)
    def messages(validator, instance):
        errors = sorted(validator.iter_errors(instance), key=lambda error: [str(part) for part in error.absolute_path])
        return ["/" + "/".join(str(part) for part in error.absolute_path) + ": " + error.message for error in errors]
    results = {draft: {name: messages(validator, instance) for name, instance in instances.items()}
               for draft, validator in validators.items()}
    with open(results_path, "w", encoding="utf-8") as file:
        json.dump({"version": importlib.metadata.version("jsonschema"), "results": results}, file)
    """

  /// What a run found: the errors of each instance, by name, as JSON
  /// Schema 2020-12 reads the schema and as draft 7 does, and the version
  /// of `jsonschema` that found them.
  struct Results {
    let version: String
    let errors: [String: [String]]
    let draft7Errors: [String: [String]]
  }

  /// Validates every instance (by name) against `schema` in one run of
  /// `python3`, which is stopped and fails saying so past `HelperTimeLimit`.
  /// Throws when the run fails or answers for other instances than asked.
  static func validate(_ instances: [String: JSONValue], against schema: String) async throws -> Results {
    let limit = try HelperTimeLimit.duration()
    guard let python else { throw Validators.Missing(what: "python3") }
    let folder = try TemporaryFolder()
    let paths = (
      schema: folder.path + "/schema.json", instances: folder.path + "/instances.json",
      results: folder.path + "/results.json", log: folder.path + "/log.txt"
    )
    try folder.write(schema, to: "schema.json")
    try folder.write(
      JSONValue.object(instances.sorted { $0.key < $1.key }.map { .init($0.key, $0.value) }).prettyPrinted,
      to: "instances.json")
    try folder.write("", to: "log.txt")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script, Validators.installFolder.path, paths.schema, paths.instances, paths.results]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: paths.log))
    process.standardError = process.standardOutput
    try process.run()
    let watchdog = HelperTimeLimit.watchdog(stopping: process, after: limit)
    // Waited for on a thread of its own, so that the wait holds none of the few threads tests share.
    await withCheckedContinuation { continuation in
      Thread {
        process.waitUntilExit()
        continuation.resume()
      }.start()
    }
    watchdog.cancel()
    let log = { String(((try? String(contentsOfFile: paths.log, encoding: .utf8)) ?? "").suffix(2000)) }
    if await watchdog.value {
      throw Failure(ending: "was stopped after \(HelperTimeLimit.describe(limit))\(HelperTimeLimit.advice)", log: log())
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let ending = process.terminationReason == .exit ? "exited with status" : "was killed by signal"
      throw Failure(ending: "\(ending) \(process.terminationStatus)", log: log() + "\n" + Validators.installHint)
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: paths.results)))
    guard let errors = report.results["2020-12"], let draft7Errors = report.results["7"],
      Set(errors.keys) == Set(instances.keys), Set(draft7Errors.keys) == Set(instances.keys)
    else {
      throw Failure(ending: "answered for other instances than the \(instances.count) asked", log: log())
    }
    return Results(version: report.version, errors: errors, draft7Errors: draft7Errors)
  }

  /// The results file the script writes: the errors by draft, then by instance.
  private struct Report: Decodable {
    let version: String
    let results: [String: [String: [String]]]
  }

  /// The validator did not run to the end.
  struct Failure: Error, CustomStringConvertible {
    /// How the run ended: `exited with status 1`.
    let ending: String
    let log: String
    var description: String { "python3 with jsonschema \(ending):\n\(log)" }
  }
}
